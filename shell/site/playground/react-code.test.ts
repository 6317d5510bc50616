import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { optionAttributeName } from '../../../loader/react/option-attributes.ts';
import { reactCode } from './react-code.ts';

const origins = { dist: 'http://127.0.0.1:4200', api: 'http://127.0.0.1:4100', site: 'http://127.0.0.1:4300', build: 'preact' as const };
const LOADER = '// <script async src="http://127.0.0.1:4200/loader.js" data-api-base="http://127.0.0.1:4100" data-site-base="http://127.0.0.1:4300"></script>';

/** The code reactCode gives: the loader tag's comment, any other comment lines, the import and the element's lines. */
const expected = (comments: string[], element: string[]) => ({
  code: ['// Once on the page (README "React host apps"):', LOADER, ...comments, "import { KatkinWidget } from '@katkin/react';", '', ...element, ''].join('\n'),
});

/** The code's syntax errors as TypeScript reads a .tsx file (none: it pastes into an app as it is). */
function syntaxErrors(code: string): string[] {
  const output = ts.transpileModule(code, { fileName: 'app.tsx', reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX } });
  return (output.diagnostics ?? []).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('reactCode', () => {
  it('gives <KatkinWidget> with the attributes as camelCase options and the JSON child as content, the loader tag as a comment', () => {
    const state = {
      widget: 'litter-trial',
      attributes: [['data-variant', 'date'], ['data-heading-level', '3']] as [string, string][],
      json: '{"title": "Try our litter", "card_footer": "<b>Small</b> print </script>"}',
      width: 800 as const,
      theme: [],
    };
    const result = reactCode(origins, state);
    expect(result).toEqual(
      expected(
        [],
        [
          '<KatkinWidget',
          '  name="litter-trial"',
          '  options={{ variant: "date", headingLevel: "3" }}',
          '  content={{',
          '    "title": "Try our litter",',
          '    "card_footer": "<b>Small</b> print </script>"',
          '  }}',
          '/>',
        ],
      ),
    );
    expect(syntaxErrors((result as { code: string }).code)).toEqual([]);
  });

  it('gives each attribute a key that @katkin/react writes as that attribute again', () => {
    const names = ['data-variant', 'data-heading-level', 'data-x-1', 'data-a1-b2', 'data-continue-to-path'];
    const result = reactCode(origins, { widget: 'tooltip', attributes: names.map((name): [string, string] => [name, '1']), json: '', width: 800, theme: [] });
    const keys = /options=\{\{ (.*) \}\}/.exec((result as { code: string }).code)![1]!.split(', ').map((pair) => JSON.parse(`[${pair.replace(/: "1"$/, '').replace(/^([a-zA-Z0-9]+)$/, '"$1"')}]`)[0] as string);
    expect(keys).toEqual(['variant', 'headingLevel', 'x-1', 'a1B2', 'continueToPath']);
    expect(keys.map(optionAttributeName)).toEqual(names);
  });

  it('keeps a name camelCase cannot say as its kebab-case key, and leaves out what is no option attribute', () => {
    const result = reactCode(origins, { widget: 'tooltip', attributes: [['data-x-1', 'a'], ['onclick', 'alert(1)'], ['data-katkin-widget', 'x'], ['data-form-id', '"q"']], json: '', width: 800, theme: [] });
    expect(result).toEqual(expected([], ['<KatkinWidget', '  name="tooltip"', '  options={{ "x-1": "a", formId: "\\"q\\"" }}', '/>']));
    expect(syntaxErrors((result as { code: string }).code)).toEqual([]);
  });

  it('gives the theme as a rule for the app stylesheet, in comments', () => {
    const result = reactCode(origins, { widget: 'batch-lookup', attributes: [], json: '', width: 800, theme: [['--katkin-radius', '12px']] });
    expect(result).toEqual(
      expected(
        ['// In the app\'s stylesheet (README "Theming"):', '// [data-katkin-widget] {', '//   --katkin-radius: 12px;', '// }'],
        ['<KatkinWidget', '  name="batch-lookup"', '/>'],
      ),
    );
  });

  it('gives JSON that is not an object as it is, as the embed code does: the component writes any JSON', () => {
    for (const [json, content] of [['[1, 2]', 'content={[\n    1,\n    2\n  ]}'], ['null', 'content={null}'], ['"text"', 'content={"text"}']]) {
      const result = reactCode(origins, { widget: 'tooltip', attributes: [], json: json!, width: 800, theme: [] });
      expect(result).toEqual(expected([], ['<KatkinWidget', '  name="tooltip"', `  ${content}`, '/>']));
      expect(syntaxErrors((result as { code: string }).code)).toEqual([]);
    }
  });

  it('says why there is no React code when the JSON child does not parse', () => {
    expect(reactCode(origins, { widget: 'tooltip', attributes: [], json: '{"text": ', width: 800, theme: [] })).toEqual({
      problem: 'The JSON child does not parse: the React code gives it as the content prop, parsed, so it must be JSON first.',
    });
  });
});
