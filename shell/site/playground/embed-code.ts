// The HTML a host pastes to get what the playground shows: the loader's script tag with this
// page's API, site and dist origins, the theme as a rule for every placeholder (README
// "Theming": the custom properties inherit into each widget), and the placeholder with its
// attributes and JSON child.
import { attributeNameProblem, escapeAttribute, placeholderHtml } from '../../../shared/placeholder-markup.ts';
import type { PlaygroundState } from './playground-state.ts';
import { themeEntryProblem, type ThemeEntry } from './theme-properties.ts';

export interface EmbedOrigins {
  dist: string;
  api: string;
  site: string;
  build: 'preact' | 'react';
}

function attributeList(pairs: [string, string][]): string {
  return pairs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/** The theme as a rule for every placeholder, or nothing; an entry that could end the rule (or a
 * <style> element around it) is left out. */
export function themeRule(theme: readonly ThemeEntry[]): string {
  const declarations = theme.filter((entry) => themeEntryProblem(entry) === undefined).map(([name, value]) => `  ${name}: ${value};\n`);
  return declarations.length === 0 ? '' : `[data-katkin-widget] {\n${declarations.join('')}}\n`;
}

const indented = (text: string) => text.replace(/^(?=.)/gm, '  ');

/** The loader's script tag with this page's origins and build. */
export function loaderTag(origins: EmbedOrigins): string {
  const loader: [string, string][] = [
    ['src', `${origins.dist}/loader.js`],
    ['data-api-base', origins.api],
    ['data-site-base', origins.site],
  ];
  if (origins.build === 'react') loader.push(['data-build', 'react']);
  return `<script async${attributeList(loader)}></script>`;
}

/** The attributes that are options: the editor shows a message for a bad name; the code leaves it out, as the frame does. */
export function optionAttributes(state: Pick<PlaygroundState, 'attributes'>): [string, string][] {
  return state.attributes.filter(([name]) => attributeNameProblem(name) === undefined);
}

export function embedCode(origins: EmbedOrigins, state: PlaygroundState): string {
  const attributes = optionAttributes(state);
  const rule = themeRule(state.theme);
  const style = rule === '' ? '' : `<style>\n${indented(rule)}</style>\n`;
  return `${loaderTag(origins)}\n${style}${placeholderHtml(state.widget, attributes, state.json === '' ? undefined : state.json)}\n`;
}
