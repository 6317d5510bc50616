// npm run budgets: fails when a built file (gzip or brotli) or a page is over its budget, or when a
// built file holds a module that must not be there (scripts/forbidden-modules.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIBRARIES, libraryDir } from './libraries.ts';
import { builtFiles, loaderChunks, mfRuntimeChunk, readLoaderParts, remoteFiles, type RemoteFiles } from './dist-files.ts';
import { fileSize, kb, type FileSize } from './file-sizes.ts';
import { findForbiddenModules } from './forbidden-modules.ts';
import { budgets, MARKETING_PAGE, NINE_WIDGETS } from './size-budgets.ts';
import { namesOf } from '../widgets/registry.ts';
import { besideEntry, chunkPath, locate, moduleFiles, packManifest } from '../loader/remote-manifest.ts';
import { readRemoteManifest, widgetsToBuild } from './build-layout.ts';
import { distDir, requireBuildOrExit } from './dist-dir.ts';

const root = path.resolve(import.meta.dirname, '..');
requireBuildOrExit('npm run budgets');
// Read first: a build older than the source (a widget added since by npm run new) gets a sentence,
// not a stack trace from the first widget the build lacks.
const manifest = (() => {
  try {
    return packManifest(readRemoteManifest(root, distDir, widgetsToBuild()));
  } catch (error) {
    console.error(`npm run budgets: ${distDir} does not match the source (${(error as Error).message}): run npm run build first`);
    process.exit(1);
  }
})();
const blocks = new Set(namesOf('block', root));
let checked = 0;
let failures = 0;
/** The failed checks' lines, printed again last: CI shows only the end of a long output. */
const failed: string[] = [];

/** `whenOver`: what to do when it is over, printed with the failure. */
function check(label: string, size: FileSize, limit: { brotli: number; gzip?: number }, whenOver?: string): void {
  checked++;
  const over = size.brotli > limit.brotli * 1024 || (limit.gzip !== undefined && size.gzip > limit.gzip * 1024);
  const gzip = limit.gzip === undefined ? '' : `  gzip ${kb(size.gzip)} / ${limit.gzip} KB`;
  console.info(`${over ? 'OVER' : 'ok  '}  ${label}: brotli ${kb(size.brotli)} / ${limit.brotli} KB${gzip}`);
  if (!over) return;
  failures++;
  // In bytes: a file a few bytes over reads "5.5 KB / 5.5 KB" in tenths.
  const bytes = (kind: 'brotli' | 'gzip') => `${kind} ${size[kind]} B / ${(limit[kind] ?? 0) * 1024} B`;
  failed.push(`OVER  ${label}: ${bytes('brotli')}${limit.gzip === undefined ? '' : `, ${bytes('gzip')}`}`, ...(whenOver ? [`        ${whenOver}`] : []));
}

function rule(label: string, problems: string[]): void {
  checked++;
  const lines = [`${problems.length > 0 ? 'FOUND' : 'ok  '}  ${label}`, ...problems.map((problem) => `        ${problem}`)];
  if (problems.length > 0) {
    failures++;
    failed.push(...lines);
  }
  for (const line of lines) console.info(line);
}

const brotli = (files: string[]) => files.map((file) => fileSize(file).brotli).reduce((a, b) => a + b, 0);

const loaderFile = path.join(distDir, 'loader.js');
check(
  'loader.js',
  fileSize(loaderFile),
  budgets.loader,
  "loader.js lists every widget in its manifest (about 11 bytes brotli each): bytes must come out of the loader first (where they came from before: scripts/size-budgets.ts; CONTRIBUTING, 'Adding a widget or a block')",
);
const mfRuntimeFile = path.join(distDir, mfRuntimeChunk(distDir));
check(`${path.basename(mfRuntimeFile)} (the page's MF runtime)`, fileSize(mfRuntimeFile), budgets.mfRuntime);
for (const chunk of loaderChunks(distDir)) check(`${chunk} (lazy chunk)`, fileSize(path.join(distDir, chunk)), budgets.headless);

const remotes = new Map<string, RemoteFiles>();
for (const flavour of ['preact', 'react'] as const) {
  for (const remote of readdirSync(path.join(distDir, flavour))) {
    const files = remoteFiles(path.join(distDir, flavour, remote));
    remotes.set(`${flavour}/${remote}`, files);
    const entryBudget = files.oneFile
      ? budgets.oneFileRemote[flavour]
      : remote.endsWith('.classic') ? budgets.classicRemoteEntry : remote === 'site' ? budgets.siteRemoteEntry : budgets.remoteEntry;
    check(`${flavour}/${remote} remoteEntry`, fileSize(files.remoteEntry), entryBudget);
    for (const [widget, file] of files.widgetChunks) {
      const limit = blocks.has(widget) ? budgets.blockChunk : (budgets.widgetChunkOverrides[widget] ?? budgets.widgetChunk);
      check(`${flavour}/${remote} ${widget}`, fileSize(file), limit);
    }
    for (const file of files.sharedChunks) check(`${flavour}/${remote} shared ${path.basename(file)}`, fileSize(file), budgets.sharedChunk);
    for (const [name, variants] of files.framework) {
      for (const variant of variants) check(`${flavour}/${remote} ${name}`, fileSize(variant), budgets.framework[flavour]);
    }
  }
}

