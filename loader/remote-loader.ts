// Loads widget remotes by the Module Federation container protocol: load the remote's
// remoteEntry, init() it with the page's one share scope, get() the widget's expose. One share
// scope per page means one preact (or React) per page, whichever remote brings it first.
// Headless widgets come from the loader's own lazy chunks instead.
import { afterLoad } from './after-load.ts';
import { headlessWidgets } from './headless-widgets.ts';
import { besideEntry, chunkPath, locate, type PackedManifest } from './remote-manifest.ts';
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
  /** The framework's files the remote provides to the page (preact, its hooks and compat; or React's) beside `entry`. */
  framework: string[];
  /** The same beside `classic`: the framework's files have a hash of their own (scripts/remote-hash.ts). */
  classicFramework: string[];
  /** The chunks the expose loads, its own and the shared ones, by the name their files start with: they carry their entry's hash. */
  chunks: string[];
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
 * dist/; without them (a TypeError, as for a network failure) the classic build is tried, and
 * `onClassic` told first, to fetch the classic chunks beside it.
 */
async function loadContainer(location: RemoteLocation, loaderUrl: string, onClassic: () => void): Promise<Container> {
  try {
    return (await import(/* webpackIgnore: true */ new URL(location.entry, loaderUrl).href)) as Container;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    await afterLoad();
    onClassic();
    return scriptContainer(new URL(location.classic, loaderUrl).href, location.name);
  }
}

/**
 * Starts fetching files now, so that a widget is ready two round trips after the page, not three:
 * the files the remote's entry would ask for only once it has run. Module files as modulepreload
 * (the imports that follow take them from the module map, and nothing runs before the MF runtime
 * is provided); classic ones as preloaded scripts. Browsers without preload ignore the links.
 * Returns their removal.
 */
function preload(urls: string[], classic: boolean): () => void {
  const links = urls.map((href) => {
    const link = document.createElement('link');
    link.rel = classic ? 'preload' : 'modulepreload';
    if (classic) link.as = 'script';
    link.href = href;
    return link;
  });
  document.head.append(...links);
  return () => links.forEach((link) => link.remove());
}

export function createRemoteLoader(manifest: PackedManifest, loaderUrl: string, flavour: Flavour) {
  let runtime: Promise<void> | undefined;
  const shareScope = {};
  const containers = new Map<string, Promise<Container>>();
  /** Remotes (by module entry) that fell back to the classic build. */
  const classicRemotes = new Set<string>();
  // The share scope gives every widget the framework of the first remote that provides it, so
  // only the first remote's copy is fetched ahead (with two remotes racing, it may be the other's).
  let frameworkFetched = false;

  function container(location: RemoteLocation, onClassic: () => void): Promise<Container> {
    let loading = containers.get(location.entry);
    if (!loading) {
      // Both at once, when a page first mounts a widget: the entry, and the MF runtime core, a lazy
      // chunk of the loader, so a page without widgets downloads neither.
      const unlink = preload([new URL(location.entry, loaderUrl).href], false);
      runtime ??= import(/* webpackChunkName: "mf-runtime" */ './mf-runtime-core.ts').then(({ provideMfRuntimeCore }) => provideMfRuntimeCore());
      const fallBack = () => {
        classicRemotes.add(location.entry);
        onClassic();
      };
      loading = runtime.then(() => loadContainer(location, loaderUrl, fallBack)).then(async (remote) => {
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
      const withFramework = !frameworkFetched;
      frameworkFetched = true;
      const fetchAhead = (classic: boolean) => {
        const entry = classic ? location.classic : location.entry;
        const framework = withFramework ? (classic ? location.classicFramework : location.framework) : [];
        const files = [...framework.map((file) => besideEntry(entry, file)), ...location.chunks.map((chunk) => chunkPath(entry, chunk))];
        return preload(files.map((file) => new URL(file, loaderUrl).href), classic);
      };
      const unlinks: (() => void)[] = [];
      const remote = container(location, () => unlinks.push(fetchAhead(true)));
      unlinks.push(fetchAhead(classicRemotes.has(location.entry)));
      try {
        const factory = await (await remote).get(location.expose);
        const module = factory() as WidgetModule | undefined;
        if (!module || typeof module.mount !== 'function') throw new Error(`${widget} remote has no mount()`);
        return module;
      } finally {
        unlinks.forEach((unlink) => unlink());
      }
    },
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
