// Placeholder options -> typed options, with errors that name the widget, the attribute
// and what was expected (contract section 2). Each widget declares its options once, in
// NAME-options.ts, with defineOptions; its component's props type is inferred from that.
// Pure: tested as a plain function.
import { describeIssues, parentOf, z } from './zod.ts';
import { isRecord } from './is-record.ts';
import type { RawOptions } from './widget-types.ts';

export class WidgetOptionsError extends Error {
  override name = 'WidgetOptionsError';
  constructor(
    widget: string,
    /** What was wrong, without the widget's name: "data-variant must be …; JSON content: …". */
    readonly problems: string,
  ) {
    super(`${widget}: ${problems}`);
  }
}

/**
 * What an attribute holds, for what is generated from the spec (the playground's controls, the
 * options reference): `choice` one of `values`, `number` a whole number from `min` to `max`,
 * `text` free text. Parsing never reads it: `parse` alone decides what is valid.
 */
export type AttributeKind = { kind: 'choice'; values: readonly string[] } | { kind: 'number'; min: number; max: number } | { kind: 'text' };

export type AttributeSpec<T> = AttributeKind & {
  /** What a valid value looks like, in words, for the error message. */
  expected: string;
  /** Returns the parsed value, or undefined when the text is not valid. */
  parse(text: string): T | undefined;
  /** The widget cannot work without it: missing or invalid ends in invalid-options. `'by-widget'`:
   * needed as much, but the options let it be absent, so the widget mounts and shows its own error
   * state (discount-offer's code: spec "a missing discount code puts the page in error"); the docs
   * and the playground say required all the same. */
  required?: boolean | 'by-widget';
  /** It only changes looks: an invalid value is reported on the console and the default used. */
  looks?: boolean;
  /** What the widget uses when the attribute is absent, as it would be written ("a", "7"): shown in the docs and controls. */
  default?: string;
};

export interface OptionsSpec<A extends Record<string, unknown>, J, R extends boolean> {
  attributes?: { [K in keyof A]: AttributeSpec<A[K]> };
  /** Schema of the JSON child; omit when the widget takes none. */
  json?: z.ZodMiniType<J>;
  /** Schema of the JSON child chosen by the attributes (carousel: by data-kind), instead of `json`;
   * undefined when the attributes are already wrong (their problem is reported instead). */
  jsonFor?: (attributes: Partial<A>) => z.ZodMiniType<J> | undefined;
  jsonRequired?: R;
  /**
   * JSON fields that only change looks, by name at any depth (a top-level `theme`, each list
   * item's `color`): an invalid one is dropped with a console message, so its default applies.
   */
  jsonLooks?: readonly string[];
}

/** What a component receives: attributes as parsed (absent ones missing) and the JSON content. */
export interface WidgetOptions<A, J, R extends boolean> {
  attributes: Partial<A>;
  json: R extends true ? J : J | undefined;
}

export type OptionsOf<S> = S extends OptionsSpec<infer A, infer J, infer R> ? WidgetOptions<A, J, R> : never;

/** Declares a widget's options; the types of its attributes and JSON are inferred from the specs. */
export function defineOptions<A extends Record<string, unknown> = Record<never, never>, J = undefined, R extends boolean = false>(
  spec: OptionsSpec<A, J, R>,
): OptionsSpec<A, J, R> {
  return spec;
}

/** What was wrong, in words without the widget's name (the logger and the error add it). */
interface Findings {
  problems: string[];
  warnings: string[];
}

function parseAttributes<A extends Record<string, unknown>>(raw: RawOptions, specs: OptionsSpec<A, unknown, boolean>['attributes'], found: Findings): Partial<A> {
  const attributes: Record<string, unknown> = {};
  const all = (specs ?? {}) as Record<string, AttributeSpec<unknown>>;
  for (const [name, spec] of Object.entries(all)) {
    const text = raw.attributes[name];
    if (text === undefined) {
      if (spec.required === true) found.problems.push(`${name} is required: expected ${spec.expected}`);
      continue;
    }
    const value = spec.parse(text.trim());
    const complaint = `${name} must be ${spec.expected} (got "${text}")`;
    if (value !== undefined) attributes[name] = value;
    else if (spec.looks) found.warnings.push(`${complaint}: the default is used`);
    else found.problems.push(complaint);
  }
  for (const name of Object.keys(raw.attributes)) {
    if (!Object.hasOwn(all, name)) found.warnings.push(`unknown attribute ${name} is ignored`);
  }
  return attributes as Partial<A>;
}

