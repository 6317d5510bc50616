// npm run release (contract section 7): empties release/, builds, and writes
//   release/cdn/                       loader.js and the content-hashed files it reaches, nothing else
//   release/katkin-react-<version>.tgz the npm pack tarballs of the library packages
//   release/katkin-api-<version>.tgz   (scripts/libraries.ts)
// Everything is built in a temporary folder and moved to release/ only at the end, so a release
// that fails at any step exits non-zero and leaves no release/ at all, never a partial one.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildLibraries } from './build-libraries.ts';
import { NOT_FOR_CDN } from './dist-dir.ts';
import { LIBRARIES, libraryDir, tarballName } from './libraries.ts';
import { RELEASE_VERSION } from './release-version.ts';

const root = path.resolve(import.meta.dirname, '..');

// rspack.config.ts names every file but loader.js `<name>.<contenthash:10>.js` or `<contenthash:10>.css`.
const HASHED = /(^|[./])[0-9a-f]{10}\.(js|css)$/;
const FOR_CDN = [/^loader\.js$/, /^loader-[^/]+$/, /^(preact|react)\/[^/]+\/[^/]+$/];

/**
 * The files of a build that go to the CDN, relative to it. A file that is neither for the CDN nor
 * known as something else, or a CDN file but loader.js without a content hash in its name, throws:
 * two releases could then hold the same path with different content.
 */
export function cdnFiles(distDir: string): string[] {
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const others = NOT_FOR_CDN;
  const cdn = files.filter((file) => FOR_CDN.some((pattern) => pattern.test(file)));
  const unknown = files.filter((file) => !cdn.includes(file) && !others.some((other) => file === other || file.startsWith(other)));
  if (unknown.length > 0) throw new Error(`release: ${unknown.join(', ')}: neither for the CDN nor a library, type file or example`);
  const unhashed = cdn.filter((file) => file !== 'loader.js' && !HASHED.test(file));
  if (unhashed.length > 0) throw new Error(`release: ${unhashed.join(', ')}: a CDN file without a content hash in its name`);
  return cdn;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`release: ${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
}

async function release(): Promise<void> {
  const releaseDir = path.join(root, 'release');
  rmSync(releaseDir, { recursive: true, force: true });
  // Beside the repository (.tmp/ is ignored), so the final move is a rename on one file system.
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const work = mkdtempSync(path.join(root, '.tmp', 'release-'));
  try {
    const distDir = path.join(work, 'dist');
    const out = path.join(work, 'release');
    // What the release ships, no more: the CDN files and the libraries (npm run build also writes
    // the host types and the example apps, which no release holds).
    run('npm', ['run', '-s', 'build:cdn'], { ...process.env, KATKIN_DIST: distDir });
    await buildLibraries(LIBRARIES, distDir);
    for (const file of cdnFiles(distDir)) cpSync(path.join(distDir, file), path.join(out, 'cdn', file));
    for (const library of LIBRARIES) {
      run('npm', ['pack', libraryDir(distDir, library), '--pack-destination', out, '--silent']);
      const tarball = tarballName(library, RELEASE_VERSION);
      if (!existsSync(path.join(out, tarball))) throw new Error(`release: npm pack wrote no ${tarball}`);
    }
    renameSync(out, releaseDir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.info(`release ${RELEASE_VERSION} written to ${releaseDir}: ${readdirSync(releaseDir).join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await release();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
