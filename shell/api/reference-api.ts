// The reference API: every backend call of the contract over HTTP with fixture data,
// CORS for the example site's origin only, fault injection (faults.ts) and a request log, all driven through /__control so the shell and the tests can steer it.
// Another page in the same browser must not read it (the log shows what was sent), and a
// DNS-rebound name must not reach it: Origin and Host are checked, and tokens never leave it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { answerWithFault, parseFault } from './faults.ts';
import { sendJson } from './json-reply.ts';
import { findRoute } from './route-match.ts';
import type { ApiState, Fault, Route } from './route-types.ts';
import { routes as defaultRoutes } from './routes/index.ts';

const REQUEST_LOG_LIMIT = 200;
const CONTROLS = ['faults', 'switches', 'requests', 'routes', 'reset'];
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

/** The request log as /__control/requests serves it: whether a token came, never the token. */
function servedLog(state: ApiState): unknown[] {
  return state.requests.map(({ token, ...request }) => ({ ...request, token: token === undefined ? undefined : 'present' }));
}

export function createReferenceApi({ allowedOrigins, allowedHosts, refused, routes = defaultRoutes }: ReferenceApiOptions): { server: Server; state: ApiState } {
  const state: ApiState = { requests: [], fault: { ...noFault }, switches: {} };
  const refusedOrigins = new Set<string>();

  async function control(path: string, body: unknown, res: ServerResponse): Promise<void> {
    if (path === '/__control/faults') {
      if (body === undefined) return sendJson(res, 200, state.fault);
      const parsed = parseFault(body);
      if ('problem' in parsed) return sendJson(res, 400, { error: `/__control/faults: ${parsed.problem}` });
      state.fault = parsed.fault;
      return sendJson(res, 200, state.fault);
    }
    if (path === '/__control/switches') {
      if (body === undefined) return sendJson(res, 200, state.switches);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return sendJson(res, 400, { error: '/__control/switches: send a JSON object of switches, such as {"checkoutFails": true}' });
      }
      state.switches = { ...state.switches, ...body };
      return sendJson(res, 200, state.switches);
    }
    if (path === '/__control/requests') return sendJson(res, 200, servedLog(state));
    // What the shell's fault panel offers as path prefixes: every call it answers.
    if (path === '/__control/routes') return sendJson(res, 200, routes.map(({ method, path: routePath }) => ({ method, path: routePath })));
    if (path === '/__control/reset') {
      resetApiState(state);
      return sendJson(res, 200, { reset: true });
    }
    sendJson(res, 404, { error: `unknown control ${path}: the controls are ${CONTROLS.map((control) => `/__control/${control}`).join(', ')}` });
  }

  const server = createServer(async (req, res) => {
    if (!allowedHosts().includes(req.headers.host ?? '')) return sendJson(res, 421, { message: `Reference API does not answer to ${req.headers.host}` });
    const origin = req.headers.origin;
    res.setHeader('Vary', 'Origin');
    if (origin !== undefined && !allowedOrigins().includes(origin)) {
      if (!refusedOrigins.has(origin)) refused?.(origin);
      refusedOrigins.add(origin);
      return sendJson(res, 403, { message: `Reference API does not answer pages on ${origin} (npm start with PAGE_ORIGINS=${origin} lets it)` });
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

    if (url.pathname !== SHELL_LOG_PATH && url.pathname.startsWith(state.fault.pathPrefix) && (await answerWithFault(state.fault, res))) return;

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
