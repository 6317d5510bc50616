// Every console message of ours starts with "katkin: " and names the widget, or the part that is
// not a widget ("loader", the API client's "api"), so a host reading its console (or its error
// monitoring) knows whose it is. A literal check of the source: each console call in loader/,
// shared/ and widgets/ (tests aside) must pass its message as a string starting "katkin: <name>: ",
// where the name is written out or is a variable holding the widget's name. Messages built elsewhere (`${message}`,
// `${warning}`, `${problem}`) get their name where they are built, and tests there compare them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const NAMED = /^console\.(?:error|warn|info|log|debug)\(\s*['`]katkin: (?:[a-z][a-z-]*: |\$\{(?:widget|record\.widget|owner|logAs)\}: |\$\{(?:message|warning|problem)\}[`)\s])/;

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('testing'))
    .map((file) => path.join(folder, file));
}

/** Each use of `console` in code (comments that mention the console are prose), as "file:line: code". */
function consoleUses(file: string): { where: string; code: string }[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/\bconsole\s*[.[][^\n]*/g)]
    .filter((match) => !/^\s*(\/\/|\*)/.test(text.slice(text.lastIndexOf('\n', match.index) + 1, match.index)))
    .map((match) => ({ where: `${file}:${text.slice(0, match.index).split('\n').length}`, code: match[0] }));
}

describe('console messages', () => {
  const uses = ['loader', 'shared', 'widgets'].flatMap(sources).flatMap(consoleUses);

  it('finds the console calls it checks', () => {
    const files = new Set(uses.map((use) => use.where.split(':')[0]));
    for (const file of ['loader/mount-manager.ts', 'loader/global-api.ts', 'shared/ui/use-lookup.ts', 'widgets/tracking/capi-api.ts']) {
      expect(files).toContain(file);
    }
    expect(uses.length).toBeGreaterThan(15);
  });

  it('each starts "katkin: " and names the widget or "loader"', () => {
    expect(uses.filter((use) => !NAMED.test(use.code)).map((use) => `${use.where}: ${use.code}`)).toEqual([]);
  });

  it('the check rejects a message that names no one', () => {
    expect(NAMED.test("console.error('katkin: push expects an array')")).toBe(false);
    expect(NAMED.test('console.warn(`cookies are blocked`)')).toBe(false);
    expect(NAMED.test('console.error(`katkin: ${name} failed`)')).toBe(false);
    expect(NAMED.test("console.error('katkin: batch-lookup: the batch lookup failed:', error)")).toBe(true);
  });
});
