// The remote manifest as loader.js carries it: each remote's files once per build, and each widget
// the index of its remote and the ids of the shared chunks it loads (its own chunk is named after
// it: rspack.config.ts). Written out per widget (22 widgets repeating their remote's paths in both
// builds) it would cost every page several hundred bytes brotli more. Packed at build time
// (rspack.config.ts), read by the remote loader.
import type { Flavour } from '../shared/store-types.ts';
import type { RemoteLocation, RemoteManifest } from './remote-loader.ts';

interface RemoteFiles extends Omit<RemoteLocation, 'expose' | 'chunks'> {
  /** widget -> the chunks it loads but its own. */
  needs: Record<string, string[]>;
}

export interface PackedManifest {
  remotes: Record<Flavour, RemoteFiles>[];
  /** widget -> index in `remotes`; its expose is exposeOf(widget). */
  widgets: Record<string, number>;
}

/** The expose of a widget in its remote; the build names them with it too. */
export const exposeOf = (widget: string) => `./${widget}`;

/** A widget's own chunk, as the build names it. */
export const ownChunk = (widget: string) => `widget_${widget}`;

export function packManifest(manifest: RemoteManifest): PackedManifest {
  const packed: PackedManifest = { remotes: [], widgets: {} };
  for (const [widget, builds] of Object.entries(manifest)) {
    const locations = Object.entries(builds) as [Flavour, RemoteLocation][];
    let index = packed.remotes.findIndex((remote) => locations.every(([flavour, { entry }]) => remote[flavour]?.entry === entry));
    if (index < 0) {
      const files = locations.map(([flavour, { name, entry, classic, framework, classicFramework }]) => [flavour, { name, entry, classic, framework, classicFramework, needs: {} }]);
      index = packed.remotes.push(Object.fromEntries(files) as Record<Flavour, RemoteFiles>) - 1;
    }
    for (const [flavour, { chunks }] of locations) {
      if (!chunks.includes(ownChunk(widget))) throw new Error(`${widget} (${flavour}) does not load its own chunk ${ownChunk(widget)}`);
      packed.remotes[index]![flavour].needs[widget] = chunks.filter((chunk) => chunk !== ownChunk(widget));
    }
    packed.widgets[widget] = index;
  }
  return packed;
}

/** A file in the folder of a remote's entry. */
export const besideEntry = (entry: string, file: string) => entry.replace(/[^/]+$/, file);

/** A chunk's file beside its remote's entry: but for the framework's, they carry the entry's hash (scripts/remote-hash.ts). */
export const chunkPath = (entry: string, chunk: string) => entry.replace(/remoteEntry(\.\w+\.js)$/, `${chunk}$1`);

/** Where one widget's code is in one build, or undefined when the manifest has no such widget or build. */
export function locate(packed: PackedManifest, widget: string, flavour: Flavour): RemoteLocation | undefined {
  const files = Object.hasOwn(packed.widgets, widget) ? packed.remotes[packed.widgets[widget]!]?.[flavour] : undefined;
  if (!files) return undefined;
  const { needs, ...location } = files;
  return { ...location, expose: exposeOf(widget), chunks: [...needs[widget]!, ownChunk(widget)] };
}
