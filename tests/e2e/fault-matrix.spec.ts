// The fault matrix (issue 10 item 9): every widget on one host page per fault, in both builds.
// Each fault must end every widget in its documented state with its documented message, cause
// no page error and no katkin:error beyond the ones it should, and leave the rest working.
//
// - API faults come from the reference API (shell/api/faults.ts) on every path, except offline,
//   which aborts every request to the API origin (page.route) and takes the browser offline once
//   the widgets are ready. Timeouts are waited out on Playwright's clock, not in real time.
// - Remote faults route a widget's files on the dist origin (remote-faults.ts says which files):
//   404, 500, no answer, or a 200 that is not JavaScript, for the first file its code arrives in
//   (entry) or for the widget's own chunks (code). Each case fails half of the widgets (every
//   widget meets each fault once, through its entry for two faults and its code for the other two)
//   and checks that the other half works.
// - Storage throwing and cookies blocked: every widget still ends ready and works.
import { REMOTE_LOAD_TIMEOUT_MS } from '../../loader/mount-manager.ts';
import { MAX_TIMEOUT_MS } from '../../shared/api/request.ts';
import { namesOf } from '../../widgets/registry.ts';
import { distDir } from '../../scripts/dist-dir.ts';
import { test, expect, type ApiControl } from './fixtures.ts';
import {
  expectState,
  faultPage,
  logIn,
  widget,
  WIDGETS,
  type Widget,
} from './fault-page.ts';
import * as w from './fault-widgets.ts';
import { builtWidgets, failRemoteOf, type RemoteFault, type RemotePart } from './remote-faults.ts';
import type { BrowserContext, Page } from '@playwright/test';

interface FaultSetting {
  api: ApiControl;
  page: Page;
  context: BrowserContext;
  apiOrigin: string;
}

interface ApiFault {
  name: string;
  /** Before the page opens. */
  set(on: FaultSetting): Promise<unknown> | void;
  /** Once every widget is ready (their code has loaded). */
  afterReady?(on: FaultSetting): Promise<void>;
  /** Calls fail only at the client's limit of MAX_TIMEOUT_MS: each round of calls is waited out on the clock. */
  waitsOut?: boolean;
  /** Spec section 8: the server's message, otherwise the error's own (shared/api/request.ts words them). */
  signUpMessage(apiOrigin: string): string;
  /** Contract section 6: POST /event answers "any", so tracking reads no reply and a wrong shape fails nothing. */
  pageViewRecorded?: boolean;
}

const SERVER_MESSAGE = () => 'Reference API: injected server error';
const NO_ANSWER = () => '/actions gave no answer within 15 s';
const NOT_JSON = (apiOrigin: string) => `reply from ${apiOrigin}/actions is not JSON`;

const apiFaults: ApiFault[] = [
  { name: '500', set: ({ api }) => api.fault('error', '', 0, 500), signUpMessage: SERVER_MESSAGE },
  { name: '503', set: ({ api }) => api.fault('error', '', 0, 503), signUpMessage: SERVER_MESSAGE },
  { name: 'timeout (no answer)', set: ({ api }) => api.fault('hang'), waitsOut: true, signUpMessage: NO_ANSWER },
  { name: 'stalled body', set: ({ api }) => api.fault('stall-body'), waitsOut: true, signUpMessage: NO_ANSWER },
  {
    name: 'malformed JSON (wrong shape)',
    set: ({ api }) => api.fault('malformed'),
    pageViewRecorded: true,
    signUpMessage: () => 'unexpected reply from /actions: success: missing, expected boolean',
  },
  { name: 'invalid JSON', set: ({ api }) => api.fault('invalid-json'), signUpMessage: NOT_JSON },
  { name: 'non-JSON body (HTML)', set: ({ api }) => api.fault('not-json'), signUpMessage: NOT_JSON },
  {
    name: 'offline',
    set: ({ page, apiOrigin }) => page.route(`${apiOrigin}/**`, (route) => route.abort('internetdisconnected')),
    afterReady: ({ context }) => context.setOffline(true),
    signUpMessage: () => '/actions could not be reached (Failed to fetch)',
  },
];

