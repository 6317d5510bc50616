// Widget styles size with the text a widget inherits from its host (em), never with the host
// page's root (rem): a host using the 62.5% idiom (html { font-size: 62.5% }) would get fields,
// dialogs and headings at 10px-based sizes (tests/e2e/theming.spec.ts shows the em sizes).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const stylesheets = ['widgets', 'shared'].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(folder, file)),
);

describe('widget stylesheets', () => {
  it('are found', () => {
    expect(stylesheets).toContain(path.join('shared', 'ui', 'dialog.css'));
  });

  it.each(stylesheets)('%s uses no rem length', (file) => {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    const withRem = lines.filter((line) => /\d(\.\d+)?rem\b/.test(line)).map((line) => line.trim());
    expect(withRem).toEqual([]);
  });
});
