// Start-up: first loader on the page wins; read the script's config; build the store;
// replay the queue; mount what is there and watch for more.
import { browserSupported } from './browser-support.ts';
import { createGlobalApi, LOADER_MARK } from './global-api.ts';
import { syncManagePlanCookie } from './manage-plan-flag.ts';
import { mark } from './marks.ts';
import { scriptParts, setLoaderParts, usePart } from './parts.ts';
import { createMountManager } from './mount-manager.ts';
import { createRemoteLoader } from './remote-loader.ts';
import type { PackedManifest } from './remote-manifest.ts';
import { readScriptConfig } from './script-config.ts';
import { createStore } from './store.ts';
import { logError } from '../shared/log.ts';

type KatkinGlobal = unknown[] | { [LOADER_MARK]?: boolean } | undefined;

function loaderScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current;
  // currentScript is null when the loader is injected by another script after the fact.
  return document.querySelector<HTMLScriptElement>('script[src*="loader.js"]');
}

/** `version`: the release's, baked in by the build (katkin.version); `parts`: the loader's lazy parts' content hashes. */
export function boot(manifest: PackedManifest, version: string, parts: Record<string, string>): void {
  if (!browserSupported()) return;
  const win = window as unknown as { katkin?: KatkinGlobal };
  const existing = win.katkin;
  if (existing && !Array.isArray(existing) && existing[LOADER_MARK]) return;

  mark('katkin:loader-start');
  const script = loaderScript();
  const loaderUrl = script?.src ?? location.href;
  setLoaderParts(scriptParts(parts, loaderUrl));
  const { config, problems } = readScriptConfig((name) => script?.getAttribute(name) ?? null, location.origin);
  problems.forEach((problem) => logError('loader', problem));

  const store = createStore(config);
  syncManagePlanCookie(store.flags);
  // The referral-offer script's code is a part (loader/parts.ts): most pages name no referral script.
  if (script?.hasAttribute('data-referral-src')) {
    usePart<typeof import('./referral-script.ts')>(
      'referral',
      ({ loadReferralScript }) => loadReferralScript((name) => script.getAttribute(name), store.consent),
      "the referral script's code could not load",
    );
  }
  const manager = createMountManager({
    remotes: createRemoteLoader(manifest, loaderUrl, config.flavour),
    store,
    go: (url) => location.assign(url),
  });
  const { api, push } = createGlobalApi(store, manager, version);

  const queued = Array.isArray(existing) ? existing : [];
  win.katkin = api;
  queued.forEach(push);

  manager.observe();
  manager.scan(document);
}
