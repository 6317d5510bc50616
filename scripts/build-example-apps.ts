// npm run build, last: the example host apps that need a bundler (examples/react-app, with React),
// written to <KATKIN_DIST>/examples/ beside the library they use. The host site serves them under
// /examples/ like the other example pages (shell/origins.ts); they are examples, not part of what a
// CDN serves. An app imports the library's source for its types, and gets the built library
// (dist/lib/react/index.js), so the example runs what host apps get. esbuild, not rspack: an app
// bundle needs no federation, chunks or library output, and esbuild (already the example site's
// TypeScript transpiler) builds it in one call.
import { build, type Plugin } from 'esbuild';
import path from 'node:path';
import { LIBRARIES, libraryDir } from './libraries.ts';
import { distDir } from './dist-dir.ts';

const root = path.resolve(import.meta.dirname, '..');

const EXAMPLE_APPS = [{ entry: 'examples/react-app/main.tsx', outfile: 'examples/react-app/app.js' }];

const builtLibraries: Plugin = {
  name: 'built-libraries',
  setup(bundler) {
    for (const library of LIBRARIES) {
      const source = path.join(root, library.entry);
      bundler.onResolve({ filter: new RegExp(`${path.basename(library.entry).replace('.', '\\.')}$`) }, ({ resolveDir, path: request }) =>
        path.resolve(resolveDir, request) === source ? { path: path.join(libraryDir(distDir, library), 'index.js') } : undefined,
      );
    }
  },
};

for (const app of EXAMPLE_APPS) {
  await build({
    entryPoints: [path.join(root, app.entry)],
    outfile: path.join(distDir, app.outfile),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [builtLibraries],
    logLevel: 'warning',
  });
  console.info(`example app ${app.entry} written to ${path.join(distDir, app.outfile)}`);
}
