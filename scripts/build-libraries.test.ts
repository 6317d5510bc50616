// The React library as npm run build writes it: an ES module importing only React, that renders the
// contract's placeholder, and one declaration file that compiles on a host's machine with nothing
// but React's types beside it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibraries } from './build-libraries.ts';
import { LIBRARIES } from './libraries.ts';
import { LIBRARY_COMPILER_OPTIONS } from './library-types.ts';

// Under the repository, so that the host code below finds react and @types/react as a host's would.
const tmpRoot = path.resolve(import.meta.dirname, '../.tmp');
// rspack and TypeScript programs (the reach guard, dts-bundle-generator) on a shared machine.
const SLOW = 120_000;

const HOST_APP = `import { KatkinWidget, useKatkin, type KatkinEvent, type KatkinWidgetProps } from './index.js';

export function Shop({ go }: { go: (url: string) => void }) {
  const katkin = useKatkin();
  katkin.setAuth({ accessToken: 'abc' });
  katkin.setAuth(null);
  katkin.track('AddToCart', { contents: [{ id: 'TRAY', quantity: 1 }] });
  const onNavigate = (event: KatkinEvent<'katkin:navigate'>) => (event.preventDefault(), go(event.detail.url));
  const props: KatkinWidgetProps = { name: 'litter-trial', options: { variant: 'date', delay: 3, on: true, none: null } };
  // @ts-expect-error: track names are InitiateCheckout and AddToCart
  katkin.track('Purchase');
  // @ts-expect-error: the hook sends page-wide commands only; mount is the loader's
  katkin.mount(document.body);
  return (
    <main>
      <KatkinWidget {...props} content={{ title: 'T' }} onNavigate={onNavigate} onError={(event) => console.error(event.detail.code)} className="reserve" style={{ minHeight: '13rem' }} />
      {/* @ts-expect-error: a ready event has no url */}
      <KatkinWidget name="batch-lookup" onReady={(event) => go(event.detail.url)} />
      {/* @ts-expect-error: an option's value is text, a number or a boolean */}
      <KatkinWidget name="batch-lookup" options={{ list: ['a'] }} />
    </main>
  );
}
`;
const EXPECT_ERROR = /^\s*(\/\/|\{\/\*) @ts-expect-error/;

describe('dist/lib/react', () => {
  let dir: string;
  let js: string;
  let declarations: string;

  /** Compiles host code beside the built files, in a folder of their own; returns its errors and the files it reached. */
  function compileHost(code: string): { errors: { line: number; message: string }[]; reached: string[] } {
    writeFileSync(path.join(dir, 'shop.tsx'), code);
    const program = ts.createProgram([path.join(dir, 'shop.tsx')], { ...LIBRARY_COMPILER_OPTIONS, noEmit: true });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ({
      line: d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : -1,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
    const reached = program.getSourceFiles().filter((file) => !program.isSourceFileDefaultLibrary(file)).map((file) => file.fileName);
    return { errors, reached };
  }

  beforeAll(async () => {
    mkdirSync(tmpRoot, { recursive: true });
    const distDir = mkdtempSync(path.join(tmpRoot, 'libraries-'));
    [dir] = (await buildLibraries([LIBRARIES.find((library) => library.name === 'react')!], distDir)) as [string];
    js = readFileSync(path.join(dir, 'index.js'), 'utf8');
    declarations = readFileSync(path.join(dir, 'index.d.ts'), 'utf8');
  }, SLOW);
  afterAll(() => rmSync(path.dirname(path.dirname(dir)), { recursive: true, force: true }));

  it('is an ES module that imports React and nothing else, and exports the component and the hook', () => {
    const imported = [...js.matchAll(/\bimport\s*(?:[^'"]*?from\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']/g)].map((m) => m[1] ?? m[2]);
    expect([...new Set(imported)].sort()).toEqual(['react', 'react/jsx-runtime']);
    expect(js).not.toMatch(/\brequire\(|__webpack_require__|__rspack/);
    expect(/export\s*\{([^}]*)\}\s*;?\s*$/.exec(js)![1]!.split(',').map((name) => name.trim().split(/\s+as\s+/).pop()).sort()).toEqual(['KatkinWidget', 'useKatkin']);
  });

  it('renders the placeholder of the contract, its content escaped inside the JSON child', async () => {
    const { KatkinWidget } = (await import(pathToFileURL(path.join(dir, 'index.js')).href)) as typeof import('../loader/react/index.ts');
    const markup = renderToStaticMarkup(
      createElement(KatkinWidget, { name: 'litter-trial', options: { variant: 'date', continue_to_path: '/checkout' }, content: { title: '</script>' }, className: 'reserve' }),
    );
    expect(markup).toBe(
      '<div class="reserve" data-katkin-widget="litter-trial" data-variant="date" data-continue-to-path="/checkout"><script type="application/json">{"title":"\\u003c/script\\u003e"}</script></div>',
    );
  });

  it('declares the same exports in one file that reaches nothing but React\'s types, without a second window.katkin', { timeout: SLOW }, () => {
    expect(declarations).not.toMatch(/declare global|\/\/\/\s*<reference/);
    expect([...declarations.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1])).toEqual(['react']);
    expect([...declarations.matchAll(/^export declare function (\w+)/gm)].map((m) => m[1]).sort()).toEqual(['KatkinWidget', 'useKatkin']);
    const { errors, reached } = compileHost(HOST_APP);
    expect(errors).toEqual([]);
    expect(reached.filter((file) => !/\/node_modules\/(@types\/react|csstype)\//.test(file)).map((file) => path.basename(file)).sort()).toEqual(['index.d.ts', 'shop.tsx']);
  });

  it('rejects each misuse the host app marks, and only those', { timeout: SLOW }, () => {
    const lines = HOST_APP.split('\n');
    const marked = lines.flatMap((line, index) => (EXPECT_ERROR.test(line) ? [index + 2] : []));
    const unmarked = lines.map((line) => (EXPECT_ERROR.test(line) ? '' : line)).join('\n');
    expect(marked).toHaveLength(4);
    expect([...new Set(compileHost(unmarked).errors.map((error) => error.line))]).toEqual(marked);
  });
});
