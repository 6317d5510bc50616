// Checks every e2e spec can apply to a page: axe-core (WCAG up to 2.2 AA), CSP violations, the
// requests it starts, and a barrier after which "nothing happened" can be checked without a fixed wait.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Once per document: a test checks a page in several states, and compiling axe's 550 KB again
// for each costs a fifth of a second of CPU (the suite is CPU-bound on 2 cores).
async function injectAxe(frame: Frame): Promise<void> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
}

/** Runs axe over the whole page, shadow roots included. Injected through the devtools
 * protocol (page.evaluate), so it also works on pages whose CSP forbids inline script.
 * `frames`: also inside the page's iframes (axe checks a frame only where it is injected). */
export async function expectNoAxeViolations(page: Page, options: { frames?: boolean } = {}): Promise<void> {
  for (const frame of options.frames ? page.frames() : [page.mainFrame()]) await injectAxe(frame);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, WCAG_TAGS);
  expect(violations).toEqual([]);
}

/** axe's colour-contrast failures on the page, each with the colours axe measured (`#rrggbb`). */
export async function contrastFailures(page: Page): Promise<{ target: string; foreground: string; background: string }[]> {
  await injectAxe(page.mainFrame());
  return page.evaluate(async () => {
    type Node = { target: unknown; any: { data?: { fgColor?: string; bgColor?: string } }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { nodes: Node[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({ target: JSON.stringify(node.target), foreground: node.any[0]?.data?.fgColor ?? '', background: node.any[0]?.data?.bgColor ?? '' })),
    );
  });
}

/** Starts recording CSP violations; call before navigation. */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Records the path ("/loader.js") of every request the page starts to `origin` (dist/, the API), in
 * order, as the browser starts it (not when a server sees it); call before navigation. */
export function requestedPaths(page: Page, origin: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) paths.push(url.pathname);
  });
  return paths;
}

/**
 * Resolves once the page has done what the test's last actions set off: two frames (rendering,
 * scroll events, observers' reports, effects run after paint) and a task after them. A request
 * started by then has been reported (Chromium sends a request's event before the answer of a later
 * evaluate), so checking that something did not happen needs no fixed wait. Work on a timer is for
 * Playwright's clock (`page.clock.runFor`) to bring forward first.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
}
