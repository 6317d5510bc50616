// The reference API: every backend call of the contract over HTTP with fixture data,
// CORS for the example site's origin only, fault injection (faults.ts) and a request log, all driven through /__control so the shell and the tests can steer it.
// Another page in the same browser must not read it (the log shows what was sent), and a
// DNS-rebound name must not reach it: Origin and Host are checked, and tokens never leave it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isRecord } from '../../shared/is-record.ts';
import { answerWithFault, parseFault } from './faults.ts';
import { sendJson } from './json-reply.ts';
import { findRoute } from './route-match.ts';
import type { ApiState, Fault, Route } from './route-types.ts';
import { routes as defaultRoutes } from './routes/index.ts';

const REQUEST_LOG_LIMIT = 200;
/** The shell's and the example pages' own reading of the tracking events received: never failed
 * by a fault set for the widgets' calls (it would flood the console and call the API down). */
const SHELL_LOG_PATH = '/events';
const noFault: Fault = { mode: 'none', pathPrefix: '', delayMs: 0 };

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Back to a clean start: no faults, no switches, empty request log. */
export function resetApiState(state: ApiState): void {
  Object.assign(state, { requests: [], fault: { ...noFault }, switches: {} });
}

export interface ReferenceApiOptions {
  /** Page origins allowed to call it (CORS): the example site's. */
  allowedOrigins(): string[];
  /** Host headers it answers to: its own address. */
  allowedHosts(): string[];
  /** Told once per origin it refused, so npm start can say how to allow it. */
  refused?(origin: string): void;
  routes?: Route[];
}

/** What lets a refused page call the API: its origin in PAGE_ORIGINS, if the page is the developer's;
 * a page opened from a file (Origin "null") cannot be let in, so it is told to be served over http. */
export function howToAllow(origin: string): string {
  return origin === 'null'
    ? 'a page opened from a file cannot be allowed: serve it over http, say on http://127.0.0.1:8080, and start npm start with PAGE_ORIGINS=http://127.0.0.1:8080'
    : `if that page is yours, npm start with PAGE_ORIGINS=${origin} lets it`;
}

/** The request log as /__control/requests serves it: whether a token came, never the token. */
function servedLog(state: ApiState): unknown[] {
  return state.requests.map(({ token, ...request }) => ({ ...request, token: token === undefined ? undefined : 'present' }));
}

export function createReferenceApi({ allowedOrigins, allowedHosts, refused, routes = defaultRoutes }: ReferenceApiOptions): { server: Server; state: ApiState } {
  const state: ApiState = { requests: [], fault: { ...noFault }, switches: {} };
  const refusedOrigins = new Set<string>();

  /** Each control's answer: [status, body]. */
  const controls: Record<string, (body: unknown) => [number, unknown]> = {
    faults(body) {
      if (body === undefined) return [200, state.fault];
      const parsed = parseFault(body);
      if ('problem' in parsed) return [400, { error: `/__control/faults: ${parsed.problem}` }];
      state.fault = parsed.fault;
      return [200, state.fault];
    },
    switches(body) {
      if (body === undefined) return [200, state.switches];
      if (!isRecord(body)) return [400, { error: '/__control/switches: send a JSON object of switches, such as {"checkoutFails": true}' }];
      state.switches = { ...state.switches, ...body };
      return [200, state.switches];
    },
    requests: () => [200, servedLog(state)],
    // What the shell's fault panel offers as path prefixes: every call it answers.
    routes: () => [200, routes.map(({ method, path: routePath }) => ({ method, path: routePath }))],
    reset() {
      resetApiState(state);
      return [200, { reset: true }];
    },
  };

  function control(path: string, body: unknown, res: ServerResponse): void {
    const name = path.slice('/__control/'.length);
    const answer: [number, unknown] = Object.hasOwn(controls, name)
      ? controls[name]!(body)
      : [404, { error: `unknown control ${path}: the controls are ${Object.keys(controls).map((each) => `/__control/${each}`).join(', ')}` }];
    sendJson(res, answer[0], answer[1]);
  }

  const server = createServer(async (req, res) => {
    if (!allowedHosts().includes(req.headers.host ?? '')) return sendJson(res, 421, { message: `Reference API does not answer to ${req.headers.host}` });
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (origin !== undefined && !allowedOrigins().includes(origin)) {
      if (!refusedOrigins.has(origin)) refused?.(origin);
      refusedOrigins.add(origin);
      return sendJson(res, 403, { message: `Reference API does not answer pages on ${origin} (${howToAllow(origin)})` });
    }
    if (origin !== undefined) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      // The calls that send the site's cookies (credentials: 'include': baskets, getOrder,
      // /personal) are refused by the browser without this. Safe only because the origin is
      // echoed from the allowed list, never '*'.
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();

    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    if (url.pathname.startsWith('/__control/')) return control(url.pathname, body, res);

    const auth = req.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
    // Cookie names only: tests check which calls carry the site's cookies, never their values.
    const cookies = req.headers.cookie?.split(';').map((pair) => pair.split('=')[0]!.trim());
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname, search: url.search, token, body, origin, cookies });
    if (state.requests.length > REQUEST_LOG_LIMIT) state.requests.shift();

    const shellLog = req.method === 'GET' && url.pathname === SHELL_LOG_PATH;
    if (!shellLog && url.pathname.startsWith(state.fault.pathPrefix) && (await answerWithFault(state.fault, res))) return;

    const found = findRoute(routes, req.method ?? 'GET', url.pathname);
    if (!found) return sendJson(res, 404, { message: `Reference API has no ${req.method} ${url.pathname} (its routes: GET /__control/routes)` });
    try {
      const reply = await found.route.handle({ url, body, token, params: found.params }, state);
      sendJson(res, reply.status ?? 200, reply.body);
    } catch (error) {
      sendJson(res, 500, { message: (error as Error).message });
    }
  });
  return { server, state };
}
