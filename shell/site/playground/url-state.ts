// The playground's deep link: the query holds the widget, its attributes, its JSON, the frame
// width and the theme (next to the shell's own `build`), so opening the link reproduces the setup. A link is
// untrusted input: anything it holds that the playground cannot use is left out with a message
// saying what and why; nothing in it is ever parsed as HTML or run.
import { quoted } from '../quoted.ts';
import { attributeNameMessage } from './attribute-name.ts';
import { DEFAULT_WIDTH, FRAME_WIDTHS, type FrameWidth, type PlaygroundState } from './playground-state.ts';
import { THEME_PROPERTIES, themeEntryProblem, type ThemeEntry } from './theme-properties.ts';

const KEYS = ['widget', 'attr', 'json', 'width', 'theme'];
/** More would be a typo or an attack: no widget has a tenth of that many options. */
const MAX_ATTRIBUTES = 40;

/** The query for this state, keeping the parameters the playground does not own (build). */
export function encodeState(state: PlaygroundState, current: string): string {
  const params = new URLSearchParams(current);
  KEYS.forEach((key) => params.delete(key));
  params.set('widget', state.widget);
  state.attributes.forEach(([name, value]) => params.append('attr', `${name}=${value}`));
  // Written even when empty: a link without attr and json names only the widget (its first example).
  params.set('json', state.json);
  params.set('width', String(state.width));
  writeTheme(params, state.theme);
  return `?${params}`;
}

/** Puts a theme in a query, in place of the one there (`theme=--katkin-radius:12px`, one per property). */
export function writeTheme(params: URLSearchParams, theme: readonly ThemeEntry[]): void {
  params.delete('theme');
  theme.forEach(([name, value]) => params.append('theme', `${name}:${value}`));
}

export interface DecodedState {
  /** Undefined when the link names no widget (or one that is not here): start from an example. */
  state?: Omit<PlaygroundState, 'theme'>;
  /** The link names the widget and nothing of its placeholder (no attr, no json): open its first example. */
  widgetOnly?: boolean;
  /** Without a state: the frame width the link asks for (the first example is shown at it). */
  width?: FrameWidth;
  problems: string[];
}

function decodeWidth(raw: string | null, problems: string[]): FrameWidth {
  if (raw === null) return DEFAULT_WIDTH;
  const width = FRAME_WIDTHS.find((candidate) => String(candidate) === raw);
  if (width === undefined) problems.push(`The link's width ${quoted(raw)} is not one of ${FRAME_WIDTHS.join(', ')}: ${DEFAULT_WIDTH} is used.`);
  return width ?? DEFAULT_WIDTH;
}

function decodeAttributes(raw: string[], problems: string[]): [string, string][] {
  const attributes: [string, string][] = [];
  if (raw.length > MAX_ATTRIBUTES) problems.push(`The link has ${raw.length} attributes: only the first ${MAX_ATTRIBUTES} are used.`);
  for (const entry of raw.slice(0, MAX_ATTRIBUTES)) {
    const split = entry.indexOf('=');
    const name = split < 0 ? entry : entry.slice(0, split);
    const value = split < 0 ? '' : entry.slice(split + 1);
    const problem = attributeNameMessage(name);
    if (problem) problems.push(`The link's attribute ${quoted(name)} was left out: ${problem}.`);
    else if (attributes.some(([seen]) => seen === name)) problems.push(`The link gives ${name} twice: the first is used.`);
    else attributes.push([name, value]);
  }
  return attributes;
}

/** The entries of a link's `theme` parameters that pass the checks needing no browser, in order,
 * repeats and all: the browser's checks come before repeats (theme-values.ts, linkedTheme, which
 * both pages read a link's theme with: a theme is the page's, not the placeholder's). */
export function decodeTheme(raw: string[], problems: string[]): ThemeEntry[] {
  // Each property once: more entries than properties is a link gone wrong.
  if (raw.length > THEME_PROPERTIES.length) problems.push(`The link has ${raw.length} theme values: only the first ${THEME_PROPERTIES.length} are used.`);
  return raw.slice(0, THEME_PROPERTIES.length).flatMap((entry): ThemeEntry[] => {
    const split = entry.indexOf(':');
    const pair: ThemeEntry = split < 0 ? [entry, ''] : [entry.slice(0, split).trim(), entry.slice(split + 1).trim()];
    const problem = themeEntryProblem(pair);
    if (problem) problems.push(`The link's theme value ${quoted(entry)} was left out: ${problem}.`);
    return problem ? [] : [pair];
  });
}

/** Reads a query; `widgets` are the names the playground knows (from the demos). */
export function decodeState(search: string, widgets: readonly string[]): DecodedState {
  const params = new URLSearchParams(search);
  const widget = params.get('widget');
  const problems: string[] = [];
  if (widget === null || !widgets.includes(widget)) {
    if (widget !== null) {
      const unused = params.has('attr') || params.has('json') ? ", without the link's attributes and JSON (they were for that widget)" : '';
      problems.push(`The link's widget ${quoted(widget)} is not one of the widgets here: the first example is shown instead${unused}.`);
    }
    return { width: decodeWidth(params.get('width'), problems), problems };
  }
  const attributes = decodeAttributes(params.getAll('attr'), problems);
  const width = decodeWidth(params.get('width'), problems);
  const widgetOnly = !params.has('attr') && !params.has('json');
  return { state: { widget, attributes, json: params.get('json') ?? '', width }, ...(widgetOnly && { widgetOnly }), problems };
}
