// npm start: build dist/, start the reference API, dist/ as a CDN and the host site
// (the playground, the all-widgets page and the examples) on three localhost origins, and print the URLs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { distDir, requireBuildOrExit } from '../scripts/dist-dir.ts';
import { howToAllow } from './api/reference-api.ts';
import { startOrigins } from './origins.ts';
import { distinctPorts, pageOriginsFrom, portFrom, startFailure } from './start-ports.ts';

const root = path.resolve(import.meta.dirname, '..');
function exitWith(error: unknown): never {
  console.error(startFailure(error));
  process.exit(1);
}
/** What `make` returns, or npm start's one-sentence failure and exit code 1. */
function orExit<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    return exitWith(error);
  }
}
// Read before the build, so a mistyped port or origin fails at once.
const ports = orExit(() => {
  const { API_PORT: api, DIST_PORT: dist, HOST_PORT: host } = distinctPorts({
    API_PORT: portFrom(process.env, 'API_PORT', 4100),
    DIST_PORT: portFrom(process.env, 'DIST_PORT', 4200),
    HOST_PORT: portFrom(process.env, 'HOST_PORT', 4300),
  });
  return { api, dist, host };
});
const pageOrigins = orExit(() => pageOriginsFrom(process.env));
if (process.argv.includes('--no-build')) {
  requireBuildOrExit('npm start -- --no-build');
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A developer trying the playground's embed code on a page of their own learns here why its calls fail.
const refused = (origin: string) => console.warn(`Reference API: refused the calls of a page on ${origin}: it answers this shell's pages only (${howToAllow(origin)}).`);
const origins = await startOrigins({ root, distDir, ports, pageOrigins, refused }).catch(exitWith);

console.info(`
Reference API   ${origins.api}   (its routes: ${origins.api}/__control/routes)
dist/ (CDN)     ${origins.dist}/loader.js
Playground      ${origins.host}/                  (add ?build=react for the React build)
Every widget    ${origins.host}/all-widgets.html
Examples        ${origins.host}/examples/partner-batch-lookup.html   (partner site: batch lookup only)
                ${origins.host}/examples/strict-csp.html             (strict Content-Security-Policy, Trusted Types required)
                ${origins.host}/examples/marketing.html              (home page: the marketing blocks, feeding guidelines, price comparison)
                ${origins.host}/examples/marketing-consent.html      (consent banner, tracking, email popup)
                ${origins.host}/examples/litter-offer-a.html         (also -b and -date; login at /login)
                ${origins.host}/examples/cancellation/manage-plan.html (the cancellation flow, page by page)
                ${origins.host}/examples/react-app/             (a React single-page app: <KatkinWidget>, useKatkin)
Ctrl+C stops.`);
