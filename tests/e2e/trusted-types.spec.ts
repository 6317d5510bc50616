// Hosts that require Trusted Types (README "Security"). With `trusted-types katkin
// 'allow-duplicates'` every widget works: the every-demo sweep runs the module build under that
// policy, and here the classic build (dist/ without CORS), whose chunks rspack's runtime adds as
// script elements. A host that lists its own policies but requires none loses nothing; one that
// requires Trusted Types without ours gets each widget's named error and keeps its page.
import { block, expectAllReady } from './block-page.ts';
import { test, expect } from './fixtures.ts';
import { recordCspViolations, requestedPaths } from './page-checks.ts';
import { withoutCors } from './remote-faults.ts';

const batch = '<div id="batch" data-katkin-widget="batch-lookup"></div>';
const accordion = block('accordion', { items: [{ title: 'Delivery', body: '<p>Fresh <strong>meat</strong>, <a href="/plans">our plans</a>.</p>' }], open_on_mobile: true });
const hostButton = '<button type="button" id="host-button">Host button</button>';
const STRICT = (dist: string) => `script-src 'self' ${dist}; style-src 'self'`;

test('the classic build under Trusted Types: the loader, the remotes and their chunks load through the katkin policy', { tag: '@framework' }, async ({ hostPage, page, events, flavour, origins }) => {
  const violations = await recordCspViolations(page);
  const fetched = requestedPaths(page, origins.dist);
  await page.route(`**/${flavour}/**`, withoutCors);
  await hostPage({ body: batch + accordion, csp: 'trusted-types' });
  await expectAllReady(page);
  await expect(page.getByText('Fresh meat, our plans.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'our plans' })).toHaveAttribute('href', `${origins.host}/plans`);
  // The site remote's own chunks, asked for by its runtime (its entry and a widget chunk at least).
  expect(fetched.filter((file) => file.startsWith(`/${flavour}/site.classic/`)).length).toBeGreaterThan(1);
  expect(await violations()).toEqual([]);
  expect(events.pageErrors).toEqual([]);
});

test('the CSP example page runs under its policy, Trusted Types required: its widgets ready, rich text shown, zero violations', async ({ page, origins, events }) => {
  const violations = await recordCspViolations(page);
  const response = await page.goto(`${origins.host}/examples/strict-csp.html`);
  expect(response!.headers()['content-security-policy']).toBe(
    `script-src 'self' ${origins.dist}; style-src 'self'; require-trusted-types-for 'script'; trusted-types katkin 'allow-duplicates'`,
  );
  await expectAllReady(page);
  // Parsed and built again by the rich-text component (its panel may be shut).
  await expect(page.getByText('Fresh human-grade meat, gently cooked.')).toBeAttached();
  expect(await violations()).toEqual([]);
  expect(events.pageErrors).toEqual([]);
});

test('a host that lists its own policies but requires none: every widget works as before', async ({ hostPage, page, events }) => {
  await hostPage({ body: batch + accordion, csp: (dist) => `${STRICT(dist)}; trusted-types host-policy` });
  await expectAllReady(page);
  await expect(page.getByText('Fresh meat, our plans.')).toBeVisible();
  expect(await events.katkinErrors()).toEqual([]);
  expect(events.pageErrors).toEqual([]);
});

test('a host that requires Trusted Types without allowing ours: each widget fails with a named error, the page works', async ({ hostPage, page, events }) => {
  await hostPage({
    body: hostButton + batch + accordion,
    csp: (dist) => `${STRICT(dist)}; require-trusted-types-for 'script'; trusted-types host-policy`,
  });
  await expect(page.locator('[data-katkin-widget="batch-lookup"]')).toHaveAttribute('data-katkin-state', 'error');
  await expect(page.locator('[data-katkin-widget="accordion"]')).toHaveAttribute('data-katkin-state', 'error');
  const errors = await events.katkinErrors();
  expect(errors.map((error) => error.widget).sort()).toEqual(['accordion', 'batch-lookup']);
  for (const error of errors) expect(error.message).toContain("requires 'TrustedScriptURL' assignment");
  await page.locator('#host-button').click();
  await expect(page.locator('#host-button')).toBeFocused();
  expect(events.pageErrors).toEqual([]);
});
