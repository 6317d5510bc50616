// Loads a widget's code. When a widget starts, everything it needs is fetched at once: the
// loader's lazy part with the MF runtime and the container protocol (loader/remote-containers.ts),
// the remote's entry, the widget's own and shared chunks, and the framework's files. Headless
// widgets are lazy parts of the loader instead (loader/parts.ts).
import { headlessWidgets } from './headless-widgets.ts';
import { loadPart } from './parts.ts';
import { WIDGET_ATTRIBUTE, widgetName } from './placeholder.ts';
import { fetchAhead } from './fetch-ahead.ts';
import { locations, moduleFiles, packedWidgets, type Located, type PackedManifest } from './remote-manifest.ts';
import type { Flavour } from '../shared/store-types.ts';
import type { WidgetModule } from '../shared/widget-types.ts';
import type { Containers } from './remote-containers.ts';

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

/** widget -> per build: its location in each remote that has it, in the registry's order of remotes. */
export type RemoteManifest = Record<string, Record<Flavour, RemoteLocation[]>>;

export function createRemoteLoader(manifest: PackedManifest, loaderUrl: string, flavour: Flavour) {
  let containers: Promise<Containers> | undefined;
  /** Remotes (by group) that fell back to their classic build: the mf-runtime part fetches their files ahead. */
  const classicRemotes = new Set<string>();
  // The share scope gives every widget the framework of the first remote that provides it, so
  // only the first remote's copy is fetched ahead (with two remotes racing, it may be the other's).
  let frameworkFetched = false;

  async function loadFrom(located: Located): Promise<WidgetModule> {
    const withFramework = !frameworkFetched;
    frameworkFetched = true;
    // The runtime part asked for first: it must run before anything else can, and the browser
    // holds back a script asked for behind the preloads (the marketing page 20% slower throttled).
    containers ??= loadPart<typeof import('./remote-containers.ts')>('mf-runtime').then(({ createContainers }) => createContainers(loaderUrl, classicRemotes));
    const files = moduleFiles(located);
    const unlink = classicRemotes.has(located.group) ? undefined : fetchAhead(loaderUrl, false, files.entry, withFramework ? files.framework : [], files.chunks);
    try {
      return await (await containers).load({ ...located, ...files }, withFramework);
    } finally {
      unlink?.();
    }
  }

  return {
    /** Every widget it can load, by name. */
    widgets: [...packedWidgets(manifest), ...Object.keys(headlessWidgets)].sort(),
    async load(widget: string): Promise<WidgetModule> {
      if (Object.hasOwn(headlessWidgets, widget)) return headlessWidgets[widget]!();
      const onPage = [...document.querySelectorAll(`[${WIDGET_ATTRIBUTE}]`)].map(widgetName);
      const [located, own] = locations(manifest, widget, flavour, onPage);
      if (!located) throw new Error(`no ${flavour} build of ${widget}`);
      try {
        return await loadFrom(located);
      } catch (error) {
        // A widget in two remotes (the batch lookup) that could not come from the page's remote
        // comes from its own: the site remote down leaves it working.
        if (!own) throw error;
        return loadFrom(own);
      }
    },
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
