import { DateTime } from 'luxon';
import { splitStay, tariffFromZonePrices, type ProductionCalendar } from '@parking/shared/domain';
import type { MapZone } from './types';

/** daycode -2 in a zone's prices marks the parking inactive (spec section 3). */
export function isInactive(zone: MapZone | null | undefined): boolean {
  return !!zone?.prices?.some((row) => Number(row.daycode) === -2);
}

/**
 * The zone's hourly price now, in kopecks, for now's day kind and time; null when no tariff applies.
 * The browser has no production calendar, so a holiday is priced by its weekday here; the
 * payment screen's cost (computed by the server) is the authority.
 */
export function currentPricePerHour(
  zone: MapZone | null | undefined,
  now: Date,
  timeZone: string,
): number | null {
  if (!zone?.prices?.length || isInactive(zone)) return null;
  const year = DateTime.fromJSDate(now, { zone: timeZone }).year;
  const calendar: ProductionCalendar = {
    [year]: { holidays: [], workingDays: [] },
    [year + 1]: { holidays: [], workingDays: [] },
  };
  const split = splitStay({
    start: now,
    durationMinutes: 1,
    tariff: tariffFromZonePrices(zone.prices, zone.zonenumber),
    calendar,
    timeZone,
  });
  if (!split.ok || split.intervals.length === 0) return null;
  return split.intervals[0].pricePerHour;
}
