// The reference API's injected faults over real HTTP: each mode answers as a failing backend or
// proxy would, only on the paths it is scoped to, and a call left hanging never keeps the
// server from closing.
import type { AddressInfo } from 'node:net';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createReferenceApi } from './reference-api.ts';
import type { Fault } from './route-types.ts';

/** Long enough for an answer on this machine to have arrived; short enough to keep the suite fast. */
const WAIT_MS = 300;

function startApi() {
  const { server, state } = createReferenceApi({ allowedOrigins: () => [], allowedHosts: () => [`127.0.0.1:${port()}`] });
  const port = () => (server.address() as AddressInfo).port;
  return { server, state, port };
}

const api = startApi();
/** The bodies the faults send, written out: what a failing proxy or a cut-off reply looks like. */
const NGINX_502_PAGE = '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>nginx</p></body></html>';
const CUT_OFF_JSON = '{"success": true, "dates": [["20';
beforeAll(() => new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve)));
afterAll(() => closeServer(api.server));

function closeServer(server: ReturnType<typeof startApi>['server']): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

function send(port: number, path: string, method = 'GET', body?: unknown): { req: ClientRequest; response: Promise<IncomingMessage> } {
  const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { Host: `127.0.0.1:${port}` } });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  req.end(body === undefined ? undefined : JSON.stringify(body));
  return { req, response };
}

async function call(path: string, method = 'GET', body?: unknown): Promise<{ status: number; type: string; body: string }> {
  const res = await send(api.port(), path, method, body).response;
  let text = '';
  for await (const chunk of res) text += chunk;
  return { status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: text };
}

const setFault = (fault: Partial<Fault>) => call('/__control/faults', 'POST', fault);
/** Whether `what` settles within WAIT_MS. */
const settlesSoon = (what: Promise<unknown>) =>
  Promise.race([what.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), WAIT_MS))]);

