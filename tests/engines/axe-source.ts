// axe-core as the host origin serves it to every flow's page (fixtures.ts), so a flow loads it
// with a <script src> that a strict CSP's script-src 'self' allows (a11y-checks.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const AXE_PATH = '/axe.min.js';
export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
