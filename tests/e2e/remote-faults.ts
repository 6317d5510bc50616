// Makes a widget's code fail to arrive, by routing the browser's requests for its files in
// dist/. The one place that knows how the build lays a widget's code out, so that a new loader
// (ES-module remotes, one remote for several widgets) only needs this file changed.
//
// Today (scripts/build-layout.ts, scripts/dist-files.ts):
// - a widget with a UI is an expose of a grouped Module Federation remote per build, built twice:
//   `<flavour>/<remote>/` (ES modules) and `<flavour>/<remote>.classic/` (the fallback for dist/
//   hosts without CORS). Its entry is the remote's remoteEntry in both builds (shared by every
//   widget of the remote), its code its own `widget_<widget>.<hash>.js` in both, or the entry
//   again in a remote built as one file (scripts/one-file-remote.ts: the batch lookup's); shared
//   chunks and framework modules are left alone, since other widgets use them. A widget in two
//   remotes (the batch lookup) comes from the one the loader picks for the page's widgets
//   (loader/remote-manifest.ts, locations), so the page's widgets are named too, and from its own
//   remote when that fails: it loses its code only when both fail;
// - a headless widget is a lazy chunk of the loader, `loader-<widget>.<hash>.js`: entry and code at once.
import type { Page, Route } from '@playwright/test';
import path from 'node:path';
import { headlessWidgets } from '../../loader/headless-widgets.ts';
import { locations, packManifest, unpack } from '../../loader/remote-manifest.ts';
import { readRemoteManifest } from '../../scripts/build-layout.ts';
import { readLoaderParts, remoteFiles } from '../../scripts/dist-files.ts';
import type { Flavour } from '../../shared/store-types.ts';

export type RemoteFault = '404' | '500' | 'hang' | 'syntax-error';
/** 'entry': the file the loader asks for first; 'code': the chunks holding the widget itself. */
export type RemotePart = 'entry' | 'code';

/** What a remote file is answered with; 'hang' is never answered. */
const answers: Record<Exclude<RemoteFault, 'hang'>, Parameters<Route['fulfill']>[0]> = {
  '404': { status: 404, contentType: 'text/plain', body: 'Not found' },
  '500': { status: 500, contentType: 'text/plain', body: 'Internal server error' },
  // Served as JavaScript with a 200: only evaluating it fails.
  'syntax-error': { status: 200, contentType: 'text/javascript', body: 'this is not javascript(' },
};

type WidgetFiles = Record<RemotePart, string[]>;

/**
 * Every widget's files in distDir on a page of `onPage`'s widgets, as paths relative to it (the URL
 * path under the dist origin): per remote it may come from, the page's first, then its own.
 */
function filesByWidget(distDir: string, flavour: Flavour, onPage: readonly string[]): Map<string, WidgetFiles[]> {
  const files = new Map<string, WidgetFiles[]>();
  const root = path.resolve(import.meta.dirname, '../..');
  const built = readRemoteManifest(root, distDir);
  const manifest = packManifest(built);
  for (const widget of Object.keys(built)) {
    files.set(
      widget,
      locations(manifest, widget, flavour, [...onPage]).map(unpack).map(({ entry, classic }) => {
        const code = [entry, classic].map((file) => {
          const remote = remoteFiles(path.join(distDir, path.dirname(file)));
          return remote.oneFile ? remote.remoteEntry : remote.widgetChunks.get(widget)!;
        });
        return { entry: [entry, classic], code: code.map((file) => path.relative(distDir, file)) };
      }),
    );
  }
  for (const widget of Object.keys(headlessWidgets)) {
    const part = readLoaderParts(distDir)[widget];
    const chunk = part ? [part] : [];
    files.set(widget, [{ entry: chunk, code: chunk }]);
  }
  return files;
}

/** Every widget the build made, by name. */
export const builtWidgets = (distDir: string, flavour: Flavour) => [...filesByWidget(distDir, flavour, []).keys()].sort();

/**
 * Fails `part` of each widget's files on a page of `onPage`'s widgets with `fault` from now on (in
 * every remote it may come from), and returns every widget of the page that loses code by it,
 * sorted: the ones named, plus any that share a routed file with them in every remote they may
 * come from (in the first, when the fault is a hang).
 */
export async function failRemoteOf(
  page: Page,
  { distDir, distOrigin, flavour, onPage }: { distDir: string; distOrigin: string; flavour: Flavour; onPage: readonly string[] },
  widgets: readonly string[],
  fault: RemoteFault,
  part: RemotePart,
): Promise<string[]> {
  const files = filesByWidget(distDir, flavour, onPage);
  const routed = new Set(
    widgets.flatMap((widget) => {
      const own = files.get(widget)?.flatMap((remote) => remote[part]) ?? [];
      if (own.length === 0) throw new Error(`no ${part} files for ${widget} (${flavour}) in ${distDir}`);
      return own;
    }),
  );
  await page.route(
    (url) => url.origin === distOrigin && routed.has(url.pathname.slice(1)),
    async (route) => {
      if (fault !== 'hang') await route.fulfill(answers[fault]);
    },
  );
  const hit = (list: string[]) => list.some((file) => routed.has(file));
  return [...files]
    // A remote that never answers holds the widget until its time is up: its own remote is never tried.
    .filter(([widget, remotes]) => onPage.includes(widget) && (fault === 'hang' ? remotes.slice(0, 1) : remotes).every((own) => hit(own.entry) || hit(own.code)))
    .map(([widget]) => widget)
    .sort();
}

/**
 * Answers a dist/ request as a dist/ host whose files allow no other origin: module scripts and
 * import() of them fail on the host page, classic scripts still run. (Leaving the CORS headers
 * out is not enough: Playwright adds them back to a fulfilled cross-origin response.)
 */
export async function withoutCors(route: Route): Promise<void> {
  const response = await route.fetch();
  // The body comes decoded: the encoding and length headers go with the CORS ones.
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^(access-control-|content-encoding$|content-length$)/.test(name)));
  await route.fulfill({ response, headers: { ...headers, 'access-control-allow-origin': 'https://another-site.example' } });
}

/** Holds back the responses matching `pattern` until the returned release() is called. */
export async function holdBack(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
