import { describe, expect, it } from 'vitest';
import type { ApiState } from '../route-types.ts';
import { analyticsRoutes } from './analytics.ts';

const state = (switches = {}): ApiState => ({ requests: [], fault: { mode: 'none', pathPrefix: '', delayMs: 0 }, switches });
const flagsCall = analyticsRoutes.find((route) => route.path === '/flags/')!;
const ask = (switches = {}) => flagsCall.handle({ url: new URL('http://a/flags/?v=2'), body: '{}', token: undefined, params: {} }, state(switches));

describe('POST /flags/ (the flags call as posthog-js makes it)', () => {
  it("answers the fixture flags in PostHog's v2 shape: a string is the variant, a boolean the enabled state", async () => {
    const { body } = (await ask()) as { body: { flags: Record<string, unknown>; errorsWhileComputingFlags: boolean } };
    expect(Object.keys(body.flags)).toEqual(['price-calculator', 'manage-plan-v2-routing', 'priming-screen-suf-3', 'email-popup']);
    expect(body.flags['priming-screen-suf-3']).toMatchObject({ key: 'priming-screen-suf-3', enabled: true, variant: 'variant-b' });
    expect(body.errorsWhileComputingFlags).toBe(false);
  });

  it('the switch analyticsFlags replaces them; false is a disabled flag without a variant', async () => {
    const { body } = (await ask({ analyticsFlags: { 'price-calculator': 'control', 'manage-plan-v2-routing': false } })) as { body: { flags: Record<string, unknown> } };
    expect(body.flags).toEqual({
      'price-calculator': expect.objectContaining({ enabled: true, variant: 'control' }),
      'manage-plan-v2-routing': expect.objectContaining({ enabled: false, variant: undefined }),
    });
  });
});
