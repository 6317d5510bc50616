// What <KatkinWidget> writes into the placeholder, as pure functions: its options as data-*
// attributes (contract section 2: kebab-case of the field names, `continue_to_path` is
// `data-continue-to-path`) and its content as the text of the JSON child. A bad option is reported
// on the console and left out; nothing here throws into the host's render.
import { logError } from '../../shared/log.ts';
import { attributeNameProblem, scriptJson } from '../../shared/placeholder-markup.ts';

/** An option's value: written as text. null and undefined leave the attribute out. */
export type KatkinOptionValue = string | number | boolean | null | undefined;

/** Option names as the contract or a widget's README gives them, camelCase or snake_case. */
export type KatkinOptions = Record<string, KatkinOptionValue>;

/** `continue_to_path` and `continueToPath` are both `data-continue-to-path`; `formId` is `data-form-id`. */
export function optionAttributeName(option: string): string {
  return `data-${option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/_/g, '-')}`;
}

/**
 * The placeholder's data-* attributes. Strings as written, numbers in JavaScript's own spelling
 * (`7`, `0.5`), booleans as "true" / "false" (an option that defaults to on can be turned off,
 * which a present-or-absent attribute could not say). A name the loader keeps for itself
 * (data-katkin-*) or that is no attribute name, and a value of any other type, are refused.
 */
export function optionAttributes(widget: string, options: KatkinOptions = {}): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [option, value] of Object.entries(options)) {
    if (value === null || value === undefined) continue;
    const name = optionAttributeName(option);
    const nameProblem = attributeNameProblem(name);
    const problem = nameProblem === 'not-an-option'
      ? `becomes ${JSON.stringify(name)}, which is not an attribute name`
      : nameProblem === 'loader-owned'
        ? `becomes ${name}, which the loader keeps for itself`
        : !['string', 'number', 'boolean'].includes(typeof value)
          ? `must be a string, number or boolean (got ${Array.isArray(value) ? 'an array' : typeof value}); content goes in the content prop`
          : undefined;
    if (problem) logError(widget, `option ${JSON.stringify(option)} ${problem}; left out`);
    else attributes[name] = String(value);
  }
  return attributes;
}

/** The JSON child's text, or undefined (no child) when there is no content or it is not JSON. */
export function contentJson(widget: string, content: unknown): string | undefined {
  if (content === undefined) return undefined;
  let json: string | undefined;
  try {
    json = JSON.stringify(content);
  } catch (error) {
    // V8 explains a cycle over several lines; the first says what it is.
    logError(widget, `content is not JSON (${(error as Error).message.split('\n')[0]}); left out`);
    return undefined;
  }
  if (json === undefined) {
    logError(widget, `content is not JSON (got ${typeof content}); left out`);
    return undefined;
  }
  return scriptJson(json);
}
