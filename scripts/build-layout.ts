// Where the build puts things, shared by rspack.config.ts, the size budgets and the bench.
// Widgets are grouped into remotes by a build setting (REMOTE_GROUPS): a page pays one
// remoteEntry per group it uses, and each widget only its own chunk beyond that.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { headlessWidgets } from '../loader/headless-widgets.ts';
import type { RemoteManifest } from '../loader/remote-loader.ts';
import { exposeOf } from '../loader/remote-manifest.ts';
import type { Flavour } from '../shared/store-types.ts';

export type { Flavour, RemoteManifest };
export { exposeOf };

export interface WidgetSource {
  name: string;
  /** The widget's index.ts, relative to the repo root ("./widgets/batch-lookup/index.ts"). */
  entry: string;
}

/** Folders holding widgets: each sub-folder with an index.ts is one (the marketing blocks live one level down). */
const WIDGET_FOLDERS = ['widgets', 'widgets/marketing'];

/** Every widget with an index.ts; headless ones ship inside the loader, not as remotes. */
export function discoverWidgets(root: string, only?: string[]): WidgetSource[] {
  return WIDGET_FOLDERS.flatMap((folder) => {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'index.ts')))
      .map((d) => ({ name: d.name, entry: `./${folder}/${d.name}/index.ts` }));
  })
    .filter(({ name }) => !Object.hasOwn(headlessWidgets, name))
    .filter(({ name }) => !only || only.length === 0 || only.includes(name))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Which remote each widget ships in. batch-lookup stays alone: partner sites embed only it, so
 * they pay for no other widget's entry or shared code. Every on-site widget and marketing block
 * shares one remote: a page with several pays one remoteEntry and their shared code once
 * (README, "Size budgets and bench", has the measurements behind this).
 */
export const REMOTE_GROUPS: Record<string, (widget: string) => boolean> = {
  partner: (widget) => widget === 'batch-lookup',
  site: (widget) => widget !== 'batch-lookup',
};

export function groupWidgets(widgets: WidgetSource[]): Map<string, WidgetSource[]> {
  const groups = new Map<string, WidgetSource[]>();
  for (const widget of widgets) {
    const group = Object.keys(REMOTE_GROUPS).find((name) => REMOTE_GROUPS[name]!(widget.name))!;
    groups.set(group, [...(groups.get(group) ?? []), widget]);
  }
  return groups;
}

/** Module Federation name of a remote in one framework build. */
export function remoteName(group: string, flavour: Flavour): string {
  return `katkin_${flavour}_${group.replace(/-/g, '_')}`;
}

/** A remote's folder under dist/<flavour>/: the module build, and beside it the classic-script build. */
export function remoteDir(group: string, format: 'module' | 'script'): string {
  return format === 'module' ? group : `${group}.classic`;
}

/** The expose of a widget inside its remote. */

function remoteEntryPath(distDir: string, flavour: Flavour, folder: string): string | undefined {
  const dir = path.join(distDir, flavour, folder);
  const entry = existsSync(dir) ? readdirSync(dir).find((f) => /^remoteEntry\..+\.js$/.test(f)) : undefined;
  return entry && `${flavour}/${folder}/${entry}`;
}

/** widget -> per build: its remote's name, module and classic remoteEntry paths (relative to dist/) and its expose. */
export function readRemoteManifest(root: string, distDir: string, only?: string[]): RemoteManifest {
  const manifest: RemoteManifest = {};
  const groups = groupWidgets(discoverWidgets(root, only));
  for (const flavour of ['preact', 'react'] as const) {
    for (const [group, widgets] of groups) {
      const entry = remoteEntryPath(distDir, flavour, remoteDir(group, 'module'));
      const classic = remoteEntryPath(distDir, flavour, remoteDir(group, 'script'));
      if (!entry || !classic) continue;
      for (const { name } of widgets) {
        manifest[name] ??= {} as RemoteManifest[string];
        manifest[name][flavour] = { name: remoteName(group, flavour), entry, classic, expose: exposeOf(name) };
      }
    }
  }
  return manifest;
}