for (const library of LIBRARIES) {
  const file = path.join(libraryDir(distDir, library), 'index.js');
  const limit = budgets.libraries[library.name];
  const name = path.relative(distDir, file);
  if (limit) check(name, fileSize(file), limit);
  else rule(`${name} has a budget`, [`no budgets.libraries.${library.name} in scripts/size-budgets.ts`]);
}

// The pages of the default build, counted from what they fetch (the bench measures them in a browser).
const loaderParts = readLoaderParts(distDir);
/**
 * A page of the default build showing `shown` widgets: the loader and what it fetches for them, by
 * the loader's own manifest and choice of remote (loader/remote-manifest.ts): each remote's entry,
 * each widget's chunks, the first remote's framework, the loader's part of each headless one.
 */
function pageFiles(shown: string[]): string[] {
  const located = shown.flatMap((widget) => locate(manifest, widget, 'preact', shown) ?? []).map(moduleFiles);
  const remoteFiles = located.flatMap(({ entry, chunks }) => [entry, ...chunks.map((chunk) => chunkPath(entry, chunk))]);
  const framework = located[0]!.framework.map((file) => besideEntry(located[0]!.entry, file));
  return [
    loaderFile,
    mfRuntimeFile,
    // The headless widgets' parts; the commands' parts (analytics, referral) load only when a page asks.
    ...namesOf('headless', root).filter((widget) => shown.includes(widget)).map((widget) => path.join(distDir, loaderParts[widget]!)),
    ...[...new Set([...remoteFiles, ...framework])].map((file) => path.join(distDir, file)),
  ];
}
const partnerPage = pageFiles(['batch-lookup']);
check(`the partner page (${partnerPage.length} files, at most ${budgets.partnerPage.requests})`, { raw: 0, gzip: 0, brotli: brotli(partnerPage) }, budgets.partnerPage);
rule(`the partner page fetches at most ${budgets.partnerPage.requests} files`, partnerPage.length > budgets.partnerPage.requests ? [`${partnerPage.length} files`] : []);
const registered = new Set([...namesOf('widget', root), ...namesOf('headless', root), ...blocks]);
rule('the budgeted pages name registered widgets', [...NINE_WIDGETS, ...MARKETING_PAGE].filter((widget) => !registered.has(widget)).map((widget) => `${widget} (scripts/size-budgets.ts) is not in the registry`));
const nineWidgets = pageFiles(NINE_WIDGETS);
check(`the nine widgets' page (${nineWidgets.length} files)`, { raw: 0, gzip: 0, brotli: brotli(nineWidgets) }, budgets.nineWidgetPage);
const marketing = pageFiles(MARKETING_PAGE);
check(`the marketing page (${marketing.length} files)`, { raw: 0, gzip: 0, brotli: brotli(marketing) }, budgets.marketingPage);

const scanned = builtFiles(distDir).map((file) => ({ ...file, text: readFileSync(file.path, 'utf8') }));
for (const { rule: label, problems } of findForbiddenModules(scanned)) rule(label, problems);
// rspack's full hash differs between two builds of the same code: the entries carry their own hash instead (withBuildHash).
rule(
  "every remote entry's full hash (webpack's getFullHash) is its own hash, so the same code builds to the same files",
  [...remotes].flatMap(([remote, { remoteEntry }]) => {
    const fullHash = /\.h=\(\)=>"(\w+)"/.exec(scanned.find((file) => file.path === remoteEntry)!.text)?.[1];
    return fullHash === undefined || remoteEntry.endsWith(`.${fullHash}.js`) ? [] : [`${remote}'s entry gives ${fullHash}`];
  }),
);
// A path of the build machine would leak its folders and make hashes and sizes differ by machine.
// Looked for with the folders under it, so that a short checkout path ("/w") matches nothing else.
const buildPaths = ['node_modules', 'loader', 'shared', 'widgets'].map((folder) => `${path.join(root, folder)}/`);
rule(
  `no built file holds the build folder's path (${root})`,
  scanned.filter((file) => buildPaths.some((buildPath) => file.text.includes(buildPath))).map((file) => file.name),
);

if (failures > 0) console.info(`\nfailed:\n${failed.join('\n')}`);
console.info(`budgets: ${checked - failures} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
