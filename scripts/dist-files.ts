// Sorts the built files: the loader's lazy chunks, and each remote's remoteEntry, widget chunk
// and framework modules. A file that fits none of these throws, so that nothing the build adds
// escapes the budgets unnoticed.
import { readdirSync } from 'node:fs';
import path from 'node:path';

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

/** The headless widgets' lazy chunks beside loader.js. */
export const loaderChunks = (distDir: string) => readdirSync(distDir).filter((f) => /^loader-.+\.js$/.test(f));
