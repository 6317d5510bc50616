// Sorts the built files: the loader and its lazy chunks, and each remote's remoteEntry, widget
// chunk and framework modules. A file that fits none of these throws, so that nothing the build
// adds escapes the budgets and the forbidden-module checks unnoticed.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Flavour } from './build-layout.ts';
import type { BuiltFile } from './forbidden-modules.ts';

export interface RemoteFiles {
  remoteEntry: string;
  widgetChunks: string[];
  /** Framework module name (e.g. "preact_hooks_dist_hooks_mjs") -> its files (provide and consume variants). */
  framework: Map<string, string[]>;
}

export function remoteFiles(remoteDir: string): RemoteFiles {
  const files = readdirSync(remoteDir).filter((f) => f.endsWith('.js'));
  const remoteEntry = files.find((f) => f.startsWith('remoteEntry.'));
  if (!remoteEntry) throw new Error(`${remoteDir} has no remoteEntry`);
  const widgetChunks = files.filter((f) => f.startsWith('widgets_'));
  const framework = new Map<string, string[]>();
  // Named chunk ids: "node_modules_preact_hooks_dist_hooks_mjs-_8dba0.<hash>.js", with a prefix
  // ("main_") where node_modules is a symlink to another checkout, as in the worktrees.
  for (const file of files.filter((f) => f.includes('node_modules_'))) {
    const name = file.replace(/^.*?node_modules_/, '').replace(/(-_[0-9a-f]+)?\.[0-9a-f]+\.js$/, '');
    framework.set(name, [...(framework.get(name) ?? []), path.join(remoteDir, file)]);
  }
  const sorted = 1 + widgetChunks.length + [...framework.values()].flat().length;
  if (sorted !== files.length) throw new Error(`${remoteDir} has files that are neither remoteEntry, widget chunk nor framework module`);
  return { remoteEntry: path.join(remoteDir, remoteEntry), widgetChunks: widgetChunks.map((f) => path.join(remoteDir, f)), framework };
}

/** Every built .js file with where it belongs; `path` is absolute, `name` relative to distDir. */
export function builtFiles(distDir: string): (BuiltFile & { path: string })[] {
  const built: (BuiltFile & { path: string })[] = [];
  const add = (file: string, fields: Omit<BuiltFile, 'name'>) => built.push({ path: file, name: path.relative(distDir, file), ...fields });
  add(path.join(distDir, 'loader.js'), { build: 'loader', role: 'loader' });
  for (const chunk of loaderChunks(distDir)) add(path.join(distDir, chunk), { build: 'loader', role: 'loader-chunk' });
  for (const flavour of ['preact', 'react'] as const satisfies Flavour[]) {
    for (const remote of readdirSync(path.join(distDir, flavour))) {
      const files = remoteFiles(path.join(distDir, flavour, remote));
      add(files.remoteEntry, { build: flavour, remote, role: 'remoteEntry' });
      for (const file of files.widgetChunks) add(file, { build: flavour, remote, role: 'widget' });
      for (const file of [...files.framework.values()].flat()) add(file, { build: flavour, remote, role: 'framework' });
    }
  }
  return built;
}

/** The headless widgets' lazy chunks beside loader.js. */
export const loaderChunks = (distDir: string) => readdirSync(distDir).filter((f) => /^loader-.+\.js$/.test(f));
