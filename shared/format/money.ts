// Spec "money rounding": 2 decimals, half up; shown in pounds, en-GB.
// Marked pure, as every module-level formatter is: a bundle that takes only roundMoney (tracking)
// then leaves the formatter out.
const formatter = /* @__PURE__ */ new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Rounds half up (away from zero for .5) to 2 decimals, immune to binary float error (1.005 -> 1.01). */
export function roundMoney(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(12)));
  return (sign * cents) / 100;
}

/** £1,234.50 */
export function formatPounds(amount: number): string {
  return formatter.format(roundMoney(amount));
}