function parseJson<J>(text: string, schema: z.ZodMiniType<J>, looks: readonly string[], found: Findings): J | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    found.problems.push(`the JSON content is not valid JSON (${(error as Error).message})`);
    return undefined;
  }
  let result = schema.safeParse(data);
  const lookIssues = result.success ? [] : result.error.issues.filter((issue) => looks.includes(String(issue.path.at(-1))));
  if (!result.success && lookIssues.length > 0) {
    // Drop the invalid look fields from a fresh copy (their defaults apply) and check the rest
    // again; that copy is now the data, so a field dropped here is not warned about twice.
    const kept: unknown = (data = JSON.parse(text));
    for (const issue of lookIssues) {
      const field = issue.path.at(-1)!;
      // The issue's path was followed in this JSON by the check: its parent is there.
      const parent = parentOf(kept, issue.path)!;
      found.warnings.push(`JSON ${describeIssues([issue])} (got ${JSON.stringify(parent[field])}): the default is used`);
      delete parent[field];
    }
    result = schema.safeParse(kept);
  }
  if (result.success) {
    for (const field of droppedFields(data, result.data, '')) found.warnings.push(`unknown JSON field ${field} is ignored`);
    return result.data;
  }
  found.problems.push(`JSON content: ${describeIssues(result.error.issues, data)}`);
  return undefined;
}

/** The fields of the JSON that the schema left out of what it gave back: zod drops the ones it does
 * not know, so a misspelt field ("nmae") would otherwise be ignored in silence, as an unknown
 * attribute is not. Values the schema turns into something else (a number into text) are not fields. */
function droppedFields(given: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(given) && Array.isArray(kept)) return given.flatMap((item, index) => droppedFields(item, kept[index], `${path}[${index}]`));
  if (!isRecord(given) || !isRecord(kept)) return [];
  return Object.keys(given).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    return Object.hasOwn(kept, key) ? droppedFields(given[key], kept[key], at) : [at];
  });
}

export function parseOptions<A extends Record<string, unknown>, J, R extends boolean>(
  widget: string,
  raw: RawOptions,
  spec: OptionsSpec<A, J, R>,
): WidgetOptions<A, J, R> & { warnings: string[] } {
  const found: Findings = { problems: [], warnings: [] };
  const attributes = parseAttributes(raw, spec.attributes, found);
  let json: J | undefined;
  const takesJson = spec.json !== undefined || spec.jsonFor !== undefined;
  const schema = spec.jsonFor ? spec.jsonFor(attributes) : spec.json;
  if (raw.jsonText === undefined) {
    if (spec.jsonRequired && takesJson) found.problems.push('JSON content is required: add a child <script type="application/json">');
  } else if (!takesJson) found.problems.push('takes no JSON content: remove the child <script type="application/json">');
  else if (schema) json = parseJson(raw.jsonText, schema, spec.jsonLooks ?? [], found);

  if (found.problems.length > 0) throw new WidgetOptionsError(widget, found.problems.join('; '));
  return { attributes, json: json as WidgetOptions<A, J, R>['json'], warnings: found.warnings };
}

/** An attribute whose value must be one of a fixed list. */
export function oneOf<T extends string>(...values: T[]): AttributeSpec<T> {
  return {
    kind: 'choice',
    values,
    expected: `one of ${values.map((v) => `"${v}"`).join(', ')}`,
    parse: (text) => ((values as string[]).includes(text) ? (text as T) : undefined),
  };
}

/** An attribute holding a whole number within limits. */
export function wholeNumber(min: number, max: number): AttributeSpec<number> {
  return {
    kind: 'number',
    min,
    max,
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
  return { kind: 'text', expected, parse: (value) => (value === '' ? undefined : value) };
}
