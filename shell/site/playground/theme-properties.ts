// The public theme (README "Theming"): the --katkin-* custom properties a host sets on a
// placeholder or an ancestor, which shared/ui/base.css reads with our brand's values as defaults
// (theme-properties.test.ts holds this list and that file together). The playground's Theme tab
// offers each, its deep link carries them and its embed code writes them; all three take a
// property only through themeEntryProblem, as a link is untrusted.
import { quoted } from '../quoted.ts';

export type ThemeKind = 'colour' | 'length' | 'font';

export interface ThemeProperty {
  name: string;
  kind: ThemeKind;
  /** Our brand's value (base.css's default); undefined: the host's, inherited. */
  brand?: string;
  /** What it colours or sets (the README's table, shortened). */
  sets: string;
}

export const THEME_PROPERTIES: readonly ThemeProperty[] = [
  { name: '--katkin-font-family', kind: 'font', sets: 'every text of the widget' },
  { name: '--katkin-color-text', kind: 'colour', brand: '#1b1b1b', sets: 'text, and text on our surfaces' },
  { name: '--katkin-color-background', kind: 'colour', brand: '#fff', sets: 'fields, panels, cards, dialogs, bars' },
  { name: '--katkin-color-primary', kind: 'colour', brand: '#1d4d3a', sets: 'main buttons, links, a chosen option, stars, ticks' },
  { name: '--katkin-color-primary-contrast', kind: 'colour', brand: '#fff', sets: 'text on the primary colour' },
  { name: '--katkin-color-primary-subtle', kind: 'colour', brand: '#e6f0eb', sets: 'the pale panel behind a result' },
  { name: '--katkin-color-error', kind: 'colour', brand: '#a4161a', sets: 'error messages and their box' },
  { name: '--katkin-color-border', kind: 'colour', brand: '#6b6b6b', sets: 'borders of fields, panels and carousels' },
  { name: '--katkin-color-focus', kind: 'colour', brand: '#1a5fb4', sets: 'the keyboard focus ring' },
  { name: '--katkin-color-tag', kind: 'colour', brand: '#ffd6e4', sets: "the tag on product and offer cards ('50% off')" },
  { name: '--katkin-color-tag-text', kind: 'colour', brand: '#6b0f33', sets: 'text on the tag' },
  { name: '--katkin-radius', kind: 'length', brand: '8px', sets: 'corners of buttons, fields, panels, cards' },
];

export type ThemeEntry = [name: string, value: string];

/** Longer is a paste gone wrong: the longest sensible value, a font list, is a tenth of it. */
const MAX_VALUE_LENGTH = 200;
/** What could end the declaration, the rule or the embed code's <style> element, or the line of
 * the React code's comment the rule is written in (JavaScript ends a line at U+2028 and U+2029 too). */
const UNSAFE = /[;{}<>\\]|\/\*|[\u0000-\u001f\u007f\u2028\u2029]/;

export function themeProperty(name: string): ThemeProperty | undefined {
  return THEME_PROPERTIES.find((property) => property.name === name);
}

/** Whether every quote is closed and every bracket too: CSS closes what is left open at the end of
 * the value, so the browser takes it, but in the embed code's rule it swallows what follows. */
function balanced(value: string): boolean {
  const open: string[] = [];
  let quote: string | undefined;
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') open.push(char === '(' ? ')' : ']');
    else if ((char === ')' || char === ']') && open.pop() !== char) return false;
  }
  return quote === undefined && open.length === 0;
}

/** Why this entry cannot be part of a theme, or undefined: the checks that need no browser. */
export function themeEntryProblem([name, value]: ThemeEntry): string | undefined {
  if (!themeProperty(name)) return `${quoted(name)} is not one of the theme's custom properties`;
  // An empty value in a link is most often a "#" written as it is: it starts the link's fragment.
  if (value.trim() === '') return `${name} has no value (in a link, a colour's # is written %23)`;
  if (value.length > MAX_VALUE_LENGTH) return `${name}'s value is longer than ${MAX_VALUE_LENGTH} characters`;
  if (UNSAFE.test(value)) return `${name}'s value holds a character a CSS value here cannot: ; { } < > \\ or a comment`;
  if (!balanced(value)) return `${name}'s value leaves a quote or a bracket open`;
  return undefined;
}
