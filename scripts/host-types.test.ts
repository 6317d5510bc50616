import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_COMPILER_OPTIONS, hostTypes } from './host-types.ts';

const hostUsage = readFileSync(path.resolve(import.meta.dirname, '../tests/types/host-usage.ts'), 'utf8');
const EXPECT_ERROR = /^\s*\/\/ @ts-expect-error/;

// Compiling against lib.dom takes seconds on a busy machine.
const SLOW = 60_000;

describe('dist/katkin.d.ts', () => {
  let dir: string;
  let declarations: string;

  /** Compiles host code beside the emitted file in a folder of its own: no repository file can help. */
  function hostErrors(code: string): { line: number; message: string }[] {
    writeFileSync(path.join(dir, 'host.ts'), code);
    const program = ts.createProgram([path.join(dir, 'katkin.d.ts'), path.join(dir, 'host.ts')], {
      ...HOST_COMPILER_OPTIONS,
      noEmit: true,
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ({
      line: d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line : -1,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
  }

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'katkin-host-'));
    declarations = hostTypes();
    writeFileSync(path.join(dir, 'katkin.d.ts'), declarations);
  }, SLOW);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stands alone and declares the global', () => {
    expect(declarations).not.toMatch(/^\s*import\b|\bimport\(|\brequire\(|^\/\/\/\s*<reference/m);
    expect(declarations).toContain('var katkin: KatkinApi | KatkinQueue;');
  });

  it('accepts the host snippet and rejects each misuse it marks', { timeout: SLOW }, () => {
    expect(hostErrors(hostUsage)).toEqual([]);
    // Without the markers, exactly the marked lines fail: the clean compile above was not vacuous.
    const lines = hostUsage.split('\n');
    const marked = lines.flatMap((line, index) => (EXPECT_ERROR.test(line) ? [index + 1] : []));
    const unmarked = lines.map((line) => (EXPECT_ERROR.test(line) ? '' : line)).join('\n');
    expect(marked.length).toBeGreaterThanOrEqual(10);
    expect([...new Set(hostErrors(unmarked).map((error) => error.line))]).toEqual(marked);
  });

  it('refuses a source that imports other files', { timeout: SLOW }, () => {
    expect(() => hostTypes(path.resolve(import.meta.dirname, '../loader/events.ts'))).toThrow(/must stand alone, but it reaches .*katkin-api\.ts/);
  });
});
