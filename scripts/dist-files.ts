// Sorts the built files: the loader and its lazy chunks, and each remote's remoteEntry, widget
// chunks, shared chunks and framework modules. A file that fits none of these throws, so that
// nothing the build adds escapes the budgets and the forbidden-module checks unnoticed.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Flavour } from './build-layout.ts';
import type { BuiltFile } from './forbidden-modules.ts';

export interface RemoteFiles {
  remoteEntry: string;
  /** Widget name -> its own chunk ("widget_batch-lookup.<hash>.js"). */
  widgetChunks: Map<string, string>;
  /** Code that two or more widgets of the remote use (split chunks, "default-shared_…"). */
  sharedChunks: string[];
  /** Framework module name (e.g. "preact_hooks_dist_hooks_mjs") -> its files (provide and consume variants). */
  framework: Map<string, string[]>;
}

// Named chunk ids carry the module path; a prefix ("main_") appears where node_modules is a
// symlink to another checkout, as in the worktrees.
const FRAMEWORK = /node_modules_(preact|react)/;
const WIDGET = /^widget_(.+)\.[0-9a-f]+\.js$/;

export function remoteFiles(remoteDir: string): RemoteFiles {
  const files = readdirSync(remoteDir).filter((f) => f.endsWith('.js'));
  const remoteEntry = files.find((f) => f.startsWith('remoteEntry.'));
  if (!remoteEntry) throw new Error(`${remoteDir} has no remoteEntry`);
  const result: RemoteFiles = { remoteEntry: path.join(remoteDir, remoteEntry), widgetChunks: new Map(), sharedChunks: [], framework: new Map() };
  for (const file of files.filter((f) => f !== remoteEntry)) {
    const full = path.join(remoteDir, file);
    const widget = WIDGET.exec(file)?.[1];
    if (FRAMEWORK.test(file)) {
      const name = file.replace(/^.*?node_modules_/, '').replace(/(-_[0-9a-f]+)?\.[0-9a-f]+\.js$/, '');
      result.framework.set(name, [...(result.framework.get(name) ?? []), full]);
    } else if (widget) result.widgetChunks.set(widget, full);
    else if (file.startsWith('default-')) result.sharedChunks.push(full);
    else throw new Error(`${remoteDir}/${file} is neither remoteEntry, widget chunk, shared chunk nor framework module`);
  }
  return result;
}

/**
 * The chunk ids a remoteEntry loads for one expose before running it (its own chunk, the shared
 * chunks it needs), read from the entry's expose map: `"./litter-trial":()=>Promise.all([x.e("…"), …])`.
 */
export function exposeChunkIds(remoteEntryText: string, expose: string): string[] {
  const quoted = JSON.stringify(expose).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const list = new RegExp(`${quoted}:\\(\\)=>Promise\\.all\\(\\[(.*?)\\]\\)`).exec(remoteEntryText)?.[1];
  if (list === undefined) throw new Error(`the remoteEntry has no expose ${expose}`);
  return [...list.matchAll(/\.e\("([^"]+)"\)/g)].map((match) => match[1]!);
}

/** Every built .js file with where it belongs; `path` is absolute, `name` relative to distDir. */
export function builtFiles(distDir: string): (BuiltFile & { path: string })[] {
  const built: (BuiltFile & { path: string })[] = [];
  const add = (file: string, fields: Omit<BuiltFile, 'name'>) => built.push({ path: file, name: path.relative(distDir, file), ...fields });
  add(path.join(distDir, 'loader.js'), { build: 'loader', role: 'loader' });
  add(path.join(distDir, mfRuntimeChunk(distDir)), { build: 'loader', role: 'mf-runtime' });
  for (const chunk of loaderChunks(distDir)) add(path.join(distDir, chunk), { build: 'loader', role: 'loader-chunk' });
  for (const flavour of ['preact', 'react'] as const satisfies Flavour[]) {
    for (const remote of readdirSync(path.join(distDir, flavour))) {
      const files = remoteFiles(path.join(distDir, flavour, remote));
      add(files.remoteEntry, { build: flavour, remote, role: 'remoteEntry' });
      for (const file of files.widgetChunks.values()) add(file, { build: flavour, remote, role: 'widget' });
      for (const file of files.sharedChunks) add(file, { build: flavour, remote, role: 'shared' });
      for (const file of [...files.framework.values()].flat()) add(file, { build: flavour, remote, role: 'framework' });
    }
  }
  return built;
}

const MF_RUNTIME_CHUNK = /^loader-mf-runtime\.[0-9a-f]+\.js$/;

/** The loader's lazy chunks beside loader.js for headless widgets and commands (tracking, connectAnalytics), the MF runtime aside. */
export const loaderChunks = (distDir: string) => readdirSync(distDir).filter((f) => /^loader-.+\.js$/.test(f) && !MF_RUNTIME_CHUNK.test(f));

/** The loader's lazy chunk with the MF runtime core, fetched when a page first mounts a widget (loader/remote-loader.ts). */
export function mfRuntimeChunk(distDir: string): string {
  const [chunk, ...more] = readdirSync(distDir).filter((f) => MF_RUNTIME_CHUNK.test(f));
  if (!chunk || more.length > 0) throw new Error(`${distDir} should hold one loader-mf-runtime chunk, not ${more.length + (chunk ? 1 : 0)}`);
  return chunk;
}
