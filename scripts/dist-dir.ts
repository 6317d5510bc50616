// The one place that says where the build is: dist/ in the repository, or the folder KATKIN_DIST
// names (npm run release builds into a work folder; the release and scratch-block tests build copies).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LIBRARIES, libraryDir } from './libraries.ts';

export const distDir = path.resolve(import.meta.dirname, '..', process.env.KATKIN_DIST ?? 'dist');

/**
 * What npm run build writes that no page loads, relative to the build folder (a folder ends with
 * '/'): the libraries, the host types, the example apps. None of it is made from widgets/.
 */
export const NOT_FOR_CDN = [...LIBRARIES.map((library) => `${libraryDir('', library)}/`), 'katkin.d.ts', 'examples/'];

/**
 * For what reads a build without making one (the e2e tests, the budgets, the bench, npm start
 * --no-build): throws a sentence naming the folder and the command that fills it, instead of the
 * first missing file's ENOENT or a widget that never mounts.
 */
export function requireBuild(what: string, dir = distDir): void {
  if (!existsSync(path.join(dir, 'loader.js'))) {
    throw new Error(`${what}: ${dir} holds no build (no loader.js): run npm run build first (npm test and npm start build it themselves)`);
  }
}

/** requireBuild for a command: its sentence alone on stderr and exit code 1, not inside a stack trace. */
export function requireBuildOrExit(what: string): void {
  try {
    requireBuild(what);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
