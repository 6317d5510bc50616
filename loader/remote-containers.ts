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
import type { RemoteLocation } from './remote-loader.ts';
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
async function loadContainer(location: RemoteLocation, loaderUrl: string, onClassic: () => void): Promise<Container> {
  try {
    return (await import(/* webpackIgnore: true */ new URL(location.entry, loaderUrl).href)) as Container;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    await afterLoad();
    onClassic();
    // The classic build, for a dist/ host whose files carry no CORS headers: its container is a global.
    return scriptGlobal(new URL(location.classic, loaderUrl).href, location.name, () => (globalThis as Record<string, unknown>)[location.name] as Container | undefined);
  }
}

/**
 * How long a widget waits for the first widget's module (loader/first-turn.ts): longer than two
 * entries, fetched side by side, take to arrive one after the other on a slow connection.
 */
const FIRST_REMOTE_WAIT_MS = 3_000;

export function createContainers(loaderUrl: string) {
  const shareScope = {};
  const arriving = new Map<string, Promise<Container>>();
  const initialised = new Map<string, Promise<Container>>();
  const inTurn = createFirstTurn(FIRST_REMOTE_WAIT_MS);

  return {
    /** The widget's module from its remote; `onClassic` is called if the remote falls back to its classic build. */
    load(widget: string, location: RemoteLocation, onClassic: () => void): Promise<WidgetModule> {
      // The entry is fetched at once; another remote's init() (which adds its framework to the share
      // scope) and get() wait for the first widget's module.
      const entry = cachedUnlessFailed(arriving, location.entry, () => loadContainer(location, loaderUrl, onClassic));
      return inTurn(location.entry, async () => {
        const remote = await cachedUnlessFailed(initialised, location.entry, async () => {
          const container = await entry;
          await container.init(shareScope, []);
          return container;
        });
        const module = (await remote.get(location.expose))() as WidgetModule | undefined;
        if (!module || typeof module.mount !== 'function') throw new Error(`${widget} remote has no mount()`);
        return module;
      });
    },
  };
}

export type Containers = ReturnType<typeof createContainers>;
