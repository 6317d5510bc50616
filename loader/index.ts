// dist/loader.js: the only file a host page names.
import { boot } from './boot.ts';
import type { RemoteManifest } from './remote-loader.ts';

declare const __KATKIN_REMOTES__: RemoteManifest;

boot(__KATKIN_REMOTES__);
