// dist/loader.js: the only file a host page names.
import { boot } from './boot.ts';
import type { PackedManifest } from './remote-manifest.ts';

declare const __KATKIN_REMOTES__: PackedManifest;

boot(__KATKIN_REMOTES__);
