// npm run budgets: fails when a built file (gzip or brotli) is over its budget, or holds a module
// that must not be there (scripts/forbidden-modules.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtFiles, loaderChunks, remoteFiles } from './dist-files.ts';
import { fileSize, kb, type FileSize } from './file-sizes.ts';
import { findForbiddenModules } from './forbidden-modules.ts';
import { budgets } from './size-budgets.ts';

const distDir = path.resolve(import.meta.dirname, '..', process.env.KATKIN_DIST ?? 'dist');
let failures = 0;
let checked = 0;

function check(label: string, size: FileSize, limit: { brotli: number; gzip?: number }): void {
  checked++;
  const over = size.brotli > limit.brotli * 1024 || (limit.gzip !== undefined && size.gzip > limit.gzip * 1024);
  if (over) failures++;
  const gzip = limit.gzip === undefined ? '' : `  gzip ${kb(size.gzip)} / ${limit.gzip} KB`;
  console.info(`${over ? 'OVER' : 'ok  '}  ${label}: brotli ${kb(size.brotli)} / ${limit.brotli} KB${gzip}`);
}

const loader = fileSize(path.join(distDir, 'loader.js'));
check('loader.js', loader, budgets.loader);
for (const chunk of loaderChunks(distDir)) {
  check(`${chunk} (headless widget)`, fileSize(path.join(distDir, chunk)), budgets.headless);
}

for (const flavour of ['preact', 'react'] as const) {
  for (const widget of readdirSync(path.join(distDir, flavour))) {
    const files = remoteFiles(path.join(distDir, flavour, widget));
    const entry = fileSize(files.remoteEntry);
    check(`${flavour}/${widget} remoteEntry`, entry, budgets.remoteEntry);
    const own = files.widgetChunks.map(fileSize).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }));
    check(`${flavour}/${widget} widget chunk`, own, budgets.widgetChunkOverrides[widget] ?? budgets.widgetChunk);
    let frameworkBrotli = 0;
    for (const [name, variants] of files.framework) {
      const largest = variants.map(fileSize).sort((a, b) => b.brotli - a.brotli)[0]!;
      frameworkBrotli += largest.brotli;
      check(`${flavour}/${widget} ${name}`, largest, budgets.framework[flavour]);
    }
    if (flavour === 'preact' && widget === 'batch-lookup') {
      const total = loader.brotli + entry.brotli + own.brotli + frameworkBrotli;
      check('ready batch lookup, preact build (all of it)', { raw: 0, gzip: 0, brotli: total }, budgets.batchLookupPage);
    }
  }
}

const scanned = builtFiles(distDir).map((file) => ({ ...file, text: readFileSync(file.path, 'utf8') }));
for (const { rule, problems } of findForbiddenModules(scanned)) {
  checked++;
  if (problems.length > 0) failures++;
  console.info(`${problems.length > 0 ? 'FOUND' : 'ok  '}  ${rule}`);
  for (const problem of problems) console.info(`        ${problem}`);
}

console.info(`budgets: ${checked - failures} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
