import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_PROPERTIES, themeEntryProblem } from './theme-properties.ts';

// README "Theming": the public properties, what kind of value each takes, and our brand's values
// (undefined: the host's, inherited).
const README_THEME: [string, string, string | undefined][] = [
  ['--katkin-font-family', 'font', undefined],
  ['--katkin-color-text', 'colour', '#1b1b1b'],
  ['--katkin-color-background', 'colour', '#fff'],
  ['--katkin-color-primary', 'colour', '#1d4d3a'],
  ['--katkin-color-primary-contrast', 'colour', '#fff'],
  ['--katkin-color-primary-subtle', 'colour', '#e6f0eb'],
  ['--katkin-color-error', 'colour', '#a4161a'],
  ['--katkin-color-border', 'colour', '#6b6b6b'],
  ['--katkin-color-focus', 'colour', '#1a5fb4'],
  ['--katkin-color-tag', 'colour', '#ffd6e4'],
  ['--katkin-color-tag-text', 'colour', '#6b0f33'],
  ['--katkin-radius', 'length', '8px'],
];
const repo = new URL('../../../', import.meta.url);

/** Each --katkin-* property a stylesheet reads, with the default its first var() with one falls back to. */
function readIn(file: URL, found = new Map<string, string | undefined>()): Map<string, string | undefined> {
  for (const [, name, fallback] of readFileSync(file, 'utf8').matchAll(/var\((--katkin-[a-z-]+)(?:,\s*([^)]+))?\)/g)) found.set(name!, found.get(name!) ?? fallback);
  return found;
}

describe('THEME_PROPERTIES', () => {
  it("lists the README's properties, each with its kind and our brand's value, in its order", () => {
    expect(THEME_PROPERTIES.map((property) => [property.name, property.kind, property.brand])).toEqual(README_THEME);
  });

  it('are the properties base.css reads, with the same defaults', () => {
    expect(readIn(new URL('shared/ui/base.css', repo))).toEqual(new Map(README_THEME.map(([name, , brand]) => [name, brand])));
  });

  it('are all any stylesheet reads, but the bar height a cta-bar publishes for a sticky-cta', () => {
    const found = new Map<string, string | undefined>();
    const sheets = ['widgets', 'shared'].flatMap((dir) =>
      readdirSync(new URL(`${dir}/`, repo), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css')).map((file) => `${dir}/${file}`),
    );
    sheets.forEach((file) => readIn(new URL(file, repo), found));
    expect([...found.keys()].sort()).toEqual([...README_THEME.map(([name]) => name), '--katkin-cta-bar-height'].sort());
  });
});

describe('themeEntryProblem', () => {
  it('takes a known property with a value', () => {
    expect(themeEntryProblem(['--katkin-color-primary', '#5b2a86'])).toBeUndefined();
    expect(themeEntryProblem(['--katkin-font-family', '"Times New Roman", serif'])).toBeUndefined();
  });

  it('refuses a property that is not the theme’s, or no value', () => {
    expect(themeEntryProblem(['--katkin-cta-bar-height', '3em'])).toBe('"--katkin-cta-bar-height" is not one of the theme\'s custom properties');
    expect(themeEntryProblem(['color', 'red'])).toBe('"color" is not one of the theme\'s custom properties');
    expect(themeEntryProblem(['--katkin-radius', ' '])).toBe("--katkin-radius has no value (in a link, a colour's # is written %23)");
  });

  it('refuses a quote or a bracket left open, which would swallow what follows it in the embed code', () => {
    for (const value of ['"Times New Roman, serif', "'Inter", 'rgb(0 0 0', 'rgb(0 0 0))', 'a]', '"a\'b']) {
      expect(themeEntryProblem(['--katkin-font-family', value]), value).toBe("--katkin-font-family's value leaves a quote or a bracket open");
    }
    for (const value of ['"Times New Roman", serif', "'Inter', \"Noto Sans\"", '"a(b"', 'rgb(0 0 0 / 50%)']) expect(themeEntryProblem(['--katkin-font-family', value]), value).toBeUndefined();
  });

  it('refuses what could end the declaration, the rule or a <style> element', () => {
    const message = "--katkin-color-primary's value holds a character a CSS value here cannot: ; { } < > \\ or a comment";
    // U+2028 and U+2029 end a line of JavaScript: in the React code's comment, what follows would be code.
    for (const value of ['red; color: blue', 'red } body { display: none', 'red</style><script>alert(1)</script>', 'red /* x', '\\3c', 'red\nblue', '"a\u2028alert(1)//"', '"a\u2029b"']) {
      expect(themeEntryProblem(['--katkin-color-primary', value]), value).toBe(message);
    }
  });

  it('refuses a value longer than 200 characters', () => {
    expect(themeEntryProblem(['--katkin-font-family', 'a'.repeat(201)])).toBe("--katkin-font-family's value is longer than 200 characters");
    expect(themeEntryProblem(['--katkin-font-family', 'a'.repeat(200)])).toBeUndefined();
  });
});
