// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trustedValue } from './trusted-types.ts';

const page = window as unknown as { trustedTypes?: unknown };

/** A browser's trustedTypes whose policies wrap each value, so a test can tell them from strings. */
function fakeTrustedTypes(refuse = false) {
  const createPolicy = vi.fn((name: string, rules: Record<string, (value: string) => string>) => {
    if (refuse) throw new TypeError(`Policy "${name}" disallowed.`);
    return Object.fromEntries(Object.entries(rules).map(([rule, make]) => [rule, (value: string) => ({ trusted: make(value), rule })]));
  });
  page.trustedTypes = { createPolicy };
  return createPolicy;
}

describe('trustedValue', () => {
  afterEach(() => {
    delete page.trustedTypes;
  });

  it('gives the string itself where the browser has no Trusted Types', () => {
    expect(trustedValue('createScriptURL')('https://cdn.example/loader-part.js')).toBe('https://cdn.example/loader-part.js');
  });

  it('makes one policy named "katkin" with the one rule asked for, on first use, and passes each value through it', () => {
    const createPolicy = fakeTrustedTypes();
    const scriptUrl = trustedValue('createScriptURL');
    expect(createPolicy).not.toHaveBeenCalled();
    expect(scriptUrl('https://cdn.example/a.js')).toEqual({ trusted: 'https://cdn.example/a.js', rule: 'createScriptURL' });
    expect(scriptUrl('https://cdn.example/b.js')).toEqual({ trusted: 'https://cdn.example/b.js', rule: 'createScriptURL' });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(createPolicy.mock.calls[0]![0]).toBe('katkin');
    expect(Object.keys(createPolicy.mock.calls[0]![1])).toEqual(['createScriptURL']);
    expect(trustedValue('createHTML')('<p>Meat</p>')).toEqual({ trusted: '<p>Meat</p>', rule: 'createHTML' });
  });

  it('where the page refuses the policy, gives the plain string and does not ask again (each refusal is a CSP report)', () => {
    const createPolicy = fakeTrustedTypes(true);
    const html = trustedValue('createHTML');
    expect(html('<p>Meat</p>')).toBe('<p>Meat</p>');
    expect(html('<p>Fish</p>')).toBe('<p>Fish</p>');
    expect(createPolicy).toHaveBeenCalledTimes(1);
  });
});