describe('reference API faults', () => {
  it("'error' answers JSON with the status asked for, 500 when none (or no failure status) is given", async () => {
    await setFault({ mode: 'error', status: 503 });
    expect(await call('/subscriptions')).toMatchObject({ status: 503, type: 'application/json' });
    await setFault({ mode: 'error' });
    expect(await call('/subscriptions')).toEqual({
      status: 500,
      type: 'application/json',
      body: JSON.stringify({ message: 'Reference API: injected server error' }),
    });
  });

  it('refuses what is not a fault with a 400 naming each problem, keeping the fault it had', async () => {
    await setFault({ mode: 'error', status: 503 });
    expect(JSON.parse((await setFault({ mode: 'eror', status: 302, pathPrefix: 'batch', delayMs: -1 } as unknown as Fault)).body)).toEqual({
      error:
        '/__control/faults: mode must be one of none, slow, error, malformed, not-json, invalid-json, stall-body, hang (got "eror"); ' +
        'status must be a whole number from 400 to 599 (got 302); pathPrefix must be "" (every call) or start with "/", such as "/batch" (got "batch"); ' +
        'delayMs must be a whole number of milliseconds (got -1)',
    });
    expect(JSON.parse((await setFault({ mode: 'error', path: '/batch' } as unknown as Fault)).body)).toEqual({
      error: '/__control/faults: "path" is not a field of a fault (they are mode, status, pathPrefix, delayMs)',
    });
    expect((await call('/__control/faults', 'POST', 'not json')).status).toBe(400);
    expect(JSON.parse((await call('/__control/faults')).body)).toEqual({ mode: 'error', pathPrefix: '', delayMs: 0, status: 503 });
    expect((await call('/subscriptions')).status).toBe(503);
  });

  it("never fails GET /events, the shell's own log of what the API received", async () => {
    await setFault({ mode: 'error' });
    expect((await call('/events')).status).toBe(200);
    expect((await call('/event', 'POST', { type: 'PageView' })).status).toBe(500);
    expect((await call('/events', 'POST', {})).status).toBe(500);
  });

  it('names the controls when asked for one it does not have, and refuses switches that are not an object', async () => {
    expect(await call('/__control/help')).toMatchObject({
      status: 404,
      body: JSON.stringify({ error: 'unknown control /__control/help: the controls are /__control/faults, /__control/switches, /__control/requests, /__control/routes, /__control/reset' }),
    });
    expect((await call('/__control/switches', 'POST', [true])).status).toBe(400);
  });

  it("'not-json' answers 200 with a proxy's HTML error page", async () => {
    await setFault({ mode: 'not-json' });
    expect(await call('/batch?bn=12345')).toEqual({ status: 200, type: 'text/html; charset=utf-8', body: NGINX_502_PAGE });
  });

  it("'invalid-json' answers 200, typed as JSON, with text that does not parse", async () => {
    await setFault({ mode: 'invalid-json' });
    const reply = await call('/batch?bn=12345');
    expect(reply).toEqual({ status: 200, type: 'application/json', body: CUT_OFF_JSON });
    expect(() => JSON.parse(reply.body)).toThrow(SyntaxError);
  });

  it("'stall-body' sends 200 headers and the start of a JSON body, then never finishes it", async () => {
    await setFault({ mode: 'stall-body' });
    const { req, response } = send(api.port(), '/batch?bn=12345');
    const res = await response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    const first = await new Promise<string>((resolve) => res.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    expect(first).toBe(CUT_OFF_JSON);
    expect(await settlesSoon(new Promise((resolve) => res.once('end', resolve)))).toBe(false);
    req.destroy();
  });

  it("'hang' never answers", async () => {
    await setFault({ mode: 'hang' });
    const { req, response } = send(api.port(), '/batch?bn=12345');
    response.catch(() => undefined);
    expect(await settlesSoon(response)).toBe(false);
    req.destroy();
  });

  it('touches only the paths under pathPrefix; the control endpoint is never faulted', async () => {
    await setFault({ mode: 'hang' });
    // Answered although every call hangs: the control endpoint is outside the faults.
    expect((await setFault({ mode: 'hang', pathPrefix: '/subscriptions' })).status).toBe(200);
    expect((await call('/batch?bn=12345')).status).toBe(200);
    await setFault({ mode: 'not-json', pathPrefix: '/batch' });
    expect((await call('/batch?bn=12345')).type).toBe('text/html; charset=utf-8');
    expect((await call('/subscriptions')).type).toBe('application/json');
    await setFault({ mode: 'none' });
  });

  it('scopes to the routes with path parameters too, each call logged', async () => {
    api.state.requests = [];
    await setFault({ mode: 'error', status: 503, pathPrefix: '/customer/shipping/' });
    expect((await call('/customer/shipping/ship-1')).status).toBe(503);
    expect((await call('/customer/billing/bill-1')).status).toBe(401);
    await setFault({ mode: 'malformed', pathPrefix: '/basket/' });
    expect(await call('/basket/chk-1')).toEqual({ status: 200, type: 'application/json', body: '{"unexpected":"shape"}' });
    await setFault({ mode: 'slow', delayMs: 50, pathPrefix: '/v2/basket/' });
    expect(await call('/v2/basket/user-1', 'POST', { basket: { items: [{ id: 'SCOOP_HEALTH', quantity: 1 }] } })).toEqual({
      status: 201,
      type: 'application/json',
      body: JSON.stringify({ basketId: 'chk-1', status: 'DRAFT', clientSecret: 'pi_demo_chk-1_secret_demo', validationError: null }),
    });
    expect(api.state.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /customer/shipping/ship-1',
      'GET /customer/billing/bill-1',
      'GET /basket/chk-1',
      'POST /v2/basket/user-1',
    ]);
    await setFault({ mode: 'none' });
  });

  it('closes at once with a call hanging and another stalled mid-body', async () => {
    const other = startApi();
    await new Promise<void>((resolve) => other.server.listen(0, '127.0.0.1', resolve));
    other.state.fault = { mode: 'hang', pathPrefix: '', delayMs: 0 };
    const hanging = send(other.port(), '/batch?bn=1');
    await vi.waitFor(() => expect(other.state.requests).toHaveLength(1));
    other.state.fault = { mode: 'stall-body', pathPrefix: '', delayMs: 0 };
    const stalled = send(other.port(), '/batch?bn=2');
    await stalled.response;
    // The client sees its calls cut off: expected here, so not an unhandled rejection.
    for (const call of [hanging, stalled]) call.response.catch(() => undefined);
    expect(await settlesSoon(closeServer(other.server))).toBe(true);
  });
});
