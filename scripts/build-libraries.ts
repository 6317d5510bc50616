// npm run build, after the loader: the libraries host apps import (not the widgets a page loads),
// each an ES module with its declarations, `<KATKIN_DIST>/lib/<name>/index.js` and `index.d.ts`.
// Their dependencies stay imports (`import … from 'react'`): the host's bundler brings its own copy.
// A new library is one more row of LIBRARIES.
import { rspack, type Configuration } from '@rspack/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIBRARIES, libraryDir, type Library } from './libraries.ts';
import { libraryTypes } from './library-types.ts';

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
