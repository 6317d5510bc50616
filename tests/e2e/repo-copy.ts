// The repository as a test that builds it needs it: its files (committed, or new and not ignored)
// in a folder of its own, sharing this node_modules. The release and scratch-block tests build such
// copies (a changed widget, a new block) without touching this checkout or its dist/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** Copies the repository's files into `dir` and links node_modules there. */
export function copyRepository(dir: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files.filter((f) => existsSync(path.join(root, f)))) cpSync(path.join(root, file), path.join(dir, file));
  symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
}
