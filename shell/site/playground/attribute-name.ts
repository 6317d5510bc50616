// Which attribute names the playground puts on a placeholder: data-* options only
// (shared/placeholder-markup.ts). The loader's own data-katkin-* (the widget's name is set by the
// picker) are refused, and so is anything that is not data-* (an on* handler or a style could run
// or inject on the host page).
import { attributeNameProblem } from '../../../shared/placeholder-markup.ts';

/** Why this name cannot be an option attribute, in words, or undefined when it can. */
export function attributeNameMessage(name: string): string | undefined {
  const problem = attributeNameProblem(name);
  if (problem === 'loader-owned') return `${name} is set by the playground itself`;
  if (problem === 'not-an-option') return 'an option attribute is data- followed by lower-case letters, digits and single hyphens';
  return undefined;
}
