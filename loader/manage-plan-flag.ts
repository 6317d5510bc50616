// Watches the manage-plan-v2-routing flag for the manage_plan_v2 cookie (spec section 9). The
// cookie's code is a lazy part (loader/manage-plan-cookie.ts), loaded only once the flag is set
// at all: most pages never have it, and every page pays for what loader.js carries.
import type { KatkinStore } from '../shared/store-types.ts';
import { usePart } from './parts.ts';

export const MANAGE_PLAN_FLAG = 'manage-plan-v2-routing';

export function syncManagePlanCookie(flags: KatkinStore['flags']): void {
  flags.subscribe((current) => {
    if (current[MANAGE_PLAN_FLAG] === undefined) return;
    // Written with the flags as they are when the part has come: a later change wins.
    usePart<typeof import('./manage-plan-cookie.ts')>(
      'manage-plan',
      ({ writeManagePlanCookie }) => writeManagePlanCookie(flags.get()),
      "the manage_plan_v2 cookie's code could not load",
    );
  });
}
