// Loads widget remotes by the Module Federation container protocol: load the remote's
// remoteEntry, init() it with the page's one share scope, get() the widget's expose. One share
// scope per page means one preact (or React) per page, whichever remote brings it first.
// Headless widgets come from the loader's own lazy chunks instead.
import { afterLoad } from './after-load.ts';
import { headlessWidgets } from './headless-widgets.ts';
import { locate, type PackedManifest } from './remote-manifest.ts';
import type { Flavour } from '../shared/store-types.ts';
import type { WidgetModule } from '../shared/widget-types.ts';

/** Where a widget's code is, per build (paths relative to the loader's URL); baked in at build time. */
export interface RemoteLocation {
  /** The container's global name in the classic build. */
  name: string;
  /** remoteEntry of the ES-module build. */
  entry: string;
  /** remoteEntry of the classic-script build. */
  classic: string;
  expose: string;
}

export type RemoteManifest = Record<string, Record<Flavour, RemoteLocation>>;

interface Container {
  init(shareScope: object, initScope?: unknown[]): Promise<unknown> | unknown;
  get(expose: string): Promise<() => unknown>;
}

/** The classic build, as a script element: for a dist/ host whose files carry no CORS headers. */
function scriptContainer(url: string, name: string): Promise<Container> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const container = (globalThis as Record<string, unknown>)[name] as Container | undefined;
      if (container) resolve(container);
      else reject(new Error(`${url} defines no ${name}`));
    };
    script.onerror = () => reject(new Error(`${url} could not be loaded`));
    document.head.append(script);
  });
}

/**
 * The module build through import(): it never delays the host's load event, and a remote that
 * fails to evaluate only rejects. import() of another origin's module needs CORS headers on
 * dist/; without them (a TypeError, as for a network failure) the classic build is tried.
 */
async function loadContainer(location: RemoteLocation, loaderUrl: string): Promise<Container> {
  try {
    return (await import(/* webpackIgnore: true */ new URL(location.entry, loaderUrl).href)) as Container;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    await afterLoad();
    return scriptContainer(new URL(location.classic, loaderUrl).href, location.name);
  }
}

/**
 * Starts fetching a remote's module entry now, beside the MF runtime chunk: the entry must not run
 * before the runtime is provided, so it is preloaded rather than imported (the import that follows
 * takes it from the module map). Browsers without modulepreload ignore the link. Returns its removal.
 */
function preloadEntry(url: string): () => void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = url;
  document.head.append(link);
  return () => link.remove();
}

export function createRemoteLoader(manifest: PackedManifest, loaderUrl: string, flavour: Flavour) {
  let runtime: Promise<void> | undefined;
  const shareScope = {};
  const containers = new Map<string, Promise<Container>>();

  function container(location: RemoteLocation): Promise<Container> {
    let loading = containers.get(location.entry);
    if (!loading) {
      // Both at once, when a page first mounts a widget: the entry, and the MF runtime core, a lazy
      // chunk of the loader, so a page without widgets downloads neither.
      const unlink = preloadEntry(new URL(location.entry, loaderUrl).href);
      runtime ??= import(/* webpackChunkName: "mf-runtime" */ './mf-runtime-core.ts').then(({ provideMfRuntimeCore }) => provideMfRuntimeCore());
      loading = runtime.then(() => loadContainer(location, loaderUrl)).then(async (remote) => {
        await remote.init(shareScope, []);
        return remote;
      });
      loading.then(unlink, () => {
        unlink();
        // A failed remote may be tried again by a later mount (a flaky network), not cached as broken.
        containers.delete(location.entry);
      });
      containers.set(location.entry, loading);
    }
    return loading;
  }

  return {
    has: (widget: string) => Object.hasOwn(manifest.widgets, widget) || Object.hasOwn(headlessWidgets, widget),
    async load(widget: string): Promise<WidgetModule> {
      if (Object.hasOwn(headlessWidgets, widget)) return headlessWidgets[widget]!();
      const location = locate(manifest, widget, flavour);
      if (!location) throw new Error(`no ${flavour} build of ${widget}`);
      const factory = await (await container(location)).get(location.expose);
      const module = factory() as WidgetModule | undefined;
      if (!module || typeof module.mount !== 'function') throw new Error(`${widget} remote has no mount()`);
      return module;
    },
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
