import { describe, expect, it } from 'vitest';
import { embedCode } from './embed-code.ts';

const origins = { dist: 'http://127.0.0.1:4200', api: 'http://127.0.0.1:4100', site: 'http://127.0.0.1:4300', build: 'preact' as const };

describe('embedCode', () => {
  it('gives the loader tag with the page origins and the placeholder with its attributes and JSON', () => {
    const code = embedCode(origins, { widget: 'carousel', attributes: [['data-kind', 'message']], json: '{"slides": [{"text": "Hi"}]}', width: 390, theme: [] });
    expect(code).toBe(
      '<script async src="http://127.0.0.1:4200/loader.js" data-api-base="http://127.0.0.1:4100" data-site-base="http://127.0.0.1:4300"></script>\n' +
        '<div data-katkin-widget="carousel" data-kind="message"><script type="application/json">{"slides": [{"text": "Hi"}]}</script></div>\n',
    );
  });

  it('names the React build only when it is chosen, and leaves the JSON child out when there is none', () => {
    expect(embedCode({ ...origins, build: 'react' }, { widget: 'batch-lookup', attributes: [], json: '', width: 800, theme: [] })).toBe(
      '<script async src="http://127.0.0.1:4200/loader.js" data-api-base="http://127.0.0.1:4100" data-site-base="http://127.0.0.1:4300" data-build="react"></script>\n' +
        '<div data-katkin-widget="batch-lookup"></div>\n',
    );
  });

  it('escapes attribute values so they cannot close the attribute or the tag', () => {
    const code = embedCode(origins, { widget: 'pre-cancellation', attributes: [['data-support-email', '"><img src=x onerror=alert(1)> & co']], json: '', width: 800, theme: [] });
    expect(code).toContain('<div data-katkin-widget="pre-cancellation" data-support-email="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; co"></div>');
  });

  it('leaves out attribute names that are not data-* options (a handler, the widget name)', () => {
    const code = embedCode(origins, {
      widget: 'tooltip',
      attributes: [['onclick', 'alert(1)'], ['data-katkin-widget', 'batch-lookup'], ['data-x" onload="y', '1'], ['data-ok', '1']],
      json: '',
      width: 800,
      theme: [],
    });
    expect(code).toContain('<div data-katkin-widget="tooltip" data-ok="1"></div>');
  });

  it('keeps </script> and <!-- inside the JSON from ending the script element, reading back as the same JSON', () => {
    const json = '{"text": "</script><script>alert(1)</script> </SCRIPT > <!--<script>"}';
    const code = embedCode(origins, { widget: 'tooltip', attributes: [], json, width: 800, theme: [] });
    expect(code).toContain(
      '<script type="application/json">{"text": "\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u003c/SCRIPT \\u003e \\u003c!--\\u003cscript\\u003e"}</script>',
    );
    expect(code.match(/<\/script/gi)).toHaveLength(2); // the loader tag's and the JSON child's own
    const child = /<script type="application\/json">(.*)<\/script>/.exec(code)![1]!;
    expect(JSON.parse(child)).toEqual(JSON.parse(json));
  });

  it('writes the theme as a rule for every placeholder, before the placeholder, leaving out what could end the rule', () => {
    const theme: [string, string][] = [
      ['--katkin-color-primary', '#5b2a86'],
      ['--katkin-font-family', '"Times New Roman", serif'],
      ['--katkin-color-error', 'red</style><script>alert(1)</script>'],
      ['--katkin-radius', '12px'],
    ];
    expect(embedCode(origins, { widget: 'batch-lookup', attributes: [], json: '', width: 800, theme })).toBe(
      '<script async src="http://127.0.0.1:4200/loader.js" data-api-base="http://127.0.0.1:4100" data-site-base="http://127.0.0.1:4300"></script>\n' +
        '<style>\n  [data-katkin-widget] {\n    --katkin-color-primary: #5b2a86;\n    --katkin-font-family: "Times New Roman", serif;\n    --katkin-radius: 12px;\n  }\n</style>\n' +
        '<div data-katkin-widget="batch-lookup"></div>\n',
    );
  });
});
