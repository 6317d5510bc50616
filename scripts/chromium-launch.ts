// How every test and the bench start Debian's Chromium (playwright.config.ts, scripts/bench.ts).
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium where it is installed; elsewhere Playwright's own (undefined). */
export const chromiumExecutable = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

// Playwright passes its own --disable-features list, and Chromium reads only the last one given,
// so ours repeats Playwright 1.65's list (chromiumSwitches.ts) before adding its own.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
];
// Chromium 156 headless preloads two WebUI omnibox popups (chrome://omnibox-popup.top-chrome/) in
// renderers of their own for every browser context: measured, half the CPU of the e2e suite on
// two cores, for a popup no test opens.
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const switches = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];
const disabledFeatures = (features: string[]) => `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS, ...features].join(',')}`;

export const chromiumArgs = [...switches, disabledFeatures([])];

// The test suite's Chromium only, for what each of its ~400 tests costs (the bench
// keeps Chromium as a visitor runs it, so its figures stay comparable with the earlier runs):
// - The GPU service (software rendering, here) as a thread of the browser process instead of a
//   process of its own. Measured on 2 cores (four widget specs, 54 tests): 69 to 71 s before (76
//   with a profiler running), 61 to 64 s after; what it saves is the traffic and page faults
//   between two processes, dear on a virtual machine.
// - No spare renderer: Chromium starts a second renderer process beside each new page, ready for
//   a navigation to another site, and the tests' pages are all on one (127.0.0.1). Measured (61
//   tests that each opened a page and closed it, one worker): 50 to 55 CPU-seconds before, 39 after.
// - V8 without its optimising tiers (the interpreter only): a test's page lives seconds, too short
//   for compiled code to repay its compiling. Measured (61 tests of four specs, 3 workers): 173 to
//   178 CPU-seconds before, 155 after; the tiers change speed, not what a script does.
export const testChromiumArgs = [...switches, disabledFeatures(['SpareRendererForSitePerProcess']), '--in-process-gpu', '--js-flags=--max-opt=0'];
