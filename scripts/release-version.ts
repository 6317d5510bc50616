// The release's version: package.json's (contract section 7), the one source the loader's
// katkin.version, the packages and the generated type files take it from.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const RELEASE_VERSION = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string }).version;
