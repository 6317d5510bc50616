import { describe, expect, it } from 'vitest';
import { managePlanCookie } from './manage-plan-cookie.ts';

describe('managePlanCookie', () => {
  it('sets manage_plan_v2 when the flag is test (or true)', () => {
    expect(managePlanCookie({ 'manage-plan-v2-routing': 'test' }, true)).toBe('manage_plan_v2=true; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
    expect(managePlanCookie({ 'manage-plan-v2-routing': true }, false)).toBe('manage_plan_v2=true; Path=/; Max-Age=2592000; SameSite=Lax');
  });
  it('deletes it for any other value, and leaves it alone without the flag', () => {
    expect(managePlanCookie({ 'manage-plan-v2-routing': 'control' }, false)).toBe('manage_plan_v2=; Path=/; Max-Age=0; SameSite=Lax');
    expect(managePlanCookie({ other: 'test' }, false)).toBeUndefined();
  });
});
