// The contrast a theme gives its pairs (README "Theming": which colour sits on which, and the
// ratio WCAG 2.2 AA asks of each), so the playground can say which pair of a theme being tried
// falls short before a host ships it. Colours arrive as sRGB bytes: the browser resolves them.
export type Rgb = readonly [red: number, green: number, blue: number];

/** WCAG 2.2's relative luminance of an sRGB colour. */
function relativeLuminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((byte) => {
    const channel = byte / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(one: Rgb, other: Rgb): number {
  const [light, dark] = [relativeLuminance(one), relativeLuminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

interface ContrastPair {
  fore: string;
  /** A property, or a colour of ours that no property sets. */
  back: string;
  /** How a message names `back` when it is not a property. */
  backWords?: string;
  /** 4.5 for text (1.4.3), 3 for borders and the focus ring (1.4.11). */
  minimum: number;
}

const TEXT = 4.5;
const NON_TEXT = 3;
// README "Theming": which colour sits on which.
const PAIRS: readonly ContrastPair[] = [
  { fore: '--katkin-color-text', back: '--katkin-color-background', minimum: TEXT },
  { fore: '--katkin-color-text', back: '--katkin-color-primary-subtle', minimum: TEXT },
  { fore: '--katkin-color-primary', back: '--katkin-color-background', minimum: TEXT },
  { fore: '--katkin-color-primary-contrast', back: '--katkin-color-primary', minimum: TEXT },
  { fore: '--katkin-color-error', back: '--katkin-color-background', minimum: TEXT },
  // The error box's pink is ours alone (shared/ui/base.css, .katkin-error-box).
  { fore: '--katkin-color-error', back: '#fff5f5', backWords: "the error box's #fff5f5", minimum: TEXT },
  { fore: '--katkin-color-tag-text', back: '--katkin-color-tag', minimum: TEXT },
  { fore: '--katkin-color-border', back: '--katkin-color-background', minimum: NON_TEXT },
  { fore: '--katkin-color-focus', back: '--katkin-color-background', minimum: NON_TEXT },
];

/** A ratio as WCAG tools show it, cut (not rounded) so 4.47 never reads as 4.5. */
function shown(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`;
}

/**
 * Each pair under its minimum, in words. `measure` gives a pair's two colours as painted, the back
 * one on white and the fore one on it (so a see-through colour counts what shows through), or the
 * name of a colour it cannot measure.
 */
export function contrastProblems(measure: (fore: string, back: string) => [Rgb, Rgb] | string): string[] {
  return PAIRS.flatMap(({ fore, back, backWords = back, minimum }) => {
    const measured = measure(fore, back);
    if (typeof measured === 'string') return [`${fore} on ${backWords} is not checked: the playground cannot measure ${measured}.`];
    const ratio = contrastRatio(...measured);
    const asks = minimum === TEXT ? 'of text' : 'of borders and focus rings';
    return ratio < minimum ? [`${fore} on ${backWords} is ${shown(ratio)}: WCAG 2.2 AA asks ${shown(minimum)} ${asks}.`] : [];
  });
}
