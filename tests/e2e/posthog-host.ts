// A host page's posthog-js, for the connectAnalytics tests (analytics.spec.ts, the engine flows):
// posthog-js's browser bundle as a site's <script> loads it, inited on the reference API (which
// answers its flags call, shell/api/routes/analytics.ts) and handed to katkin as it is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Origins } from '../../shell/origins.ts';

/** The build without lazily loaded extras. */
const POSTHOG = readFileSync(createRequire(import.meta.url).resolve('posthog-js/dist/array.no-external.js'), 'utf8');

/** Two widgets that show only by a flag PostHog loads: price-comparison with price-calculator 'test', email-capture with its data-feature-flag-id's value. */
export const FLAGGED_WIDGETS =
  '<div data-katkin-widget="price-comparison"></div>' +
  '<div data-katkin-widget="email-capture" data-form-id="Inline1" data-display-type="SECTION" data-feature-flag-id="email-popup" data-feature-flag-value="show"></div>';

/** The page's posthog global, as the tests read it. */
export type PostHogWindow = { posthog: { reloadFeatureFlags(): void; get_distinct_id(): string }; katkin: { setConsent(c: unknown): void } };

/** Serves posthog-js and its init on the host origin; returns the <script> tags that load them, for the end of the page's body. */
export function postHogScripts(origins: Origins): string {
  origins.pages.set('/posthog-array.js', { html: POSTHOG, headers: { 'Content-Type': 'text/javascript' } });
  origins.pages.set('/posthog-init.js', {
    html: `posthog.init('phc_reference', { api_host: '${origins.api}', autocapture: false, capture_pageview: false, capture_pageleave: false,
      disable_session_recording: true, disable_surveys: true, persistence: 'memory', disable_compression: true });
      window.katkin = window.katkin || [];
      katkin.push(['connectAnalytics', posthog]);`,
    headers: { 'Content-Type': 'text/javascript' },
  });
  return `<script src="${origins.host}/posthog-array.js"></script><script src="${origins.host}/posthog-init.js"></script>`;
}
