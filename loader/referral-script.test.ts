// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from './store.ts';
import { loadReferralScript, referralScriptUrl } from './referral-script.ts';

const attributes = (values: Record<string, string>) => (name: string) => values[name] ?? null;
const SRC = 'https://tag.partner.test/api/v2/referreroffer/mm1';

describe('referralScriptUrl', () => {
  it('adds the situation (default landingpage) and the locale (default en_GB)', () => {
    expect(referralScriptUrl(attributes({ 'data-referral-src': SRC }), 'https://www.test/')).toEqual({
      url: `${SRC}?situation=landingpage&locale=en_GB`,
    });
    expect(
      referralScriptUrl(attributes({ 'data-referral-src': SRC, 'data-referral-situation': 'checkout', 'data-referral-locale': 'en_US' }), 'https://www.test/'),
    ).toEqual({ url: `${SRC}?situation=checkout&locale=en_US` });
  });
  it.each(['landingpage', 'postpurchase', 'checkout', 'homepage'])('accepts the situation %s', (situation) => {
    expect(referralScriptUrl(attributes({ 'data-referral-src': SRC, 'data-referral-situation': situation }), 'https://www.test/').url).toContain(`situation=${situation}`);
  });
  it('names a wrong situation or src, and does nothing without a src', () => {
    expect(referralScriptUrl(attributes({ 'data-referral-src': SRC, 'data-referral-situation': 'basket' }), 'https://www.test/').problem).toBe(
      'data-referral-situation must be one of landingpage, postpurchase, checkout, homepage (got "basket")',
    );
    expect(referralScriptUrl(attributes({ 'data-referral-src': 'javascript:alert(1)' }), 'https://www.test/').problem).toContain('http(s) URL');
    expect(referralScriptUrl(attributes({}), 'https://www.test/')).toEqual({});
  });
});

describe('loadReferralScript', () => {
  afterEach(() => document.head.replaceChildren());
  const config = { bases: { api: 'x', discounts: 'x', capi: 'x', legacy: 'x', orders: 'x' }, siteBase: 'x', flavour: 'preact' as const };

  it('adds the script only once marketing consent is given, and only once', () => {
    const store = createStore(config);
    loadReferralScript(attributes({ 'data-referral-src': SRC }), store.consent);
    store.setConsent({ analytics: true });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    store.setConsent({ marketing: true });
    store.setConsent({ marketing: false });
    store.setConsent({ marketing: true });
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe(`${SRC}?situation=landingpage&locale=en_GB`);
  });
  it('reports a bad attribute and loads nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createStore(config);
    store.setConsent({ marketing: true });
    loadReferralScript(attributes({ 'data-referral-src': SRC, 'data-referral-situation': 'nope' }), store.consent);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('katkin: loader: data-referral-situation must be one of'));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
