// Where the build puts things, shared by rspack.config.ts, the size budgets and the bench.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { headlessWidgets } from '../loader/headless-widgets.ts';
import type { Flavour } from '../shared/store-types.ts';

export type { Flavour };
export { remoteName } from '../shared/remote-name.ts';

/** Every folder under widgets/ with an index.ts is a widget (name = folder name); headless ones ship inside the loader. */
export function discoverWidgets(root: string, only?: string[]): string[] {
  const dir = path.join(root, 'widgets');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .filter((name) => !Object.hasOwn(headlessWidgets, name))
    .filter((name) => !only || only.length === 0 || only.includes(name))
    .sort();
}

/** widget -> { preact: 'preact/batch-lookup/remoteEntry.abc.js', react: ... }, relative to dist/. */
export type RemoteManifest = Record<string, Record<Flavour, string>>;

export function readRemoteManifest(distDir: string): RemoteManifest {
  const manifest: RemoteManifest = {};
  for (const flavour of ['preact', 'react'] as const) {
    const flavourDir = path.join(distDir, flavour);
    if (!existsSync(flavourDir)) continue;
    for (const widget of readdirSync(flavourDir)) {
      const entry = readdirSync(path.join(flavourDir, widget)).find((f) => /^remoteEntry\..+\.js$/.test(f));
      if (!entry) continue;
      manifest[widget] ??= {} as Record<Flavour, string>;
      manifest[widget][flavour] = `${flavour}/${widget}/${entry}`;
    }
  }
  return manifest;
}
