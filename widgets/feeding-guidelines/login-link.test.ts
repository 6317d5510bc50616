import { describe, expect, it } from 'vitest';
import { loginUrl } from './login-link.ts';

describe('loginUrl', () => {
  it('carries the current path in postLogin', () => {
    expect(loginUrl('/feeding')).toBe('/login?postLogin=%2Ffeeding');
    expect(new URLSearchParams(loginUrl('/cats/food?ref=ad&x=1').split('?')[1]).get('postLogin')).toBe('/cats/food?ref=ad&x=1');
  });
});
