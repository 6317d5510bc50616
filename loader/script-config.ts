// Turns the loader <script>'s data-* attributes into the loader config. Pure: no DOM access
// beyond the attribute values handed in, so it is tested as a plain function.
import { httpBase } from '../shared/api/http-base.ts';
import type { Flavour, LoaderConfig, Service } from '../shared/store-types.ts';

export interface ScriptConfigResult {
  config: LoaderConfig;
  /** One message per attribute that was present but unusable (the default is used instead). */
  problems: string[];
}

const serviceAttributes: Record<Exclude<Service, 'api'>, string> = {
  discounts: 'data-discounts-api-base',
  capi: 'data-capi-base',
  legacy: 'data-legacy-api-base',
  orders: 'data-orders-api-base',
};

function baseUrl(value: string | null, name: string, fallback: string, problems: string[]): string {
  if (value === null || value.trim() === '') return fallback;
  const url = httpBase(value, fallback);
  if (url === undefined) problems.push(`${name} must be an http(s) URL (got "${value}"); using ${fallback}`);
  return url ?? fallback;
}

export function readScriptConfig(
  getAttribute: (name: string) => string | null,
  pageOrigin: string,
): ScriptConfigResult {
  const problems: string[] = [];
  const api = baseUrl(getAttribute('data-api-base'), 'data-api-base', pageOrigin, problems);
  const bases = { api } as Record<Service, string>;
  for (const [service, attribute] of Object.entries(serviceAttributes) as [Service, string][]) {
    bases[service] = baseUrl(getAttribute(attribute), attribute, api, problems);
  }
  const siteBase = baseUrl(getAttribute('data-site-base'), 'data-site-base', pageOrigin, problems);
  const build = getAttribute('data-build');
  let flavour: Flavour = 'preact';
  if (build === 'react' || build === 'preact') flavour = build;
  else if (build !== null) problems.push(`data-build must be "preact" or "react" (got "${build}"); using preact`);
  return { config: { bases, siteBase, flavour }, problems };
}
