// The subscriptionId query parameter of the cancellation pages.

/** Spec: "subscriptionId must be present and numeric": whole digits only ("12", not "1e3" or "-4"). */
export function parseSubscriptionId(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) ? id : undefined;
}
