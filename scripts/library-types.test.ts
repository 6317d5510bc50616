// The guard before a library's declarations are joined: a library reaches only what its row names,
// and its code runs without Node's globals.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARIES } from './libraries.ts';
import { librariesTypes } from './library-types.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('librariesTypes', () => {
  it('refuses a library that reaches a file its row does not name, naming the file', { timeout: 60_000 }, () => {
    const react = LIBRARIES.find((library) => library.name === 'react')!;
    // The component bundles shared/log.ts; a row without it must stop the build.
    expect(() => librariesTypes([{ ...react, reaches: ['shared/placeholder-markup.ts'] }])).toThrow(
      /loader\/react\/index\.ts may reach only its folder, shared\/katkin-api\.ts and shared\/placeholder-markup\.ts, react, but it reaches .*shared\/log\.ts/,
    );
  });

  it("refuses a library whose code uses one of Node's globals", { timeout: 60_000 }, () => {
    // Under the repository (.tmp/ is ignored), where the declarations' compiler options apply.
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    const dir = mkdtempSync(path.join(root, '.tmp', 'node-global-'));
    try {
      writeFileSync(path.join(dir, 'index.ts'), 'export const mode = (): string | undefined => process.env.MODE;\n');
      const entry = path.relative(root, path.join(dir, 'index.ts'));
      expect(() => librariesTypes([{ name: 'leak', packageName: '@katkin/leak', description: 'a test', entry, readme: 'README.md', external: [] }])).toThrow(/Compiled with errors/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
