// 'Copy React code': what an app of ours writes with @katkin/react (README "React host apps") to
// get what the playground shows: the <KatkinWidget> element with the placeholder's attributes as
// options and its JSON child as content, the loader's tag the page needs once and the theme for
// the app's stylesheet as comments.
import type { Copied } from './copy.ts';
import type { EmbedOrigins } from './embed-code.ts';
import { loaderTag, optionAttributes, themeRule } from './embed-code.ts';
import type { PlaygroundState } from './playground-state.ts';

/** The option key that becomes this attribute: camelCase, quoted where it is no identifier
 * (`data-x-1`: a segment starting with a digit has no capital, so the key stays `"x-1"`). */
function optionKey(attribute: string): string {
  const camel = attribute.slice('data-'.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return /^[a-z][a-zA-Z0-9]*$/.test(camel) ? camel : JSON.stringify(camel);
}

const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);
// Every line JavaScript ends, so no text of a comment reaches code (themeEntryProblem refuses them in a value too).
const comment = (text: string) => text.trimEnd().split(/\r\n?|[\n\u2028\u2029]/).map((line) => `// ${line}`).join('\n');

export function reactCode(origins: EmbedOrigins, state: PlaygroundState): Copied {
  let content: unknown;
  if (state.json !== '') {
    try {
      content = JSON.parse(state.json);
    } catch {
      return { problem: 'The JSON child does not parse: the React code gives it as the content prop, parsed, so it must be JSON first.' };
    }
  }
  const options = optionAttributes(state).map(([name, value]) => `${optionKey(name)}: ${JSON.stringify(value)}`);
  const props = [
    `name=${JSON.stringify(state.widget)}`, // a widget name of the demos: kebab-case, nothing a JSX string would escape
    ...(options.length > 0 ? [`options={{ ${options.join(', ')} }}`] : []),
    ...(content === undefined ? [] : [`content={${indent(JSON.stringify(content, null, 2), '  ')}}`]),
  ];
  const theme = themeRule(state.theme);
  return {
    code: [
      comment(`Once on the page (README "React host apps"):\n${loaderTag(origins)}`),
      ...(theme === '' ? [] : [comment(`In the app's stylesheet (README "Theming"):\n${theme}`)]),
      "import { KatkinWidget } from '@katkin/react';",
      '',
      `<KatkinWidget\n  ${props.join('\n  ')}\n/>`,
      '',
    ].join('\n'),
  };
}
