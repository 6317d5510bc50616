// Spec section 5, "Default delivery date", and the shape of the offered dates.
import type { DeliveryDateOption } from '../../shared/api/litter-actions.ts';
import { parseIsoDate } from '../../shared/format/iso-date.ts';

/** The page's deliveryDate query value as 'YYYY-MM-DD' (a time part is ignored), or undefined. */
export function urlCalendarDate(value: string | undefined): string | undefined {
  const day = value?.trim().slice(0, 10);
  return day && parseIsoDate(day) ? day : undefined;
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
