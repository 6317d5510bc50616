// Sorts a remote's built files into remoteEntry, the widget's own chunk and framework modules.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface RemoteFiles {
  remoteEntry: string;
  widgetChunks: string[];
  /** Framework module name (e.g. "node_modules_preact_hooks_dist_hooks_mjs") -> its files (provide and consume variants). */
  framework: Map<string, string[]>;
}

export function remoteFiles(remoteDir: string): RemoteFiles {
  const files = readdirSync(remoteDir).filter((f) => f.endsWith('.js'));
  const remoteEntry = files.find((f) => f.startsWith('remoteEntry.'));
  if (!remoteEntry) throw new Error(`${remoteDir} has no remoteEntry`);
  const framework = new Map<string, string[]>();
  for (const file of files.filter((f) => f.startsWith('node_modules_'))) {
    const name = file.replace(/(-_[0-9a-f]+)?\.[0-9a-f]+\.js$/, '');
    framework.set(name, [...(framework.get(name) ?? []), path.join(remoteDir, file)]);
  }
  return {
    remoteEntry: path.join(remoteDir, remoteEntry),
    widgetChunks: files.filter((f) => f.startsWith('widgets_')).map((f) => path.join(remoteDir, f)),
    framework,
  };
}
