// npm run build, after the loader: the libraries host apps import (not the widgets a page loads),
// each a package folder (`<KATKIN_DIST>/lib/<name>/`, the API client's `dist/api/`) holding an ES
// module with its declarations (index.js, index.d.ts), its README and a package.json with the
// release's version: what `npm pack` turns into the release's tarball (scripts/release.ts).
// Their dependencies stay imports (`import … from 'react'`), peer dependencies of the package: the
// host's bundler brings its own copy. A new library is one more row of LIBRARIES.
import { rspack, type Configuration } from '@rspack/core';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIBRARIES, libraryDir, type Library } from './libraries.ts';
import { librariesTypes } from './library-types.ts';
import { distDir } from './dist-dir.ts';
import { RELEASE_VERSION } from './release-version.ts';

const root = path.resolve(import.meta.dirname, '..');


function libraryConfig(library: Library, outDir: string): Configuration {
  const external = (request: string) => library.external.some((name) => request === name || request.startsWith(`${name}/`));
  return {
    mode: 'production',
    context: root,
    target: ['web', 'es2022'],
    devtool: false,
    entry: { index: `./${library.entry}` },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
          type: 'javascript/auto',
        },
      ],
    },
    // modern-module: rspack's library path to a plain ES module (imports and exports, no runtime).
    output: { path: outDir, filename: '[name].js', library: { type: 'modern-module' }, clean: false },
    externalsType: 'module',
    externals: [({ request }, callback) => callback(undefined, request && external(request) ? request : undefined)],
    optimization: { minimize: true, avoidEntryIife: true, splitChunks: false, runtimeChunk: false },
    performance: false,
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}

function bundle(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/**
 * The package's package.json (contract section 7): `exports` and `types`, no `dependencies`
 * (what the code uses is bundled, or a peer the app brings), and for each peer its optional types.
 */
function packageManifest(library: Library, version: string): Record<string, unknown> {
  const peers = library.peers ?? {};
  const typePeers = Object.keys(peers).map((name) => `@types/${name}`);
  return {
    name: library.packageName,
    version,
    description: library.description,
    type: 'module',
    exports: { '.': { types: './index.d.ts', default: './index.js' } },
    types: './index.d.ts',
    files: ['index.js', 'index.d.ts'],
    sideEffects: false,
    // What the packages are tested on (server rendering included); browsers need nothing of it.
    engines: { node: '>=20' },
    ...(typePeers.length > 0 && {
      peerDependencies: { ...peers, ...Object.fromEntries(typePeers.map((name) => [name, peers[name.slice('@types/'.length)]])) },
      peerDependenciesMeta: Object.fromEntries(typePeers.map((name) => [name, { optional: true }])),
    }),
  };
}

/** Builds the libraries' package folders into `distDir`; returns the folders, in the order given. */
export async function buildLibraries(libraries: Library[], distDir: string): Promise<string[]> {
  const outDirs = libraries.map((library) => libraryDir(distDir, library));
  for (const outDir of outDirs) mkdirSync(outDir, { recursive: true });
  await bundle(libraries.map((library, index) => libraryConfig(library, outDirs[index]!)));
  // One TypeScript program for all of them: most of the build's time is TypeScript's.
  const types = librariesTypes(libraries);
  libraries.forEach((library, index) => {
    const outDir = outDirs[index]!;
    writeFileSync(path.join(outDir, 'index.d.ts'), types[index]!);
    writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(packageManifest(library, RELEASE_VERSION), null, 2)}\n`);
    copyFileSync(path.join(root, library.readme), path.join(outDir, 'README.md'));
  });
  return outDirs;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDirs = await buildLibraries(LIBRARIES, distDir);
  LIBRARIES.forEach((library, index) => console.info(`library ${library.name} written to ${outDirs[index]}`));
}
