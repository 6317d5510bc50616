// Placeholder options -> typed options, with errors that name the widget, the attribute
// and what was expected (contract section 2). Pure: tested as a plain function.
import { describeIssues, z } from './zod.ts';
import type { RawOptions } from './widget-types.ts';

export class WidgetOptionsError extends Error {
  override name = 'WidgetOptionsError';
}

export interface AttributeSpec<T> {
  /** What a valid value looks like, in words, for the error message. */
  expected: string;
  /** Returns the parsed value, or undefined when the text is not valid. */
  parse(text: string): T | undefined;
  required?: boolean;
}

export interface OptionsSpec<A extends Record<string, unknown>, J> {
  attributes?: { [K in keyof A]: AttributeSpec<A[K]> };
  /** Schema of the JSON child; omit when the widget takes none. */
  json?: z.ZodMiniType<J>;
  jsonRequired?: boolean;
}

export function parseOptions<A extends Record<string, unknown>, J = undefined>(
  widget: string,
  raw: RawOptions,
  spec: OptionsSpec<A, J>,
): { attributes: Partial<A>; json: J | undefined; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  const attributes: Partial<A> = {};
  const specs = (spec.attributes ?? {}) as Record<string, AttributeSpec<unknown>>;

  for (const [name, attributeSpec] of Object.entries(specs)) {
    const text = raw.attributes[name];
    if (text === undefined) {
      if (attributeSpec.required) problems.push(`${name} is required: expected ${attributeSpec.expected}`);
      continue;
    }
    const value = attributeSpec.parse(text.trim());
    if (value === undefined) problems.push(`${name} must be ${attributeSpec.expected} (got "${text}")`);
    else (attributes as Record<string, unknown>)[name] = value;
  }
  for (const name of Object.keys(raw.attributes)) {
    if (!(name in specs)) warnings.push(`${widget}: unknown attribute ${name} is ignored`);
  }

  let json: J | undefined;
  if (raw.jsonText !== undefined && spec.json) {
    let data: unknown;
    try {
      data = JSON.parse(raw.jsonText);
    } catch (error) {
      problems.push(`the JSON content is not valid JSON (${(error as Error).message})`);
    }
    if (data !== undefined) {
      const result = spec.json.safeParse(data);
      if (result.success) json = result.data;
      else problems.push(`JSON content: ${describeIssues(result.error.issues)}`);
    }
  } else if (raw.jsonText !== undefined) {
    problems.push('takes no JSON content: remove the child <script type="application/json">');
  } else if (spec.jsonRequired && spec.json) {
    problems.push('JSON content is required: add a child <script type="application/json">');
  }

  if (problems.length > 0) throw new WidgetOptionsError(`${widget}: ${problems.join('; ')}`);
  return { attributes, json, warnings };
}

/** An attribute whose value must be one of a fixed list. */
export function oneOf<T extends string>(...values: T[]): AttributeSpec<T> {
  return {
    expected: `one of ${values.map((v) => `"${v}"`).join(', ')}`,
    parse: (text) => (values as string[]).includes(text) ? (text as T) : undefined,
  };
}

/** An attribute holding a whole number within limits. */
export function wholeNumber(min: number, max: number): AttributeSpec<number> {
  return {
    expected: `a whole number from ${min} to ${max}`,
    parse: (text) => {
      if (!/^-?\d+$/.test(text)) return undefined;
      const value = Number(text);
      return value >= min && value <= max ? value : undefined;
    },
  };
}

/** An attribute holding non-empty text. */
export function text(expected = 'non-empty text'): AttributeSpec<string> {
  return { expected, parse: (value) => (value === '' ? undefined : value) };
}
