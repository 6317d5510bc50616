// dist/loader.js: the only file a host page names.
import { boot } from './boot.ts';
import type { PackedManifest } from './remote-manifest.ts';

declare const __KATKIN_REMOTES__: PackedManifest;
// package.json's version, written in by the build (rspack.config.ts): katkin.version.
declare const __KATKIN_VERSION__: string;

// The loader's lazy parts (loader/parts.ts), name -> content hash of its file, written in by the build.
declare const __KATKIN_PARTS__: Record<string, string>;

boot(__KATKIN_REMOTES__, __KATKIN_VERSION__, __KATKIN_PARTS__);
