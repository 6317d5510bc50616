// The three origins of a real embed, on this machine: the API, dist/ as a CDN, and the
// host site (the shell and the example pages). Used by `npm start` and by the e2e tests.
import type { Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createReferenceApi } from './api/reference-api.ts';
import type { ApiState } from './api/route-types.ts';
import { referenceBundler } from './reference/reference-bundle.ts';
import { createStaticServer, isInside, listen } from './http/static-server.ts';
import { widgetRegistry, type RegisteredWidget } from '../widgets/registry.ts';
import { TRUSTED_TYPES_POLICY } from '../shared/trusted-types.ts';

export interface Origins {
  api: string;
  dist: string;
  host: string;
  apiState: ApiState;
  /** In-memory host pages by path (tests add theirs here). */
  pages: Map<string, { html: string; headers?: Record<string, string> }>;
  close(): Promise<void>;
}

export interface OriginOptions {
  root: string;
  distDir: string;
  ports?: { api?: number; dist?: number; host?: number };
  /** Pages of the developer's own the reference API answers too (PAGE_ORIGINS). */
  pageOrigins?: string[];
  /** Told once per origin whose page the reference API refused (npm start prints how to allow it). */
  refused?(origin: string): void;
}

/** The strict policy of the shell's pages: scripts only from the page and dist/, no inline styles. */
export function strictCsp(distOrigin: string): string {
  return `script-src 'self' ${distOrigin}; style-src 'self'`;
}

/** The CSP example's policy: the strict one with Trusted Types required, allowing our policy (README
 * "Security") and any of the host's own, as a host hardened against DOM XSS sends it. */
export function trustedTypesCsp(distOrigin: string, hostPolicies: string[] = []): string {
  return `${strictCsp(distOrigin)}; require-trusted-types-for 'script'; trusted-types ${[TRUSTED_TYPES_POLICY, ...hostPolicies].join(' ')} 'allow-duplicates'`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a browser gets at a page the shell does not have: most often a page of the real site a
 * widget sent it to (a katkin:navigate to /discounts/applied, say), else a mistyped address. */
function siteRouteStandIn(pathAndQuery: string): { html: string; headers: Record<string, string> } {
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Not a page of the example shell</title><link rel="icon" href="/favicon.ico"></head>
<body>
<main>
<h1>Not a page of the example shell</h1>
<p>The shell has no page at <code>${escapeHtml(pathAndQuery)}</code>. If a widget sent you here (its <code>katkin:navigate</code> event names the address), it is a page of the real site: go back to carry on.</p>
</main>
</body>
</html>
`;
  return { html, headers: { 'Content-Security-Policy': "default-src 'none'; img-src 'self'" } };
}

/** The demo.html (placeholders and variants) of every widget and marketing block, or of the named ones, for the shell and the bench. */
export function widgetDemos(root: string, only?: (widget: RegisteredWidget) => boolean): string {
  return widgetRegistry(root)
    .filter((widget) => !only || only(widget))
    .map((widget) => path.join(root, widget.folder, 'demo.html'))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

export async function startOrigins({ root, distDir, ports = {}, pageOrigins = [], refused }: OriginOptions): Promise<Origins> {
  let host = '';
  let api = '';
  // The same address by name or by number (a developer may open http://localhost:4300).
  const bothNames = (origin: string) => [origin, origin.replace('127.0.0.1', 'localhost')];
  const { server: apiServer, state } = createReferenceApi({
    allowedOrigins: () => [...bothNames(host), ...pageOrigins],
    allowedHosts: () => bothNames(api).map((origin) => new URL(origin).host),
    refused,
  });
  api = await listen(apiServer, ports.api);

  const distServer = createStaticServer({
    mounts: [['/', distDir]],
    cors: true,
    compress: true,
    headers: (_file, urlPath) => ({
      // loader.js is the short-cache entry; everything else is content-hashed.
      'Cache-Control': urlPath === '/loader.js' ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
    }),
  });
  const dist = await listen(distServer, ports.dist);

  const pages = new Map<string, { html: string; headers?: Record<string, string> }>();
  const shellSite = path.join(root, 'shell/site');
  const hostServer = createStaticServer({
    pages,
    // Every widget's options spec and docs, bundled with zod for the playground.
    scripts: { '/widget-reference.js': referenceBundler(root) },
    // /login: the example site's sign-in page (the login round trip of the litter offer).
    // /examples/ also serves what npm run build bundles for the example apps (the React app's app.js),
    // from the dist folder, after the pages themselves.
    mounts: [
      ['/examples/', path.join(root, 'examples')],
      ['/examples/', path.join(distDir, 'examples')],
      ['/login', path.join(root, 'examples/login.html')],
      // What a browser asks every host for: without it, each first visit's console shows a 404.
      ['/favicon.ico', path.join(root, 'examples/images/icon-paw.svg')],
      // The playground's modules import the one placeholder-markup module (it imports nothing itself).
      ['/shared/placeholder-markup.ts', path.join(root, 'shared/placeholder-markup.ts')],
      ['/', shellSite],
    ],
    notFoundPage: siteRouteStandIn,
    // Read per request, like the demos, so an edit shows on reload.
    variables: () => ({ DIST: dist, API: api, HOST: host, DEMOS: widgetDemos(root), CONTROLS: readFileSync(path.join(root, 'shell/parts/controls.html'), 'utf8') }),
    // The shell's own pages (playground, its frame, every widget) keep to the strict policy; the CSP
    // example also requires Trusted Types.
    headers: (file): Record<string, string> =>
      file.includes('strict-csp')
        ? { 'Content-Security-Policy': trustedTypesCsp(dist) }
        : isInside(shellSite, file) && file.endsWith('.html')
          ? { 'Content-Security-Policy': strictCsp(dist) }
          : {},
  });
  host = await listen(hostServer, ports.host);

  const servers: Server[] = [apiServer, distServer, hostServer];
  return {
    api,
    dist,
    host,
    apiState: state,
    pages,
    close: () =>
      Promise.all(
        servers.map((s) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())))),
      ).then(() => undefined),
  };
}
