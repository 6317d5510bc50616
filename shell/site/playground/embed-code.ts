// The HTML a host pastes to get what the playground shows: the loader's script tag with this
// page's API, site and dist origins, and the placeholder with its attributes and JSON child.
import { attributeNameProblem } from './attribute-name.ts';
import type { PlaygroundState } from './playground-state.ts';

export interface EmbedOrigins {
  dist: string;
  api: string;
  site: string;
  build: 'preact' | 'react';
}

/** An attribute value between double quotes: & first, so the entities added after it stay. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * JSON as the text of a <script> element. The HTML parser ends the element at the first
 * `</script` whatever the case, and after `<!--` a `<script` makes it skip the next `</script>`,
 * so both are written as JSON escapes: `<\/script` and `\u003c!--` read back as the same string.
 * (Outside a JSON string neither can appear in valid JSON.)
 */
export function escapeScriptJson(json: string): string {
  return json.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '\\u003c!--');
}

function attributeList(pairs: [string, string][]): string {
  return pairs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

export function embedCode(origins: EmbedOrigins, state: PlaygroundState): string {
  const loader: [string, string][] = [
    ['src', `${origins.dist}/loader.js`],
    ['data-api-base', origins.api],
    ['data-site-base', origins.site],
  ];
  if (origins.build === 'react') loader.push(['data-build', 'react']);
  // The editor shows a message for a bad name; the embed code leaves it out, as the frame does.
  const attributes = state.attributes.filter(([name]) => attributeNameProblem(name) === undefined);
  const placeholder = `<div${attributeList([['data-katkin-widget', state.widget], ...attributes])}>`;
  const body = state.json === '' ? `${placeholder}</div>` : `${placeholder}\n  <script type="application/json">${escapeScriptJson(state.json)}</script>\n</div>`;
  return `<script async${attributeList(loader)}></script>\n${body}\n`;
}
