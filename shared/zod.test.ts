import { describe, expect, it } from 'vitest';
import { describeIssues, z } from './zod.ts';

const issuesOf = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected issues');
  return result.error.issues;
};

describe('describeIssues', () => {
  const card = z.object({ score: z.number(), reviews: z.array(z.object({ author: z.string() })) });

  it('names each issue by its path and what was expected', () => {
    const input = { score: 'five', reviews: [{ author: 1 }] };
    expect(describeIssues(issuesOf(card, input), input)).toBe('score: expected number; reviews[0].author: expected string');
  });

  it('says a field that is not there is missing, at any depth, and a misspelt one the same', () => {
    const input = { Score: 4, reviews: [{ autor: 'Tom' }] };
    expect(describeIssues(issuesOf(card, input), input)).toBe('score: missing, expected number; reviews[0].author: missing, expected string');
    const inherited = { reviews: [] };
    expect(describeIssues(issuesOf(z.object({ toString: z.string(), reviews: z.array(z.string()) }), inherited), inherited)).toBe('toString: missing, expected string');
  });

  it('says nothing of missing without the input, or for the whole value', () => {
    expect(describeIssues(issuesOf(card, {}))).toBe('score: expected number; reviews: expected array');
    expect(describeIssues(issuesOf(card, 'text'), 'text')).toBe('value: expected object');
  });
});
