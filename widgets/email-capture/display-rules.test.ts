import { describe, expect, it } from 'vitest';
import { formCookieName, scrollDepthReached, suppression, suppressionCookie, type DisplayFacts } from './display-rules.ts';

const facts: DisplayFacts = { formId: 'Xy7', loggedIn: false, cookieHeader: '', flags: {}, shownThisPageView: false };

describe('suppression', () => {
  it('lets the form show when nothing stops it', () => {
    expect(suppression(facts)).toBeUndefined();
  });
  it('never shows for a logged-in visitor', () => {
    expect(suppression({ ...facts, loggedIn: true })).toBe('logged-in');
  });
  it('not while the form cookie exists; another form cookie does not count', () => {
    expect(suppression({ ...facts, cookieHeader: 'a=1; katkin_email_Xy7=1' })).toBe('cookie');
    expect(suppression({ ...facts, cookieHeader: 'katkin_email_Other=1' })).toBeUndefined();
  });
  it('only when the feature flag has the wanted value', () => {
    const gated = { ...facts, flagId: 'email-popup', flagValue: 'test' };
    expect(suppression(gated)).toBe('flag');
    expect(suppression({ ...gated, flags: { 'email-popup': 'control' } })).toBe('flag');
    expect(suppression({ ...gated, flags: { 'email-popup': 'test' } })).toBeUndefined();
  });
  it('at most once per page view', () => {
    expect(suppression({ ...facts, shownThisPageView: true })).toBe('already-shown');
  });
});

describe('suppressionCookie', () => {
  it('lasts days_until_can_show_again days, named for the form', () => {
    expect(suppressionCookie('Xy7', 3, true)).toBe('katkin_email_Xy7=1; Path=/; Max-Age=259200; SameSite=Lax; Secure');
  });
  it('is not set for 0 days', () => {
    expect(suppressionCookie('Xy7', 0, true)).toBeUndefined();
  });
  it('makes a cookie-safe name from any form id', () => {
    expect(formCookieName('news letter;1')).toBe('katkin_email_news_letter_1');
  });
});

describe('scrollDepthReached', () => {
  it('is reached when the viewport bottom passes half the page', () => {
    expect(scrollDepthReached({ scrollY: 0, viewportHeight: 800, documentHeight: 4000 })).toBe(false);
    expect(scrollDepthReached({ scrollY: 1199, viewportHeight: 800, documentHeight: 4000 })).toBe(false);
    expect(scrollDepthReached({ scrollY: 1200, viewportHeight: 800, documentHeight: 4000 })).toBe(true);
  });
  it('counts a page that does not scroll as reached', () => {
    expect(scrollDepthReached({ scrollY: 0, viewportHeight: 800, documentHeight: 600 })).toBe(true);
  });
});
