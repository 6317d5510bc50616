// How every test and the bench start Debian's Chromium (playwright.config.ts, scripts/bench.ts).
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium where it is installed; elsewhere Playwright's own (undefined). */
export const chromiumExecutable = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

// Playwright passes its own --disable-features list, and Chromium reads only the last one given,
// so ours repeats Playwright 1.65's list (chromiumSwitches.ts) before adding two of its own.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
];
// Chromium 156 headless preloads two WebUI omnibox popups (chrome://omnibox-popup.top-chrome/) in
// renderers of their own for every browser context: measured, half the CPU of the e2e suite on
// two cores, for a popup no test opens.
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
];

// The test suite's Chromium only: the GPU service (software rendering, here) as a thread of the
// browser process instead of a process of its own. Measured on 2 cores (four widget specs, 54
// tests): 69 to 71 s before (76 with a profiler running), 61 to 64 s after; what it saves
// is the traffic and page faults between two processes, dear on a virtual machine. The bench keeps
// Chromium as a visitor runs it, so its figures stay comparable with the earlier runs.
export const testChromiumArgs = [...chromiumArgs, '--in-process-gpu'];
