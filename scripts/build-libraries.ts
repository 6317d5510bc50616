// npm run build, after the loader: the libraries host apps import (not the widgets a page loads),
// each an ES module with its declarations, `<KATKIN_DIST>/lib/<name>/index.js` and `index.d.ts`.
// Their dependencies stay imports (`import … from 'react'`): the host's bundler brings its own copy.
// A new library is one more row of LIBRARIES.
import { rspack, type Configuration } from '@rspack/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { libraryTypes } from './library-types.ts';

export interface Library {
  /** Its folder under lib/. */
  name: string;
  /** Its source, relative to the repository root. */
  entry: string;
  /** Packages left as imports, with their subpaths ('react' also keeps 'react/jsx-runtime' out). */
  external: string[];
  /** Its folder inside dist/; `lib/<name>` when absent. */
  dir?: string;
  /**
   * Sources (repository paths; a folder ends with '/') the code may reach beyond its own folder
   * and the loader's host types. Their declarations join index.d.ts unless `bundledOnly` names them.
   */
  reaches?: string[];
  /** Of those, the ones bundled into index.js whose types never show in index.d.ts (zod, behind our own types). */
  bundledOnly?: string[];
}

export const LIBRARIES: Library[] = [
  { name: 'react', entry: 'loader/react/index.ts', external: ['react'] },
  // The contract names dist/api/ (issue 14); shared/api reaches a few shared helpers and zod.
  {
    name: 'api',
    entry: 'shared/api/index.ts',
    external: [],
    dir: 'api',
    reaches: ['shared/format/iso-date.ts', 'shared/is-record.ts', 'shared/zod.ts', 'node_modules/zod/'],
    bundledOnly: ['shared/is-record.ts', 'shared/zod.ts', 'node_modules/zod/'],
  },
];

const root = path.resolve(import.meta.dirname, '..');

/** Where a library goes inside a dist folder: a folder of its own, clear of the framework builds' dist/react/ (api: dist/api/, as the issue names it). */
export const libraryDir = (distDir: string, library: Library) => path.join(distDir, library.dir ?? path.join('lib', library.name));

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

function bundle(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** Builds one library into `distDir`; returns its folder. */
export async function buildLibrary(library: Library, distDir: string): Promise<string> {
  const outDir = libraryDir(distDir, library);
  mkdirSync(outDir, { recursive: true });
  await bundle(libraryConfig(library, outDir));
  writeFileSync(path.join(outDir, 'index.d.ts'), libraryTypes(library));
  return outDir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(root, process.env.KATKIN_DIST ?? 'dist');
  for (const library of LIBRARIES) console.info(`library ${library.name} written to ${await buildLibrary(library, distDir)}`);
}
