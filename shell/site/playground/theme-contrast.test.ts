import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio, type Rgb } from './theme-contrast.ts';

const hex = (value: string): Rgb => [1, 3, 5].map((start) => parseInt(value.slice(start, start + 2), 16)) as unknown as Rgb;

describe('contrastRatio (WCAG 2.2)', () => {
  it('gives the ratios WCAG tools give', () => {
    expect(contrastRatio(hex('#000000'), hex('#ffffff'))).toBe(21);
    expect(contrastRatio(hex('#ffffff'), hex('#ffffff'))).toBe(1);
    // The grey commonly quoted as the lightest that passes on white, and the next one, which fails.
    expect(contrastRatio(hex('#767676'), hex('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(hex('#777777'), hex('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(hex('#ffffff'), hex('#777777'))).toBeCloseTo(4.48, 2);
  });
});

describe('contrastProblems', () => {
  const brand: Record<string, string> = {
    '--katkin-color-text': '#1b1b1b',
    '--katkin-color-background': '#ffffff',
    '--katkin-color-primary': '#1d4d3a',
    '--katkin-color-primary-contrast': '#ffffff',
    '--katkin-color-primary-subtle': '#e6f0eb',
    '--katkin-color-error': '#a4161a',
    '--katkin-color-border': '#6b6b6b',
    '--katkin-color-focus': '#1a5fb4',
    '--katkin-color-tag': '#ffd6e4',
    '--katkin-color-tag-text': '#6b0f33',
  };
  /** Measures as the Theme tab does, for opaque colours: a property's colour, or a colour of ours as it is. */
  const theme = (changes: Record<string, string>) => (fore: string, back: string): [Rgb, Rgb] => {
    const colours: Record<string, string> = { ...brand, ...changes };
    return [hex(colours[fore] ?? fore), hex(colours[back] ?? back)];
  };

  it('finds no problem in our brand', () => {
    expect(contrastProblems(theme({}))).toEqual([]);
  });

  it('names each pair under AA with its ratio, cut rather than rounded up', () => {
    expect(contrastProblems(theme({ '--katkin-color-primary': '#777777', '--katkin-color-border': '#aaaaaa' }))).toEqual([
      '--katkin-color-primary on --katkin-color-background is 4.4:1: WCAG 2.2 AA asks 4.5:1 of text.',
      '--katkin-color-primary-contrast on --katkin-color-primary is 4.4:1: WCAG 2.2 AA asks 4.5:1 of text.',
      '--katkin-color-border on --katkin-color-background is 2.3:1: WCAG 2.2 AA asks 3:1 of borders and focus rings.',
    ]);
  });

  it('checks text on the pale result panel and on the tag', () => {
    expect(contrastProblems(theme({ '--katkin-color-primary-subtle': '#555555', '--katkin-color-tag-text': '#ffb0c8' }))).toEqual([
      '--katkin-color-text on --katkin-color-primary-subtle is 2.3:1: WCAG 2.2 AA asks 4.5:1 of text.',
      '--katkin-color-tag-text on --katkin-color-tag is 1.3:1: WCAG 2.2 AA asks 4.5:1 of text.',
    ]);
  });

  it("checks the error colour on the error box's own pink too, where it loses about 7%", () => {
    expect(contrastProblems(theme({ '--katkin-color-error': '#767676' }))).toEqual([
      "--katkin-color-error on the error box's #fff5f5 is 4.2:1: WCAG 2.2 AA asks 4.5:1 of text.",
    ]);
  });

  it('says which pairs it could not check, naming the colour it could not measure', () => {
    const measure = (fore: string, back: string) => ([fore, back].includes('--katkin-color-primary') ? '"light-dark(red, blue)"' : theme({})(fore, back));
    expect(contrastProblems(measure)).toEqual([
      '--katkin-color-primary on --katkin-color-background is not checked: the playground cannot measure "light-dark(red, blue)".',
      '--katkin-color-primary-contrast on --katkin-color-primary is not checked: the playground cannot measure "light-dark(red, blue)".',
    ]);
  });
});
