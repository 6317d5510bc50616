// The one way widgets import zod: zod/mini (tree-shakes to a few KB per remote) configured
// jitless, because zod's JIT probes `new Function`, which a strict CSP reports as a violation.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };

/** "card_images[0].image: expected string" for each issue: messages a host developer can act on.
 * Given the input that was checked, a field that is not there says so ("score: missing, expected
 * number"), where "expected number" alone reads the same for a misspelt field as for a wrong value. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], input?: unknown): string {
  return issues
    .map((issue) => {
      const where = issue.path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
      const missing = issue.code === 'invalid_type' && input !== undefined && isMissing(input, issue.path);
      return `${where || 'value'}: ${missing ? 'missing, ' : ''}${issueText(issue)}`;
    })
    .join('; ');
}

/** The object (or array) holding an issue's field: its path but the last key followed in the
 * input; undefined where the path leaves the input's objects. */
export function parentOf(input: unknown, path: readonly PropertyKey[]): Record<PropertyKey, unknown> | undefined {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), input);
  return isObject(parent) ? parent : undefined;
}

/** Whether the path's last key is not an own field of the object it leads to. */
function isMissing(input: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return false;
  const parent = parentOf(input, path);
  return parent !== undefined && !Object.hasOwn(parent, path.at(-1)!);
}

const isObject = (node: unknown): node is Record<PropertyKey, unknown> => typeof node === 'object' && node !== null;

function issueText(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `expected at least ${String(issue.minimum)}${unit(issue.origin, issue.minimum)}`;
    case 'too_big':
      return `expected at most ${String(issue.maximum)}${unit(issue.origin, issue.maximum)}`;
    case 'invalid_format':
      return `expected ${issue.format} format`;
    case 'unrecognized_keys':
      return `unexpected keys ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** "at least 1" alone reads like a number: a length limit says what it counts. */
function unit(origin: string, limit: number | bigint): string {
  const noun = origin === 'string' ? 'character' : origin === 'array' ? 'item' : undefined;
  return noun === undefined ? '' : ` ${noun}${Number(limit) === 1 ? '' : 's'}`;
}
