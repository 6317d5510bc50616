// The remote manifest as loader.js carries it. Every path of a remote follows from its group, its
// build and four hashes (the module and classic entries', and their framework files'), and every
// chunk but the framework's carries its entry's hash (scripts/remote-hash.ts), so each remote holds
// those hashes, its framework's chunk ids and, per widget, the ids of the shared chunks it loads
// (its own chunk is named after it); a remote built as one file has none of these but its entries.
// Written out per widget (22 widgets repeating their remote's
// paths in both builds) it would cost every page several hundred bytes brotli more. Packed at build time
// (rspack.config.ts), which checks that it unpacks to what the build read; read by the remote loader
// (the module build's files) and the mf-runtime part (the rest: loader/remote-containers.ts).
import type { Flavour } from '../shared/store-types.ts';
import type { RemoteLocation, RemoteManifest } from './remote-loader.ts';

/** One remote in one build. Lists are space-separated: shorter than arrays in every page's loader.js. */
interface PackedBuild {
  /** The hashes of the module entry, the classic entry and the framework's files in each. */
  hashes: `${string} ${string} ${string} ${string}`;
  /** The framework's chunk ids: the same in both formats (scripts/build-layout.ts checks). None for a
   * remote built as one file (scripts/one-file-remote.ts), whose entry holds its widget and framework. */
  framework: string;
  /** widget -> the ids of the chunks it loads but its own. */
  needs: Record<string, string>;
}

/** remote group -> its builds. */
export type PackedManifest = Record<string, Partial<Record<Flavour, PackedBuild>>>;

/** The expose of a widget in its remote; the build names them with it too. */
export const exposeOf = (widget: string) => `./${widget}`;

/** A widget's own chunk, as the build names it. */
export const ownChunk = (widget: string) => `widget_${widget}`;

/** Module Federation name of a remote in one framework build. */
export const remoteName = (group: string, flavour: Flavour) => `katkin_${flavour}_${group.replace(/-/g, '_')}`;

/** A remote's folder under dist/<flavour>/: the module build, and beside it the classic-script build. */
export const remoteDir = (group: string, format: 'module' | 'script') => (format === 'module' ? group : `${group}.classic`);

const ids = (list: string) => (list ? list.split(' ') : []);
const hashOf = (file: string) => /\.(\w+)\.js$/.exec(file)?.[1];

export function packManifest(manifest: RemoteManifest): PackedManifest {
  const packed: PackedManifest = {};
  for (const [widget, builds] of Object.entries(manifest)) {
    for (const [flavour, location] of (Object.entries(builds) as [Flavour, RemoteLocation[]][]).flatMap(([flavour, locations]) => locations.map((location) => [flavour, location] as const))) {
      const group = location.entry.split('/')[1]!;
      // A widget loads no chunk only from a remote built as one file, which has no framework files either.
      const whole = location.chunks.length === 0 && location.framework.length === 0;
      const chunks = location.chunks.filter((chunk) => chunk !== ownChunk(widget));
      if (!whole && chunks.length === location.chunks.length) throw new Error(`${widget} (${flavour}) does not load its own chunk ${ownChunk(widget)}`);
      const build = ((packed[group] ??= {})[flavour] ??= {
        hashes: `${hashOf(location.entry)} ${hashOf(location.classic)} ${hashOf(location.framework[0] ?? '') ?? ''} ${hashOf(location.classicFramework[0] ?? '') ?? ''}`,
        framework: location.framework.map((file) => file.split('.')[0]).join(' '),
        needs: {},
      });
      build.needs[widget] = chunks.join(' ');
      // Whatever the format cannot say (a file named otherwise, chunks in another order) fails the build, not a page.
      const unpacked = unpack({ group, build, widget, flavour });
      const text = (value?: RemoteLocation) => JSON.stringify(value, Object.keys(location).sort());
      if (text(unpacked) !== text(location)) throw new Error(`${widget} (${flavour}) cannot be packed: ${text(location)} unpacks as ${text(unpacked)}`);
    }
  }
  // The remote with the fewest widgets first: locate gives a tie to the first, so a widget alone
  // on a page comes from the smallest remote that has it.
  const widgetCount = (builds: PackedManifest[string]) => Math.max(...Object.values(builds).map((build) => Object.keys(build.needs).length));
  return Object.fromEntries(Object.entries(packed).sort(([, a], [, b]) => widgetCount(a) - widgetCount(b)));
}

