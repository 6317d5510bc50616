// The three origins of a real embed, on this machine: the API, dist/ as a CDN, and the
// host site (the shell and the example pages). Used by `npm start` and by the e2e tests.
import type { Server } from 'node:http';
import path from 'node:path';
import { createReferenceApi } from './api/reference-api.ts';
import type { ApiState } from './api/route-types.ts';
import { createStaticServer, listen } from './http/static-server.ts';

export interface Origins {
  api: string;
  dist: string;
  host: string;
  apiState: ApiState;
  close(): Promise<void>;
}

export interface OriginOptions {
  root: string;
  distDir: string;
  ports?: { api?: number; dist?: number; host?: number };
  /** Extra host mounts (the e2e suite adds its own test pages). */
  extraMounts?: [string, string][];
}

/** The strict policy of the CSP example: scripts only from the page and dist/, no inline styles. */
export function strictCsp(distOrigin: string): string {
  return `script-src 'self' ${distOrigin}; style-src 'self'`;
}

export async function startOrigins({ root, distDir, ports = {}, extraMounts = [] }: OriginOptions): Promise<Origins> {
  const { server: apiServer, state } = createReferenceApi();
  const api = await listen(apiServer, ports.api);

  const distServer = createStaticServer({
    mounts: [['/', distDir]],
    cors: true,
    headers: (_file, urlPath) => ({
      // loader.js is the short-cache entry; everything else is content-hashed.
      'Cache-Control': urlPath === '/loader.js' ? 'max-age=300' : 'public, max-age=31536000, immutable',
    }),
  });
  const dist = await listen(distServer, ports.dist);

  const hostServer = createStaticServer({
    mounts: [...extraMounts, ['/examples/', path.join(root, 'examples')], ['/', path.join(root, 'shell/site')]],
    variables: () => ({ DIST: dist, API: api, HOST: host }),
    headers: (file) => (file.includes('strict-csp') ? { 'Content-Security-Policy': strictCsp(dist) } : {}),
  });
  const host = await listen(hostServer, ports.host);

  const servers: Server[] = [apiServer, distServer, hostServer];
  return {
    api,
    dist,
    host,
    apiState: state,
    close: () =>
      Promise.all(
        servers.map((s) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())))),
      ).then(() => undefined),
  };
}
