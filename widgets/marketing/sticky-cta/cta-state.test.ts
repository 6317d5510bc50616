import { describe, expect, it } from 'vitest';
import { ctaState } from './cta-state.ts';

describe('sticky CTA state (contract 5.1)', () => {
  it('is ready by default and when the state says ready', () => {
    expect(ctaState({})).toBe('ready');
    expect(ctaState({ state: 'ready', disabled: false, hide_if_disabled: true })).toBe('ready');
  });

  it('is disabled with disabled, and hidden with hide_if_disabled too', () => {
    expect(ctaState({ disabled: true })).toBe('disabled');
    expect(ctaState({ disabled: true, hide_if_disabled: false })).toBe('disabled');
    expect(ctaState({ disabled: true, hide_if_disabled: true })).toBe('hidden');
    expect(ctaState({ disabled: true, hide_if_disabled: true, state: 'loading' })).toBe('hidden');
  });

  it('is loading (disabled, busy) with state loading, even when hide_if_disabled is set', () => {
    expect(ctaState({ state: 'loading' })).toBe('loading');
    expect(ctaState({ state: 'loading', disabled: true })).toBe('loading');
    expect(ctaState({ state: 'loading', hide_if_disabled: true })).toBe('loading');
  });
});