// The marketing blocks make no backend calls and are not on the fault page: a remote fault of
// theirs is the site remote's, which the entry cases below take down whole.
test('the fault page holds every widget the build made (the marketing blocks aside)', ({ flavour }) => {
  const blocks = namesOf('block');
  expect([...WIDGETS]).toEqual(builtWidgets(distDir, flavour).filter((widget) => !blocks.includes(widget)));
});

for (const fault of apiFaults) {
  test(`API ${fault.name}: every widget ends in its documented failure state; the others work`, async ({ events, page, context, hostPage, api, origins }) => {
    const { pageErrors, consoleErrors } = events;
    const on = { api, page, context, apiOrigin: origins.api };
    if (fault.waitsOut) await page.clock.install();
    await fault.set(on);
    await hostPage(faultPage(false));
    await expectState(page, WIDGETS, 'ready');
    await fault.afterReady?.(on);

    /** Does what starts some calls; under a fault that only times out, waits for them to arrive, then for the limit. */
    const round = async (calls: Record<string, number>, start?: () => Promise<void>) => {
      await start?.();
      if (!fault.waitsOut) return;
      for (const [path, count] of Object.entries(calls)) {
        await expect.poll(() => api.requests(path).length, `calls to ${path}`).toBeGreaterThanOrEqual(count);
      }
      await page.clock.runFor(MAX_TIMEOUT_MS);
    };
    // On load: the litter dates (an action) and tracking's PageView (checked at the end, once settled).
    await round({ '/actions': 1, '/event': 1 });
    await w.expectLitterDatesFailed(page);
    await round({ '/batch': 1 }, () => w.searchBatch(page));
    await w.expectBatchFailed(page);
    await round({ '/actions': 2 }, () => w.signUp(page));
    await w.expectSignUpFailed(page, fault.signUpMessage(origins.api));
    await round({ '/subscriptions/tray-sizes': 1, '/competitors/portion': 1 }, () => w.comparePrices(page));
    await w.expectComparisonFailed(page);
    // The email form never shows to a logged-in visitor: the offer and the warning wait for the token.
    const afterLogIn = { '/estimation/subscription': 1, '/subscriptions': 1, '/customer/cats': 1, '/applications/customer': 1 };
    await round(afterLogIn, () => logIn(page));
    await w.expectDiscountFailed(page);
    await w.expectCancelWarningWithoutCard(page);

    await w.expectFeedingCalculates(page);
    await w.expectPreCancellationShown(page);
    await expectState(page, WIDGETS, 'ready');
    await expect.poll(() => w.pageViewsNotRecorded(consoleErrors).length).toBe(fault.pageViewRecorded ? 0 : 1);
    expect(await events.katkinErrors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

// Each case fails part of the page and keeps a widget that proves the rest still works. A
// remote's entry serves all the widgets it groups (scripts/build-layout.ts), and on this page
// every widget with a UI, the batch lookup too, comes from the site remote (one entry for the
// page, loader/remote-manifest.ts): entry faults fail tracking's chunk, then the site remote's
// entry, which leaves tracking and the batch lookup (from its own remote once the site's has
// failed; a hang holds it until its time is up); code faults fail each widget's own chunk
// (the batch lookup's in both remotes), in two halves.
const halves: Record<RemotePart, readonly (readonly Widget[])[]> = {
  entry: [['tracking'], ['cancel-warning']],
  code: [
    ['cancel-warning', 'email-capture', 'feeding-guidelines', 'litter-trial', 'tracking'],
    ['batch-lookup', 'discount-offer', 'pre-cancellation', 'price-comparison'],
  ],
};
const remoteFaults: RemoteFault[] = ['404', '500', 'hang', 'syntax-error'];
const remoteCases = remoteFaults.flatMap((fault) =>
  (['entry', 'code'] as const).flatMap((part) =>
    halves[part].map((failing) => ({
      fault,
      part,
      // Tracking is a lazy chunk of the loader itself (issue 5), not a remote: a syntax error in it
      // is a broken loader deploy, which no loader can contain as it can a remote's.
      failing: fault === 'syntax-error' ? failing.filter((name) => name !== 'tracking') : failing,
    })),
  ),
).filter(({ failing }) => failing.length > 0);

for (const { fault, part, failing } of remoteCases) {
  test(`remote ${fault} (${part}) of ${failing.join(', ')}: load-failed; the others work`, { tag: fault === '404' && part === 'code' ? '@framework' : [] }, async ({ api, events, page, hostPage, origins, flavour }) => {
    const { pageErrors } = events;
    const hangs = fault === 'hang';
    if (hangs) await page.clock.install();
    const lost = await failRemoteOf(page, { distDir, distOrigin: origins.dist, flavour, onPage: WIDGETS }, failing, fault, part);
    const down = WIDGETS.filter((name) => lost.includes(name));
    const up = WIDGETS.filter((name) => !lost.includes(name));
    await hostPage({ ...faultPage(true), waitUntil: hangs ? 'commit' : 'load' });
    await expectState(page, up, 'ready');
    if (hangs) {
      for (const name of down) await expect(widget(page, name)).toHaveAttribute('data-katkin-state', 'loading');
      await page.clock.runFor(REMOTE_LOAD_TIMEOUT_MS);
    }
    await expectState(page, down, 'error');
    const errors = (await events.katkinErrors()).sort((a, b) => a.widget.localeCompare(b.widget));
    expect(errors).toEqual(down.map((name) => ({ widget: name, code: 'load-failed', message: expect.stringContaining(name) })));
    if (up.includes('feeding-guidelines')) await w.expectFeedingCalculates(page);
    else if (up.includes('batch-lookup')) await w.expectBatchFound(page);
    // Only tracking is left (the site remote hangs): its PageView reaches the API.
    else await expect.poll(() => api.requests('/event').length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    // Issue 10 item 3: a remote that never arrives must not hold back the host page's load event.
    if (hangs) expect(await page.evaluate(() => document.readyState)).toBe('complete');
  });
}

const hostileBrowsers = [
  {
    // Private modes and full disks: every storage call throws.
    name: 'storage throwing',
    script: () => {
      for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
      }
    },
    throws: "localStorage.setItem('k', 'v')",
  },
  {
    // A sandboxed frame or a privacy setting: reading or writing document.cookie throws.
    name: 'cookies blocked',
    script: () => {
      const refuse = () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      };
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: refuse, set: refuse });
    },
    throws: 'document.cookie',
  },
];

for (const { name, script, throws } of hostileBrowsers) {
  test(`${name}: every widget ends ready and works`, async ({ events, page, hostPage, api }) => {
    const { pageErrors } = events;
    await page.addInitScript(script);
    await hostPage(faultPage(false));
    // The page really is that hostile.
    expect(await page.evaluate(`(() => { try { ${throws}; return 'no error'; } catch (error) { return error.name; } })()`)).toBe('SecurityError');
    await expectState(page, WIDGETS, 'ready');
    await expect.poll(() => api.requests('/event').map((call) => (call.body as { type: string }).type)).toContain('PageView');
    await w.expectBatchFound(page);
    await w.expectComparison(page);
    await w.expectSignedUp(page);
    await w.expectFeedingCalculates(page);
    await w.expectPreCancellationShown(page);
    await logIn(page);
    await w.expectDiscountOffered(page);
    await w.expectCancelWarningCard(page);
    await w.expectLitterAdded(page);
    expect(await events.katkinErrors()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
