// The discounts API's code checks (its applications and estimates are cancellation.ts's):
// PUT /codes/validate-influencer {code} answers true for the influencer code PAWSOME (any
// case), false for any other; POST /codes/validate-discount-code {code, extra} answers the
// code's discount for WELCOME20 (a truthy object) and null for any other (falsy). Token
// optional; no code: 400. No switches: the faults cover their failures.
import { badRequest, bodyOf } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';

const INFLUENCER_CODE = 'PAWSOME';
const DISCOUNT_CODES: Record<string, object> = { WELCOME20: { code: 'WELCOME20', discount: { discount_type: 'percentage', value: 20 } } };

function codeOf(body: unknown): string | undefined {
  const { code } = bodyOf(body);
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : undefined;
}

export const discountCodeRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/codes/validate-influencer',
    handle({ body }) {
      const code = codeOf(body);
      return code === undefined ? badRequest('code is required') : { body: code.toUpperCase() === INFLUENCER_CODE };
    },
  },
  {
    method: 'POST',
    path: '/codes/validate-discount-code',
    handle({ body }) {
      const code = codeOf(body);
      return code === undefined ? badRequest('code is required') : { body: DISCOUNT_CODES[code] ?? null };
    },
  },
];
