import { describe, expect, it } from 'vitest';
import { decodeState, decodeTheme, encodeState } from './url-state.ts';

const widgets = ['carousel', 'trust-rating', 'tooltip'];

describe('encodeState / decodeState', () => {
  it('round-trips the widget, attributes in order, JSON and width, keeping the build', () => {
    const state = { widget: 'carousel', attributes: [['data-kind', 'a=b & c'], ['data-x', '']] as [string, string][], json: '{"slides": []}', width: 390 as const };
    const search = encodeState({ ...state, theme: [] }, '?build=react&widget=old&json=old&theme=--katkin-radius%3A0');
    expect(search).toBe('?build=react&widget=carousel&attr=data-kind%3Da%3Db+%26+c&attr=data-x%3D&json=%7B%22slides%22%3A+%5B%5D%7D&width=390');
    expect(decodeState(search, widgets)).toEqual({ state, problems: [] });
  });

  it('writes an empty JSON into the link when there is none, and reads that back as none', () => {
    const search = encodeState({ widget: 'trust-rating', attributes: [], json: '', width: 1300, theme: [] }, '');
    expect(search).toBe('?widget=trust-rating&json=&width=1300');
    expect(decodeState(search, widgets)).toEqual({ state: { widget: 'trust-rating', attributes: [], json: '', width: 1300 }, problems: [] });
  });

  it('reads a link that names only the widget (no attr, no json) as its first example', () => {
    expect(decodeState('?widget=carousel&width=390', widgets)).toEqual({
      state: { widget: 'carousel', attributes: [], json: '', width: 390 },
      widgetOnly: true,
      problems: [],
    });
  });

  it('starts from an example when the link names no widget, at the width it asks for', () => {
    expect(decodeState('?build=react', widgets)).toEqual({ width: 800, problems: [] });
    expect(decodeState('?width=390', widgets)).toEqual({ width: 390, problems: [] });
  });

  it('refuses a widget that is not here, with a message', () => {
    expect(decodeState('?widget=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', widgets)).toEqual({
      width: 800,
      problems: ['The link\'s widget "<img src=x onerror=alert(1)>" is not one of the widgets here: the first example is shown instead.'],
    });
  });

  it('for a widget that is not here, still says what else it leaves out: its attributes and JSON, a width not offered', () => {
    expect(decodeState('?widget=nope&width=555&attr=foo%3D1&json=%7B%7D', widgets)).toEqual({
      width: 800,
      problems: [
        'The link\'s widget "nope" is not one of the widgets here: the first example is shown instead, without the link\'s attributes and JSON (they were for that widget).',
        'The link\'s width "555" is not one of 390, 800, 1300: 800 is used.',
      ],
    });
  });

  it('leaves out hostile or reserved attribute names and a repeated one, each with a message', () => {
    const decoded = decodeState(
      '?widget=tooltip&attr=onclick%3Dalert(1)&attr=data-katkin-widget%3Dbatch-lookup&attr=style%3Dcolor:red&attr=data-a%22%3E%3D1&attr=data-ok%3D1&attr=data-ok%3D2',
      widgets,
    );
    expect(decoded.state?.attributes).toEqual([['data-ok', '1']]);
    expect(decoded.problems).toEqual([
      'The link\'s attribute "onclick" was left out: an option attribute is data- followed by lower-case letters, digits and single hyphens.',
      'The link\'s attribute "data-katkin-widget" was left out: data-katkin-widget is set by the playground itself.',
      'The link\'s attribute "style" was left out: an option attribute is data- followed by lower-case letters, digits and single hyphens.',
      'The link\'s attribute "data-a\\">" was left out: an option attribute is data- followed by lower-case letters, digits and single hyphens.',
      'The link gives data-ok twice: the first is used.',
    ]);
  });

  it('keeps JSON that is not JSON or holds markup as plain text (the editor reports it; nothing parses it as HTML)', () => {
    const json = '</script><script>alert(1)</script>';
    expect(decodeState(`?widget=tooltip&json=${encodeURIComponent(json)}`, widgets).state?.json).toBe(json);
  });

  it('uses 800 px for a width that is not one of the three, with a message', () => {
    expect(decodeState('?widget=tooltip&json=&width=99999', widgets)).toEqual({
      state: { widget: 'tooltip', attributes: [], json: '', width: 800 },
      problems: ['The link\'s width "99999" is not one of 390, 800, 1300: 800 is used.'],
    });
  });

  it('cuts a flood of attributes to 40 and a long value in a message to 60 characters', () => {
    const many = Array.from({ length: 45 }, (_, i) => `attr=data-a${i}%3D1`).join('&');
    const decoded = decodeState(`?widget=tooltip&${many}&attr=${'x'.repeat(500)}`, widgets);
    expect(decoded.state?.attributes).toHaveLength(40);
    expect(decoded.problems).toEqual(['The link has 46 attributes: only the first 40 are used.']);
    const long = decodeState(`?widget=tooltip&attr=${'x'.repeat(500)}`, widgets).problems[0]!;
    expect(long).toBe(`The link's attribute "${'x'.repeat(57)}…" was left out: an option attribute is data- followed by lower-case letters, digits and single hyphens.`);
  });
});

