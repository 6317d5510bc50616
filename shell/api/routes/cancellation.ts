// The cancellation flow's calls: discount estimate and apply (discounts API), the customer's
// discount applications and fresh meal plans (legacy API); its cats are served by cats.ts and
// the previous-special-recipe check by orders.ts. One demo customer owns a plan per case,
// picked by subscriptionId:
//   1001 a 20% discount applies          1002 first box with a gift      1003 spooky surprise (October)
//   1004 October, cat allergic to chicken (no card)                      1005 October, had the recipe (no card)
//   1006 nothing to lose; an expired discount shows only without the POTENTIALLY USABLE filter
//   1007 a £5.00 discount applies        1009 the discount estimate fails (500)
// Apply answers false for codes starting EXPIRED, or when switch {discountApplyFails: true} is set.
import { unauthenticated } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';

const june = '2026-06-12';
const october = '2026-10-09';

export const freshMealPlans = [
  { parentId: 1001, boxNumber: 4, nextDeliveryDate: june, gift: null },
  { parentId: 1002, boxNumber: 1, nextDeliveryDate: june, gift: 'KatKin tote bag' },
  { parentId: 1003, boxNumber: 6, nextDeliveryDate: october },
  { parentId: 1004, boxNumber: 6, nextDeliveryDate: october },
  { parentId: 1005, boxNumber: 9, nextDeliveryDate: october },
  { parentId: 1006, boxNumber: 3, nextDeliveryDate: june },
  { parentId: 1007, boxNumber: 2, nextDeliveryDate: june },
  { parentId: 1009, boxNumber: 5, nextDeliveryDate: june },
];

const conditions: Record<number, string> = { 1003: 'Sensitive stomach', 1004: 'Kidney disease, Chicken allergy' };

export const cats = Object.fromEntries(
  freshMealPlans.map(({ parentId }) => [
    `cat-${parentId}`,
    { freshMealPlanId: parentId, birthday: '2021-04-01', cat: { name: 'Tom', medicalConditionsDetails: conditions[parentId] ?? '' } },
  ]),
);

const usable = [
  { code: 'STAY20', discount: { discount_type: 'percentage', value: 20 }, appliesToSubGroups: [{ subscriptionId: 1001 }] },
  { code: 'FIVEOFF', discount: { discount_type: 'absolute_total', value: 5 }, appliesToSubGroups: [{ subscriptionId: 1007 }] },
];
const expired = [
  { code: 'OLD10', discount: { discount_type: 'percentage', value: 10 }, appliesToSubGroups: [{ subscriptionId: 1006 }] },
];

const ESTIMATE_FAILS = new Set(['1009']);
const ORIGINAL_PRICE = 45.6;

const round2 = (amount: number) => Math.round(amount * 100) / 100;

export const cancellationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/estimation/subscription',
    handle({ url, token }) {
      if (!token) return unauthenticated;
      const subscriptionId = url.searchParams.get('subscriptionId') ?? '';
      const code = url.searchParams.get('code') ?? '';
      if (!/^\d+$/.test(subscriptionId) || code === '') return { status: 400, body: { message: 'subscriptionId and code are required' } };
      if (ESTIMATE_FAILS.has(subscriptionId)) return { status: 500, body: { message: 'Estimation service unavailable' } };
      // Demo: the code's trailing number is its percentage (STAY20 -> 20%), else 20%.
      const percentageSaved = Number(/(\d+)$/.exec(code)?.[1] ?? 20);
      const savings = round2((ORIGINAL_PRICE * percentageSaved) / 100);
      return { body: { percentageSaved, savings, originalPrice: ORIGINAL_PRICE, discountedPrice: round2(ORIGINAL_PRICE - savings) } };
    },
  },
  {
    method: 'POST',
    path: '/applications/customer',
    handle({ body, token }, state) {
      if (!token) return unauthenticated;
      const code = (body as { code?: unknown } | undefined)?.code;
      if (typeof code !== 'string') return { status: 400, body: { message: 'code is required' } };
      return { body: !(code.startsWith('EXPIRED') || state.switches.discountApplyFails === true) };
    },
  },
  {
    method: 'GET',
    path: '/applications/customer',
    handle({ url, token }) {
      if (!token) return unauthenticated;
      return { body: url.searchParams.get('filter') === 'POTENTIALLY USABLE' ? usable : [...usable, ...expired] };
    },
  },
  {
    method: 'GET',
    path: '/subscriptions',
    handle: ({ token }) => (token ? { body: { freshMealPlans } } : unauthenticated),
  },
];
