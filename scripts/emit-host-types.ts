// npm run build, last step: writes <KATKIN_DIST>/katkin.d.ts, the typed window.katkin for hosts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostTypes } from './host-types.ts';
import { distDir } from './dist-dir.ts';

mkdirSync(distDir, { recursive: true });
writeFileSync(path.join(distDir, 'katkin.d.ts'), hostTypes());
console.info(`katkin.d.ts written to ${distDir}`);
