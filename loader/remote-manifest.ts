// The remote manifest as loader.js carries it: each remote's files once per build, and each widget
// only the index of its remote. Written out per widget (22 widgets repeating their remote's three
// paths in both builds) it cost every page about 300 bytes brotli more. Packed at build time
// (rspack.config.ts), read by the remote loader.
import type { Flavour } from '../shared/store-types.ts';
import type { RemoteLocation, RemoteManifest } from './remote-loader.ts';

type RemoteFiles = Omit<RemoteLocation, 'expose'>;

export interface PackedManifest {
  remotes: Record<Flavour, RemoteFiles>[];
  /** widget -> index in `remotes`; its expose is exposeOf(widget). */
  widgets: Record<string, number>;
}

/** The expose of a widget in its remote; the build names them with it too. */
export const exposeOf = (widget: string) => `./${widget}`;

export function packManifest(manifest: RemoteManifest): PackedManifest {
  const packed: PackedManifest = { remotes: [], widgets: {} };
  for (const [widget, builds] of Object.entries(manifest)) {
    const files = Object.fromEntries(
      Object.entries(builds).map(([flavour, { name, entry, classic }]) => [flavour, { name, entry, classic }]),
    ) as Record<Flavour, RemoteFiles>;
    let index = packed.remotes.findIndex((remote) => JSON.stringify(remote) === JSON.stringify(files));
    if (index < 0) index = packed.remotes.push(files) - 1;
    packed.widgets[widget] = index;
  }
  return packed;
}

/** Where one widget's code is in one build, or undefined when the manifest has no such widget or build. */
export function locate(packed: PackedManifest, widget: string, flavour: Flavour): RemoteLocation | undefined {
  const files = Object.hasOwn(packed.widgets, widget) ? packed.remotes[packed.widgets[widget]!]?.[flavour] : undefined;
  return files && { ...files, expose: exposeOf(widget) };
}
