// Spec section 5, "Default delivery date", and the shape of the offered dates.
import type { DeliveryDateOption } from '../../shared/api/litter-actions.ts';
import { londonCalendarDate } from '../../shared/format/london-date.ts';

/**
 * The page's deliveryDate query value as its 'YYYY-MM-DD' day in London (a timestamp such as
 * 2024-06-04T23:00:00Z, midnight BST on 5 June, is 5 June: domain facts, no day lost to UTC), or undefined.
 */
export function urlCalendarDate(value: string | undefined): string | undefined {
  return value === undefined ? undefined : londonCalendarDate(value.trim());
}

/**
 * - URL carries deliveryDate: the offered date on that same day; otherwise the first later
 *   offered date with price 0; otherwise the first free date.
 * - No deliveryDate: the first free date.
 * - Our choice where the spec is silent: with no free date at all, the first offered date,
 *   so variants A and B (which have no picker) can still be ordered.
 */
export function defaultDeliveryDate(options: readonly DeliveryDateOption[], urlDate?: string): string | undefined {
  const sorted = [...options].sort((a, b) => a.date.localeCompare(b.date));
  const wanted = urlCalendarDate(urlDate);
  if (wanted) {
    const sameDay = sorted.find((option) => option.date === wanted);
    if (sameDay) return sameDay.date;
    const laterFree = sorted.find((option) => option.date > wanted && option.price === 0);
    if (laterFree) return laterFree.date;
  }
  return (sorted.find((option) => option.price === 0) ?? sorted[0])?.date;
}
