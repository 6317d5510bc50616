import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { requireBuild } from './dist-dir.ts';

describe('requireBuild', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'katkin-dist-'));
  afterEach(() => rmSync(path.join(dir, 'loader.js'), { force: true }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the command, the folder and the fix when the folder holds no loader.js', () => {
    expect(() => requireBuild('npm run budgets', dir)).toThrow(
      `npm run budgets: ${dir} holds no build (no loader.js): run npm run build first (npm test and npm start build it themselves)`,
    );
    expect(() => requireBuild('npm run bench', path.join(dir, 'missing'))).toThrow(`npm run bench: ${path.join(dir, 'missing')} holds no build`);
  });

  it('passes a folder with a loader.js', () => {
    writeFileSync(path.join(dir, 'loader.js'), '');
    expect(() => requireBuild('npm run budgets', dir)).not.toThrow();
  });
});
