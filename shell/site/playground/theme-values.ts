// A theme's values as the browser takes them, for both pages that show one: the playground (its
// Theme tab and frame) and the all-widgets page, which applies the theme its link carries.
import { quoted } from '../quoted.ts';
import { THEME_PROPERTIES, themeEntryProblem, themeProperty, type ThemeEntry, type ThemeKind } from './theme-properties.ts';
import { decodeTheme } from './url-state.ts';

/** The property a value of each kind is checked against with CSS.supports. */
const PROBE: Record<ThemeKind, string> = { colour: 'color', length: 'border-radius', font: 'font-family' };
const KIND_WORDS: Record<ThemeKind, string> = { colour: 'a colour', length: 'a length', font: 'a list of fonts' };
/** Valid anywhere, so CSS.supports takes them, but they say nothing about the theme's look. */
const CSS_WIDE = /^\s*(inherit|initial|unset|revert|revert-layer)\s*$/i;

/** Why the browser cannot use this value (the checks a link gets, then the browser's own). */
export function themeValueProblem(entry: ThemeEntry): string | undefined {
  const [name, value] = entry;
  const early = themeEntryProblem(entry);
  if (early) return early;
  const kind = themeProperty(name)!.kind;
  // Taken by CSS.supports whatever they name, and what they name is the host page's, not this one's.
  const borrowed = /\b(var|env|attr)\(/i.exec(value)?.[1];
  if (borrowed) return `${name}: ${borrowed.toLowerCase()}() reads what your page has, which this page has not; give the value itself`;
  if (CSS_WIDE.test(value) || !CSS.supports(PROBE[kind], value)) return `${name}: ${quoted(value)} is not ${KIND_WORDS[kind]}`;
  return undefined;
}

/** A link's theme: the entries the browser can use, each property's first, and a sentence for
 * each entry left out (checked before repeats are, so `nope` then `red` gives red). */
export function linkedTheme(search: string): { theme: ThemeEntry[]; problems: string[] } {
  const problems: string[] = [];
  const theme: ThemeEntry[] = [];
  for (const entry of decodeTheme(new URLSearchParams(search).getAll('theme'), problems)) {
    const problem = themeValueProblem(entry);
    if (problem) problems.push(`The link's theme value for ${entry[0]} was left out: ${problem}.`);
    else if (theme.some(([seen]) => seen === entry[0])) problems.push(`The link gives ${entry[0]} twice: the first is used.`);
    else theme.push(entry);
  }
  return { theme, problems };
}

/** Sets the theme on an element, in place of the one before: custom properties inherit into each
 * widget under it. Through the CSSOM, which a strict CSP (style-src 'self') allows, unlike a style attribute. */
export function applyTheme(element: HTMLElement, theme: readonly ThemeEntry[]): void {
  THEME_PROPERTIES.forEach(({ name }) => element.style.removeProperty(name));
  theme.forEach(([name, value]) => element.style.setProperty(name, value));
}