/** Every widget with a remote, in either build. */
export const packedWidgets = (packed: PackedManifest) => [...new Set(Object.values(packed).flatMap((builds) => Object.values(builds).flatMap((build) => Object.keys(build.needs))))];

/** A file in the folder of a remote's entry. */
export const besideEntry = (entry: string, file: string) => entry.replace(/[^/]+$/, file);

/** A chunk's file beside its remote's entry: but for the framework's, they carry the entry's hash (scripts/remote-hash.ts). */
export const chunkPath = (entry: string, chunk: string) => entry.replace(/remoteEntry(\.\w+\.js)$/, `${chunk}$1`);

/**
 * Where a widget's code is in one build, as loader.js picks it: a remote's group and packed build.
 * The loader names the module build's files from it (moduleFiles: what it fetches ahead), the
 * mf-runtime part the rest (classicFiles: the container's name, the expose, the classic build's
 * files), so that loader.js carries only what a page needs before its widgets' code has come.
 */
export interface Located {
  group: string;
  build: PackedBuild;
  widget: string;
  flavour: Flavour;
}

/**
 * Where one widget's code is in one build, or undefined when the manifest has no such widget or
 * build. Of the remotes that have it, the one that has the most of `onPage` (the widgets the page
 * names), the first (the smallest: packManifest) on a tie: the batch lookup alone comes from its
 * small remote, beside other widgets from theirs, so the page fetches one entry and one copy of
 * the code they share.
 */
export function locate(packed: PackedManifest, widget: string, flavour: Flavour, onPage: string[]): Located | undefined {
  let found: Located | undefined;
  let most = -1;
  for (const [group, builds] of Object.entries(packed)) {
    const build = builds[flavour];
    const count = build && Object.hasOwn(build.needs, widget) ? onPage.filter((name) => Object.hasOwn(build.needs, name)).length : -1;
    if (count > most) [found, most] = [{ group, build: build!, widget, flavour }, count];
  }
  return found;
}

/**
 * Where a widget's code may come from on a page, in the order the loader tries them: the remote
 * locate picks, then, if that one fails to load, its own (the smallest that has it), when that is
 * another. Empty when the manifest has no such widget or build.
 */
export function locations(packed: PackedManifest, widget: string, flavour: Flavour, onPage: string[]): Located[] {
  const [first, own] = [locate(packed, widget, flavour, onPage), locate(packed, widget, flavour, [])];
  return !first ? [] : own!.group === first.group ? [first] : [first, own!];
}

/** The module build's entry, framework files and the widget's chunks: what loader.js fetches ahead. */
export type ModuleFiles = Pick<RemoteLocation, 'entry' | 'framework' | 'chunks'>;

export function moduleFiles({ group, build, widget, flavour }: Located): ModuleFiles {
  const [entryHash, , frameworkHash] = build.hashes.split(' ');
  return {
    entry: `${flavour}/${remoteDir(group, 'module')}/remoteEntry.${entryHash}.js`,
    framework: ids(build.framework).map((id) => `${id}.${frameworkHash}.js`),
    // No framework file: a remote built as one file, the widget in its entry.
    chunks: build.framework ? [...ids(build.needs[widget]!), ownChunk(widget)] : [],
  };
}

/** The rest of a location: what only the mf-runtime part needs (the container protocol and the classic build). */
export type ClassicFiles = Pick<RemoteLocation, 'name' | 'classic' | 'classicFramework' | 'expose'>;

export function classicFiles({ group, build, widget, flavour }: Located): ClassicFiles {
  const [, classicHash, , classicFrameworkHash] = build.hashes.split(' ');
  return {
    name: remoteName(group, flavour),
    classic: `${flavour}/${remoteDir(group, 'script')}/remoteEntry.${classicHash}.js`,
    classicFramework: ids(build.framework).map((id) => `${id}.${classicFrameworkHash}.js`),
    expose: exposeOf(widget),
  };
}

/** The whole location, as the build read it (scripts/build-layout.ts). */
export const unpack = (located: Located): RemoteLocation => ({ ...moduleFiles(located), ...classicFiles(located) });
