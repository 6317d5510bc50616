// Where the build puts things, shared by rspack.config.ts, the size budgets and the bench.
// Widgets are grouped into remotes (widgets/registry.ts, REMOTE_GROUPS): a page pays one
// remoteEntry per group it uses, and each widget only its own chunk beyond that.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { RemoteManifest } from '../loader/remote-loader.ts';
import { besideEntry, chunkPath, exposeOf, remoteDir, remoteName } from '../loader/remote-manifest.ts';
import { chunkFiles, exposeChunkIds, providedChunkIds, stemOf } from './dist-files.ts';
import type { Flavour } from '../shared/store-types.ts';
import { widgetRegistry, type RegisteredWidget } from '../widgets/registry.ts';

export type { Flavour, RemoteManifest };
export { exposeOf };

/** A widget the build makes into a remote's expose (every kind but headless). */
export type WidgetSource = RegisteredWidget;

/** The widgets a build makes: KATKIN_WIDGETS=a,b builds only those (a quicker build for tests); unset, every one. */
export const widgetsToBuild = (): string[] | undefined => process.env.KATKIN_WIDGETS?.split(',').filter(Boolean);

/** Every widget with a remote (headless ones ship inside the loader), or only the named ones. */
export function discoverWidgets(root: string, only?: string[]): WidgetSource[] {
  return widgetRegistry(root).filter(({ name, kind }) => kind !== 'headless' && (!only || only.length === 0 || only.includes(name)));
}

export function groupWidgets(widgets: WidgetSource[]): Map<string, WidgetSource[]> {
  const groups = new Map<string, WidgetSource[]>();
  for (const widget of widgets) for (const group of widget.groups) groups.set(group, [...(groups.get(group) ?? []), widget]);
  return groups;
}

function remoteEntryPath(distDir: string, flavour: Flavour, folder: string): string | undefined {
  const dir = path.join(distDir, flavour, folder);
  const entry = existsSync(dir) ? readdirSync(dir).find((f) => /^remoteEntry\..+\.js$/.test(f)) : undefined;
  return entry && `${flavour}/${folder}/${entry}`;
}

/** A remote build's entry and its chunk files (file names beside it) by chunk id. */
function readBuild(distDir: string, entry: string): { text: string; files: Map<string, string> } {
  const text = readFileSync(path.join(distDir, entry), 'utf8');
  const present = new Set(readdirSync(path.dirname(path.join(distDir, entry))));
  return { text, files: new Map([...chunkFiles(text)].filter(([, file]) => present.has(file))) };
}

/**
 * widget -> per build: its remote's name, module and classic remoteEntry paths (relative to dist/),
 * its expose, and what the loader fetches beside the entry: the framework's files the remote
 * provides, and the widget's own and shared chunks, which carry the entry's hash (scripts/remote-hash.ts).
 */
export function readRemoteManifest(root: string, distDir: string, only?: string[]): RemoteManifest {
  const manifest: RemoteManifest = {};
  const groups = groupWidgets(discoverWidgets(root, only));
  for (const flavour of ['preact', 'react'] as const) {
    for (const [group, widgets] of groups) {
      const entry = remoteEntryPath(distDir, flavour, remoteDir(group, 'module'));
      const classic = remoteEntryPath(distDir, flavour, remoteDir(group, 'script'));
      if (!entry || !classic) continue;
      const builds = [readBuild(distDir, entry), readBuild(distDir, classic)] as const;
      // Each chunk's file in both builds: the same chunk ids, each build with its own hashes.
      const filesOf = (ids: string[]) =>
        ids.filter((id) => builds[0].files.has(id)).map((id) => {
          const files = builds.map((build) => build.files.get(id));
          if (!files[1] || stemOf(files[0]!) !== stemOf(files[1])) throw new Error(`${classic}: the classic build has no chunk ${id} like ${files[0]}`);
          return files as [string, string];
        });
      const framework = filesOf(providedChunkIds(builds[0].text));
      for (const { name } of widgets) {
        const chunks = filesOf(exposeChunkIds(builds[0].text, exposeOf(name))).map(([file, classicFile]) => {
          if (chunkPath(entry, stemOf(file)) !== besideEntry(entry, file) || chunkPath(classic, stemOf(file)) !== besideEntry(classic, classicFile)) {
            throw new Error(`${entry}: ${file} does not carry its entry's hash`);
          }
          return stemOf(file);
        });
        (manifest[name] ??= { preact: [], react: [] })[flavour].push({
          name: remoteName(group, flavour),
          expose: exposeOf(name),
          entry,
          classic,
          framework: framework.map(([file]) => file),
          classicFramework: framework.map(([, file]) => file),
          chunks,
        });
      }
    }
  }
  return manifest;
}
