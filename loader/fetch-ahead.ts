// Starts fetching files now, before the code that needs them asks: a widget is ready two round
// trips after the page, not three. Module files as modulepreload (the imports that follow take
// them from the module map, and nothing runs before the MF runtime is provided); a classic
// build's as preloaded scripts. Browsers without preload ignore the links. loader.js fetches the
// module build's files (loader/remote-loader.ts), the mf-runtime part a classic build's
// (loader/remote-containers.ts).
import { besideEntry, chunkPath } from './remote-manifest.ts';

/**
 * Links for a widget's files in one build of its remote: the framework's files and its chunks,
 * beside `entry` (a path relative to loader.js), and the entry itself in the module build (a
 * remote already loaded is in the module map: no request); a classic entry is a script the
 * container protocol adds itself. Returns their removal.
 */
export function fetchAhead(loaderUrl: string, classic: boolean, entry: string, framework: string[], chunks: string[]): () => void {
  const files = [...(classic ? [] : [entry]), ...framework.map((file) => besideEntry(entry, file)), ...chunks.map((chunk) => chunkPath(entry, chunk))];
  const links = files.map((file) => {
    const link = document.createElement('link');
    link.rel = classic ? 'preload' : 'modulepreload';
    if (classic) link.as = 'script';
    link.href = new URL(file, loaderUrl).href;
    return link;
  });
  document.head.append(...links);
  return () => links.forEach((link) => link.remove());
}
