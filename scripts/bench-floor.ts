// Builds the bench's floor (scripts/bench-floor-entry.ts) with esbuild: one minified file, React's
// names aliased to preact/compat, each stylesheet a CSSStyleSheet as rspack makes them (minified).
import { build, transform, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const cssStyleSheets: Plugin = {
  name: 'css-style-sheet',
  setup(builder) {
    builder.onLoad({ filter: /\.css$/ }, async ({ path: file }) => {
      const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true });
      return { loader: 'js', contents: `const s=new CSSStyleSheet();s.replaceSync(${JSON.stringify(code.trim())});export default s;` };
    });
  },
};

/** Writes `<outDir>/floor.js` and returns its path. */
export async function buildFloor(root: string, outDir: string): Promise<string> {
  const outfile = path.join(outDir, 'floor.js');
  await build({
    entryPoints: [path.join(root, 'scripts/bench-floor-entry.ts')],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react-dom/client': 'preact/compat/client', 'react/jsx-runtime': 'preact/jsx-runtime' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [cssStyleSheets],
    logLevel: 'error',
  });
  return outfile;
}
