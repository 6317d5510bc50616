// The Module Federation container protocol, in the loader's lazy mf-runtime part: load a
// remote's remoteEntry, init() it with the page's one share scope (an object the remotes' own
// bundler runtime fills and reads, shared/federation/bundler-runtime.ts), get() the widget's
// expose. One share scope per page means one preact (or React) per page: the first remote asked
// for brings it (loader/first-turn.ts). A page without widgets downloads none of this; the loader
// (loader/remote-loader.ts) fetches this part beside the widget's files.
import { afterLoad } from './after-load.ts';
import { cachedUnlessFailed } from './cached-promise.ts';
import { scriptGlobal } from './script-global.ts';
import { createFirstTurn } from './first-turn.ts';
import { fetchAhead } from './fetch-ahead.ts';
import { classicFiles, type ClassicFiles, type Located, type ModuleFiles } from './remote-manifest.ts';
import type { WidgetModule } from '../shared/widget-types.ts';

interface Container {
  init(shareScope: object, initScope?: unknown[]): Promise<unknown> | unknown;
  get(expose: string): Promise<() => unknown>;
}

/**
 * The module build through import(): it never delays the host's load event, and a remote that
 * fails to evaluate only rejects. import() of another origin's module needs CORS headers on
 * dist/; without them (a TypeError, as for a network failure) the classic build is tried, and
 * `onClassic` told first, to fetch the classic chunks beside it.
 */
async function loadContainer(entry: string, { classic, name }: ClassicFiles, loaderUrl: string, onClassic: () => void): Promise<Container> {
  try {
    return (await import(/* webpackIgnore: true */ new URL(entry, loaderUrl).href)) as Container;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    await afterLoad();
    onClassic();
    // The classic build, for a dist/ host whose files carry no CORS headers: its container is a global.
    return scriptGlobal(new URL(classic, loaderUrl).href, name, () => (globalThis as Record<string, unknown>)[name] as Container | undefined);
  }
}

/**
 * How long a widget waits for the first widget's module (loader/first-turn.ts): longer than two
 * entries, fetched side by side, take to arrive one after the other on a slow connection.
 */
const FIRST_REMOTE_WAIT_MS = 3_000;

/** `classicRemotes`: the groups of the remotes that fell back to their classic build, which this part adds to and loader.js reads. */
export function createContainers(loaderUrl: string, classicRemotes: Set<string>) {
  const shareScope = {};
  const arriving = new Map<string, Promise<Container>>();
  const initialised = new Map<string, Promise<Container>>();
  const inTurn = createFirstTurn(FIRST_REMOTE_WAIT_MS);

  return {
    /**
     * The widget's module from its remote. loader.js has fetched the module build's files ahead;
     * the classic build's are fetched here, once the remote has fallen back to it (the framework's
     * only `withFramework`: for the first remote asked for, as loader.js does).
     */
    async load(located: Located & ModuleFiles, withFramework: boolean): Promise<WidgetModule> {
      const { entry, chunks } = located;
      const classic = classicFiles(located);
      const unlinks: (() => void)[] = [];
      const fetchClassic = () => unlinks.push(fetchAhead(loaderUrl, true, classic.classic, withFramework ? classic.classicFramework : [], chunks));
      if (classicRemotes.has(located.group)) fetchClassic();
      // The entry is fetched at once; another remote's init() (which adds its framework to the share
      // scope) and get() wait for the first widget's module.
      const container = cachedUnlessFailed(arriving, entry, () =>
        loadContainer(entry, classic, loaderUrl, () => {
          classicRemotes.add(located.group);
          fetchClassic();
        }),
      );
      try {
        return await inTurn(entry, async () => {
          const remote = await cachedUnlessFailed(initialised, entry, async () => {
            const loaded = await container;
            await loaded.init(shareScope, []);
            return loaded;
          });
          const module = (await remote.get(classic.expose))() as WidgetModule | undefined;
          if (!module || typeof module.mount !== 'function') throw new Error(`${located.widget} remote has no mount()`);
          return module;
        });
      } finally {
        unlinks.forEach((unlink) => unlink());
      }
    },
  };
}

export type Containers = ReturnType<typeof createContainers>;
