import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_PROPERTIES, themeEntryProblem } from './theme-properties.ts';

// README "Theming": the public properties and our brand's values (undefined: the host's, inherited).
const README_THEME: [string, string | undefined][] = [
  ['--katkin-font-family', undefined],
  ['--katkin-color-text', '#1b1b1b'],
  ['--katkin-color-background', '#fff'],
  ['--katkin-color-primary', '#1d4d3a'],
  ['--katkin-color-primary-contrast', '#fff'],
  ['--katkin-color-primary-subtle', '#e6f0eb'],
  ['--katkin-color-error', '#a4161a'],
  ['--katkin-color-border', '#6b6b6b'],
  ['--katkin-color-focus', '#1a5fb4'],
  ['--katkin-color-tag', '#ffd6e4'],
  ['--katkin-color-tag-text', '#6b0f33'],
  ['--katkin-radius', '8px'],
];

/** Each --katkin-* property base.css reads, with the default its first var() with one falls back to
 * (the text's later #222 is the fields' own shade, README "Theming"). */
function readByBaseCss(): [string, string | undefined][] {
  const css = readFileSync(new URL('../../../shared/ui/base.css', import.meta.url), 'utf8');
  const found = new Map<string, string | undefined>();
  for (const [, name, fallback] of css.matchAll(/var\((--katkin-[a-z-]+)(?:,\s*([^)]+))?\)/g)) found.set(name!, found.get(name!) ?? fallback);
  return [...found];
}

describe('THEME_PROPERTIES', () => {
  it("lists the README's properties with our brand's values, in its order", () => {
    expect(THEME_PROPERTIES.map((property) => [property.name, property.brand])).toEqual(README_THEME);
  });

  it('are the properties the widgets read, with the same defaults (shared/ui/base.css)', () => {
    expect(new Map(readByBaseCss())).toEqual(new Map(README_THEME));
  });
});

describe('themeEntryProblem', () => {
  it('takes a known property with a value', () => {
    expect(themeEntryProblem(['--katkin-color-primary', '#5b2a86'])).toBeUndefined();
    expect(themeEntryProblem(['--katkin-font-family', '"Times New Roman", serif'])).toBeUndefined();
  });

  it('refuses a property that is not the theme’s, or no value', () => {
    expect(themeEntryProblem(['--katkin-cta-bar-height', '3em'])).toBe("--katkin-cta-bar-height is not one of the theme's custom properties");
    expect(themeEntryProblem(['color', 'red'])).toBe("color is not one of the theme's custom properties");
    expect(themeEntryProblem(['--katkin-radius', ' '])).toBe('--katkin-radius has no value');
  });

  it('refuses what could end the declaration, the rule or a <style> element', () => {
    const message = "--katkin-color-primary's value holds a character a CSS value here cannot: ; { } < > \\ or a comment";
    for (const value of ['red; color: blue', 'red } body { display: none', 'red</style><script>alert(1)</script>', 'red /* x', '\\3c', 'red\nblue']) {
      expect(themeEntryProblem(['--katkin-color-primary', value]), value).toBe(message);
    }
  });

  it('refuses a value longer than 200 characters', () => {
    expect(themeEntryProblem(['--katkin-font-family', 'a'.repeat(201)])).toBe("--katkin-font-family's value is longer than 200 characters");
    expect(themeEntryProblem(['--katkin-font-family', 'a'.repeat(200)])).toBeUndefined();
  });
});
