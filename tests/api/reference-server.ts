// The reference API for one contract test file: started on 127.0.0.1 port 0 before its tests,
// reset before each (no faults, no switches, empty request log), closed after. `client()` is a
// createApiClient on it whose fetch records each call's init, so a test can tell which calls
// sent cookies.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../shared/api/client.ts';
import { createReferenceApi, resetApiState } from '../../shell/api/reference-api.ts';
import type { Fault } from '../../shell/api/route-types.ts';

export interface ReceivedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  token: string | undefined;
}

export function referenceApi() {
  const { server, state } = createReferenceApi({ allowedOrigins: () => [], allowedHosts: () => [host()] });
  const host = () => `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = () => `http://${host()}`;
  const inits: RequestInit[] = [];

  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  // A stalled body is left open by the server: closeAllConnections ends it.
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  beforeEach(() => {
    resetApiState(state);
    inits.length = 0;
  });

  const recordingFetch: typeof fetch = (input, init) => {
    inits.push(init ?? {});
    return fetch(input, init);
  };
  const control = async (path: string, body: unknown) => {
    const response = await fetch(`${base()}/__control/${path}`, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`/__control/${path} answered ${response.status}`);
  };

  return {
    base,
    /** A client on this server; logged in (token 'tok') unless the options say otherwise. */
    client: (options: Partial<ApiClientOptions> = {}) => createApiClient({ apiBase: base(), getAccessToken: () => 'tok', fetch: recordingFetch, ...options }),
    /** What the server received since the test began, oldest first. */
    requests: (): ReceivedRequest[] => state.requests.map(({ method, path, search, body, token }) => ({ method, path, search, body, token })),
    /** The `credentials` each call of the client asked fetch for. */
    credentials: () => inits.map((init) => init.credentials),
    /** Each call's whole fetch init, oldest first. */
    fetchInits: (): readonly RequestInit[] => inits,
    fault: (fault: Partial<Fault>) => control('faults', fault),
    switches: (values: Record<string, unknown>) => control('switches', values),
  };
}