describe('decodeTheme', () => {
  const decoded = (search: string) => {
    const problems: string[] = [];
    return { theme: decodeTheme(new URLSearchParams(search).getAll('theme'), problems), problems };
  };

  it('round-trips a theme through encodeState, with a colon or a # inside a value', () => {
    const theme: [string, string][] = [['--katkin-color-primary', '#5b2a86'], ['--katkin-color-text', 'rgb(0 0 0 / 50%)'], ['--katkin-font-family', '"Times New Roman", serif']];
    const search = encodeState({ widget: 'tooltip', attributes: [], json: '', width: 800, theme }, '?theme=--katkin-radius%3A0');
    expect(search).toBe(
      '?widget=tooltip&json=&width=800&theme=--katkin-color-primary%3A%235b2a86&theme=--katkin-color-text%3Argb%280+0+0+%2F+50%25%29&theme=--katkin-font-family%3A%22Times+New+Roman%22%2C+serif',
    );
    expect(decoded(search)).toEqual({ theme, problems: [] });
    expect(decoded('?theme=--katkin-radius%3A%2012px%20&theme=--katkin-color-focus%3Aa%3Ab')).toEqual({
      theme: [['--katkin-radius', '12px'], ['--katkin-color-focus', 'a:b']],
      problems: [],
    });
  });

  it('leaves out what is not the theme\'s, could end the rule, leaves a quote open or has no value, each with a message; repeats are the browser check\'s', () => {
    expect(decoded(`?theme=color%3Ared&theme=--katkin-color-primary%3Ared%3B%20x%3A1&theme=--katkin-font-family%3A%22Times&theme=--katkin-color-tag&theme=--katkin-radius%3A4px&theme=--katkin-radius%3A9px&theme=${'x'.repeat(300)}%3A1`)).toEqual({
      theme: [['--katkin-radius', '4px'], ['--katkin-radius', '9px']],
      problems: [
        'The link\'s theme value "color:red" was left out: "color" is not one of the theme\'s custom properties.',
        'The link\'s theme value "--katkin-color-primary:red; x:1" was left out: --katkin-color-primary\'s value holds a character a CSS value here cannot: ; { } < > \\ or a comment.',
        'The link\'s theme value "--katkin-font-family:\\"Times" was left out: --katkin-font-family\'s value leaves a quote or a bracket open.',
        'The link\'s theme value "--katkin-color-tag" was left out: --katkin-color-tag has no value (in a link, a colour\'s # is written %23).',
        `The link's theme value "${'x'.repeat(57)}…" was left out: "${'x'.repeat(57)}…" is not one of the theme's custom properties.`,
      ],
    });
  });

  it('takes at most as many values as there are properties: a flood is cut to 12', () => {
    const many = Array.from({ length: 30 }, () => 'theme=--katkin-radius%3A1px').join('&');
    const { theme, problems } = decoded(`?${many}`);
    expect(theme).toHaveLength(12);
    expect(problems).toEqual(['The link has 30 theme values: only the first 12 are used.']);
  });
});
