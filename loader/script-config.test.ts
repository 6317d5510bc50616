import { describe, expect, it } from 'vitest';
import { readScriptConfig } from './script-config.ts';

const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('readScriptConfig', () => {
  it('defaults every base to the page origin and the build to preact', () => {
    const { config, problems } = readScriptConfig(attrs({}), 'https://shop.example');
    expect(config.bases).toEqual({
      api: 'https://shop.example', discounts: 'https://shop.example', capi: 'https://shop.example',
      legacy: 'https://shop.example', orders: 'https://shop.example',
    });
    expect(config.siteBase).toBe('https://shop.example');
    expect(config.flavour).toBe('preact');
    expect(problems).toEqual([]);
  });

  it('uses data-api-base for every service unless a per-service attribute overrides it', () => {
    const { config } = readScriptConfig(
      attrs({ 'data-api-base': 'https://api.example/v1/', 'data-legacy-api-base': 'https://old.example', 'data-build': 'react' }),
      'https://shop.example',
    );
    expect(config.bases.api).toBe('https://api.example/v1');
    expect(config.bases.discounts).toBe('https://api.example/v1');
    expect(config.bases.legacy).toBe('https://old.example');
    expect(config.flavour).toBe('react');
  });

  it("reads each service's own attribute (contract section 2)", () => {
    const { config, problems } = readScriptConfig(
      attrs({
        'data-api-base': 'https://api.example',
        'data-discounts-api-base': 'https://discounts.example',
        'data-capi-base': 'https://capi.example',
        'data-legacy-api-base': 'https://old.example',
        'data-orders-api-base': 'https://orders.example',
      }),
      'https://shop.example',
    );
    expect(config.bases).toEqual({
      api: 'https://api.example', discounts: 'https://discounts.example', capi: 'https://capi.example',
      legacy: 'https://old.example', orders: 'https://orders.example',
    });
    expect(problems).toEqual([]);
  });

  it('names the attribute and falls back when a value is not an http(s) URL or build is unknown', () => {
    const { config, problems } = readScriptConfig(
      attrs({ 'data-api-base': 'javascript:alert(1)', 'data-build': 'vue' }),
      'https://shop.example',
    );
    expect(config.bases.api).toBe('https://shop.example');
    expect(problems).toEqual([
      'data-api-base must be an http(s) URL (got "javascript:alert(1)"); using https://shop.example',
      'data-build must be "preact" or "react" (got "vue"); using preact',
    ]);
  });
});
