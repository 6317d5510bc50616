// The preact build's 'react' shared module names the React APIs our code uses, and no others: a
// name missing from it is undefined at run time in the preact build (the build cannot see through
// the shared module), and one nobody uses costs the page bytes. Its list must be exactly what the
// code imports from 'react' and 'react-dom', with what preact/compat/client (our 'react-dom/client')
// imports from compat and what preact/jsx-runtime takes from preact (through preact-shims/preact.js).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shim from './react.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Source files the builds bundle: not tests, not test helpers. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}testing${path.sep}`));
}

// import/export [type] <what> from '<module>', <what> a {list}, a default, a namespace or both
// (no words between, so prose in a comment that says "import of 'preact'" is not one).
const IMPORT_FROM = /\b(?:import|export)(?![\w$])\s*(type\s+)?([\w$]+\s*,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+)|\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+)\s*from\s*["']([^"']+)["']/g;

/**
 * The values (not types) a text imports or re-exports by name from `modules`, each once: our
 * sources and the packages' minified files ("import{options as r}from"preact"" gives options).
 * Any other import form from them is an error.
 */
function namedImports(text: string, modules: string[]): string[] {
  const names = new Set<string>();
  for (const [statement, typeOnly, list, from] of text.matchAll(IMPORT_FROM)) {
    if (!modules.includes(from!) || typeOnly) continue;
    const braces = /^\{([^}]*)\}$/.exec(list!.trim());
    if (!braces) throw new Error(`only named imports from ${from}: ${statement}`);
    for (const part of braces[1]!.split(',').map((name) => name.trim()).filter(Boolean)) {
      if (!part.startsWith('type ')) names.add(part.split(/\s+as\s+/)[0]!);
    }
  }
  return [...names];
}

describe("the preact build's 'react' module", () => {
  it('reads named value imports and skips types', () => {
    expect(namedImports("import { useId, type ReactNode, useState as s } from 'react';\nimport type { Ref } from 'react';\nimport { z } from 'zod';", ['react'])).toEqual(['useId', 'useState']);
    expect(() => namedImports("import React from 'react';", ['react'])).toThrow("only named imports from react: import React from 'react'");
  });

  it('names exactly the React APIs our code and preact/compat/client use, each of them in preact/compat', async () => {
    const used = new Set(['widgets', 'shared', 'loader'].flatMap(sources).flatMap((file) => namedImports(readFileSync(file, 'utf8'), ['react', 'react-dom'])));
    const client = readFileSync(path.join(root, 'node_modules/preact/compat/client.mjs'), 'utf8');
    for (const name of namedImports(client, ['preact/compat'])) used.add(name);
    const jsxRuntime = readFileSync(path.join(root, 'node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs'), 'utf8');
    for (const name of namedImports(jsxRuntime, ['preact'])) used.add(name);
    expect(Object.keys(shim).sort()).toEqual([...used].sort());
    const [compat, preact] = (await Promise.all([import('preact/compat'), import('preact')])) as Record<string, unknown>[];
    for (const name of Object.keys(shim)) expect(compat![name] ?? preact![name], name).toBeDefined();
  });

  it("hands preact/jsx-runtime exactly what it takes from 'preact'", () => {
    expect(namedImports('import{options as r,Fragment as t}from"preact";export{Fragment}from"preact";import{x}from"other"', ['preact'])).toEqual(['options', 'Fragment']);
    const jsxRuntime = readFileSync(path.join(root, 'node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs'), 'utf8');
    const handed = namedImports(readFileSync(path.join(root, 'shared/framework/preact-shims/preact.js'), 'utf8'), ['react']);
    expect(handed.sort()).toEqual(['Fragment', 'options']);
    expect(namedImports(jsxRuntime, ['preact']).sort()).toEqual(handed);
  });
});
