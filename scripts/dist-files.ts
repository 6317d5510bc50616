// Sorts the built files: the loader and its lazy chunks, and each remote's remoteEntry, widget
// chunks, shared chunks and framework modules. A file that fits none of these throws, so that
// nothing the build adds escapes the budgets and the forbidden-module checks unnoticed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Flavour } from './build-layout.ts';
import type { BuiltFile } from './forbidden-modules.ts';
import { partFile } from '../loader/parts.ts';

export interface RemoteFiles {
  remoteEntry: string;
  /** Widget name -> its own chunk ("widget_batch-lookup.<hash>.js"). */
  widgetChunks: Map<string, string>;
  /** Code that two or more widgets of the remote use (split chunks, "<id>.<hash>.js"). */
  sharedChunks: string[];
  /** Framework module by its share key ("preact/hooks") -> its files (the provided one and a consume's fallback). */
  framework: Map<string, string[]>;
  /** Built as one file (scripts/one-file-remote.ts): its widget and its framework are in its entry. */
  oneFile: boolean;
}

// The widgets' chunks are named after them (rspack.config.ts); every other chunk is named by its id.
const WIDGET = /^widget_(.+)$/;
// A remote build's files end with a hash (scripts/remote-hash.ts).
export const stemOf = (file: string) => file.replace(/\.[0-9a-f]+\.js$/, '');

export function remoteFiles(remoteDir: string): RemoteFiles {
  const files = readdirSync(remoteDir).filter((f) => f.endsWith('.js'));
  const remoteEntry = files.find((f) => f.startsWith('remoteEntry.'));
  if (!remoteEntry) throw new Error(`${remoteDir} has no remoteEntry`);
  const entryText = readFileSync(path.join(remoteDir, remoteEntry), 'utf8');
  const fileOf = chunkFiles(entryText);
  const shareKeyOf = new Map([...frameworkChunkIds(entryText)].flatMap(([key, ids]) => ids.map((id) => [fileOf.get(id), key] as const)));
  const result: RemoteFiles = { remoteEntry: path.join(remoteDir, remoteEntry), widgetChunks: new Map(), sharedChunks: [], framework: new Map(), oneFile: files.length === 1 };
  for (const file of files.filter((f) => f !== remoteEntry)) {
    const full = path.join(remoteDir, file);
    const widget = WIDGET.exec(stemOf(file))?.[1];
    const shareKey = shareKeyOf.get(file);
    if (shareKey) result.framework.set(shareKey, [...(result.framework.get(shareKey) ?? []), full]);
    else if (widget) result.widgetChunks.set(widget, full);
    else if (/^\d+$/.test(stemOf(file))) result.sharedChunks.push(full);
    else throw new Error(`${remoteDir}/${file} is neither remoteEntry, widget chunk, shared chunk nor framework module`);
  }
  return result;
}

// A chunk id where the entry loads a chunk: `x.e(307)`.
const chunkIdsIn = (code: string) => [...new Set([...code.matchAll(/\.e\((\d+)\)/g)].map((match) => match[1]!))];

/**
 * The chunk ids a remoteEntry loads for one expose before running it (its own chunk, the shared
 * chunks it needs), read from the entry's expose map: `"./litter-trial":()=>Promise.all([x.e(421), …])`.
 */
export function exposeChunkIds(remoteEntryText: string, expose: string): string[] {
  const quoted = JSON.stringify(expose).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // `()=>Promise.all([x.e(…), …])`, `()=>x.e(…)` for one chunk, `()=>Promise.resolve()` for none (a remote built as one file).
  const match = new RegExp(`${quoted}:\\(\\)=>(?:Promise\\.all\\(\\[(.*?)\\]\\)|(\\w+\\.e\\([^)]*\\))|Promise\\.resolve\\(\\)())`).exec(remoteEntryText);
  const list = match?.[1] ?? match?.[2] ?? match?.[3];
  if (list === undefined) throw new Error(`the remoteEntry has no expose ${expose}`);
  return chunkIdsIn(list);
}

/**
 * The chunk ids of the framework modules a remote provides to the page's share scope (preact, its
 * hooks and compat; or React's), read from the entry's sharing data:
 * `initializeSharingData={scopeToSharingDataMapping:{default:[{name:"preact",…,factory:()=>x.e(765)…}]}`.
 * These are what a page loads: with the scope filled, a consume's own fallback never loads.
 */
export function providedChunkIds(remoteEntryText: string): string[] {
  return [...new Set([...frameworkChunkIds(remoteEntryText, 'provided').values()].flat())];
}

