import { describe, expect, it } from 'vitest';
import { isLoggedIn } from './logged-in.ts';

describe('isLoggedIn', () => {
  it('is true with a token or with the logged_in_v1 cookie', () => {
    expect(isLoggedIn({ accessToken: 't' }, '')).toBe(true);
    expect(isLoggedIn(null, 'a=1; logged_in_v1=yes')).toBe(true);
    expect(isLoggedIn(null, 'logged_in_v1')).toBe(true);
  });
  it('is false with neither, and not fooled by a cookie with a longer name', () => {
    expect(isLoggedIn(null, 'x_logged_in_v1=1; logged_in_v10=1')).toBe(false);
  });
});
