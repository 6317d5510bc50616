// Where the build puts things, shared by rspack.config.ts, the size budgets and the bench.
// Widgets are grouped into remotes (widgets/registry.ts, REMOTE_GROUPS): a page pays one
// remoteEntry per group it uses, and each widget only its own chunk beyond that.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import type { RemoteManifest } from '../loader/remote-loader.ts';
import { exposeOf } from '../loader/remote-manifest.ts';
import type { Flavour } from '../shared/store-types.ts';
import { widgetRegistry, type RegisteredWidget } from '../widgets/registry.ts';

export type { Flavour, RemoteManifest };
export { exposeOf };

/** A widget the build makes into a remote's expose (every kind but headless). */
export type WidgetSource = RegisteredWidget;

/** Every widget with a remote (headless ones ship inside the loader), or only the named ones. */
export function discoverWidgets(root: string, only?: string[]): WidgetSource[] {
  return widgetRegistry(root).filter(({ name, kind }) => kind !== 'headless' && (!only || only.length === 0 || only.includes(name)));
}

export function groupWidgets(widgets: WidgetSource[]): Map<string, WidgetSource[]> {
  const groups = new Map<string, WidgetSource[]>();
  for (const widget of widgets) groups.set(widget.group, [...(groups.get(widget.group) ?? []), widget]);
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
