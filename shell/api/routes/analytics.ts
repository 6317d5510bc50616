// The analytics service as PostHog's browser client calls it (katkin.connectAnalytics is tested
// with the real posthog-js, its api_host pointed here): POST /flags/ (the flags call, answered in
// PostHog's v2 shape, `{flags: {name: {key, enabled, variant}}}`) and POST /e/ (captured events,
// such as the $identify that posthog.identify sends), which is only recorded.
// Fixture flags: price-calculator 'test', manage-plan-v2-routing 'test', priming-screen-suf-3
// 'variant-b', email-popup 'show'. Switch `analyticsFlags` ({name: value}) replaces them, so a
// test can change the flags and have the client reload them.
import type { Route } from '../route-types.ts';

const FIXTURE_FLAGS: Record<string, string | boolean> = {
  'price-calculator': 'test',
  'manage-plan-v2-routing': 'test',
  'priming-screen-suf-3': 'variant-b',
  'email-popup': 'show',
};

/** PostHog's v2 flag detail: a string value is a multivariate flag's variant, a boolean its enabled state. */
function flagDetail(key: string, value: string | boolean) {
  const variant = typeof value === 'string' ? value : undefined;
  return { key, enabled: value !== false, variant, reason: { code: 'condition_match', description: 'fixture' }, metadata: { id: 1, version: 1 } };
}

export const analyticsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/flags/',
    handle(_request, state) {
      const flags = (state.switches.analyticsFlags as Record<string, string | boolean> | undefined) ?? FIXTURE_FLAGS;
      return {
        body: {
          flags: Object.fromEntries(Object.entries(flags).map(([key, value]) => [key, flagDetail(key, value)])),
          errorsWhileComputingFlags: false,
          requestId: 'reference-api',
        },
      };
    },
  },
  { method: 'POST', path: '/e/', handle: () => ({ body: { status: 1 } }) },
];