/** Share key -> the chunk ids of its provided module and (unless only `provided`) of its consumes' fallbacks. */
function frameworkChunkIds(remoteEntryText: string, only?: 'provided'): Map<string, string[]> {
  const provided = /initializeSharingData=\{scopeToSharingDataMapping:(.*?)\},uniqueName:/.exec(remoteEntryText)?.[1];
  if (provided === undefined) throw new Error('the remoteEntry has no sharing data');
  const consumed = /moduleIdToConsumeDataMapping:\{(\d+:.*?)\},initialConsumes:/.exec(remoteEntryText)?.[1] ?? '';
  const modules = [
    ...provided.matchAll(/\{name:"([^"]+)",version:"[^"]*",factory:\(\)=>(.*?),eager:/g),
    ...(only ? [] : consumed.matchAll(/shareKey:"([^"]+)",[^{}]*?fallback:\(\)=>(.*?),treeShakingMode:/g)),
  ];
  const byKey = new Map<string, string[]>();
  for (const [, key, code] of modules) byKey.set(key!, [...new Set([...(byKey.get(key!) ?? []), ...chunkIdsIn(code!)])]);
  return byKey;
}

/**
 * Chunk id -> its file, from the entry's chunk-file map:
 * `x.u=e=>370===e?"widget_batch-lookup.ac5a3e27ff.js":765===e?"765.3c0ffee123.js":…:""+e+".javascript"`.
 */
export function chunkFiles(remoteEntryText: string): Map<string, string> {
  const map = /\.u=e=>(.*?)""\+e\+"\.javascript"/.exec(remoteEntryText)?.[1];
  if (map === undefined) throw new Error("the remoteEntry has no chunk-file map");
  return new Map([...map.matchAll(/(\d+)===e\?"([^"]+)"/g)].map((match) => [match[1]!, match[2]!]));
}

/** Every built .js file with where it belongs; `path` is absolute, `name` relative to distDir. */
export function builtFiles(distDir: string): (BuiltFile & { path: string })[] {
  const built: (BuiltFile & { path: string })[] = [];
  const add = (file: string, fields: Omit<BuiltFile, 'name'>) => built.push({ path: file, name: path.relative(distDir, file), ...fields });
  add(path.join(distDir, 'loader.js'), { build: 'loader', role: 'loader' });
  add(path.join(distDir, mfRuntimeChunk(distDir)), { build: 'loader', role: 'mf-runtime' });
  for (const chunk of loaderChunks(distDir)) add(path.join(distDir, chunk), { build: 'loader', role: 'loader-chunk' });
  for (const flavour of ['preact', 'react'] as const satisfies Flavour[]) {
    for (const remote of readdirSync(path.join(distDir, flavour))) {
      const files = remoteFiles(path.join(distDir, flavour, remote));
      add(files.remoteEntry, { build: flavour, remote, role: files.oneFile ? 'one-file-remote' : 'remoteEntry' });
      for (const file of files.widgetChunks.values()) add(file, { build: flavour, remote, role: 'widget' });
      for (const file of files.sharedChunks) add(file, { build: flavour, remote, role: 'shared' });
      for (const file of [...files.framework.values()].flat()) add(file, { build: flavour, remote, role: 'framework' });
    }
  }
  return built;
}

/** The loader's lazy parts in distDir, named by partFile (loader/parts.ts): part name -> file and content hash. */
export function readLoaderPartFiles(distDir: string): Record<string, { file: string; hash: string }> {
  const escaped = partFile('NAME', 'HASH').replace(/[.]/g, '\\.');
  const part = new RegExp(`^${escaped.replace('NAME', '(.+)').replace('HASH', '([0-9a-f]{10})')}$`);
  return Object.fromEntries(readdirSync(distDir).flatMap((file) => {
    const [, name, hash] = part.exec(file) ?? [];
    return name && hash ? [[name, { file, hash }]] : [];
  }));
}

/** The loader's lazy parts in distDir: part name -> file. */
export const readLoaderParts = (distDir: string) => Object.fromEntries(Object.entries(readLoaderPartFiles(distDir)).map(([name, { file }]) => [name, file]));

/** The loader's lazy parts for headless widgets and commands (tracking, connectAnalytics), the MF runtime aside. */
export const loaderChunks = (distDir: string) => Object.entries(readLoaderParts(distDir)).filter(([name]) => name !== 'mf-runtime').map(([, file]) => file);

/** The loader's lazy part with the page's MF runtime, fetched when a page first mounts a widget (loader/remote-loader.ts). */
export function mfRuntimeChunk(distDir: string): string {
  const chunk = readLoaderParts(distDir)['mf-runtime'];
  if (!chunk) throw new Error(`${distDir} has no loader-mf-runtime part`);
  return chunk;
}
