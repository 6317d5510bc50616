// Loads widget remotes through one Module Federation runtime instance owned by the loader
// (and headless widgets from the loader's own lazy chunks).
// The remotes are built with experiments.externalRuntime, so this instance also provides
// the MF runtime core to them (the inject plugin): the page downloads it once.
import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { headlessWidgets } from './headless-widgets.ts';
import { provideMfGlobals } from './mf-globals.ts';
import { remoteName } from '../shared/remote-name.ts';
import type { Flavour } from '../shared/store-types.ts';
import type { WidgetModule } from '../shared/widget-types.ts';

/** widget name -> remoteEntry path per build, relative to the loader's URL (baked in at build time). */
export type RemoteManifest = Record<string, Record<Flavour, string>>;

export function createRemoteLoader(manifest: RemoteManifest, loaderUrl: string, flavour: Flavour) {
  provideMfGlobals();
  const instance = createInstance({
    name: 'katkin_loader',
    remotes: [],
    shared: {},
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore()],
  });
  const registered = new Set<string>();

  return {
    has: (widget: string) => Object.hasOwn(manifest, widget) || Object.hasOwn(headlessWidgets, widget),
    async load(widget: string): Promise<WidgetModule> {
      if (Object.hasOwn(headlessWidgets, widget)) return headlessWidgets[widget]!();
      const entry = manifest[widget]?.[flavour];
      if (!entry) throw new Error(`no ${flavour} build of ${widget}`);
      const name = remoteName(widget, flavour);
      if (!registered.has(name)) {
        instance.registerRemotes([{ name, entry: new URL(entry, loaderUrl).href }]);
        registered.add(name);
      }
      const module = await instance.loadRemote<WidgetModule>(`${name}/widget`);
      if (!module || typeof module.mount !== 'function') throw new Error(`${widget} remote has no mount()`);
      return module;
    },
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
