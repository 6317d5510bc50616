// The one way widgets import zod: zod/mini (tree-shakes to a few KB per remote) configured
// jitless, because zod's JIT probes `new Function`, which a strict CSP reports as a violation.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };

/** "card_images[0].image: expected string" for each issue: messages a host developer can act on. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): string {
  return issues
    .map((issue) => {
      const where = issue.path.reduce<string>(
        (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
        prefix,
      );
      return `${where || 'value'}: ${issueText(issue)}`;
    })
    .join('; ');
}

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
