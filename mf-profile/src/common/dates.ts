import { DateTime } from 'luxon';

/** 'DD.MM.YYYY' (or with ' HH:mm') of an ISO instant in the city's zone; '—' when missing. */
export function formatDate(
  iso: string | null | undefined,
  timeZone: string | undefined,
  withTime = false,
): string {
  if (!iso) return '—';
  const dt = DateTime.fromISO(iso, timeZone ? { zone: timeZone } : {});
  if (!dt.isValid) return iso;
  return dt.toFormat(withTime ? 'dd.MM.yyyy HH:mm' : 'dd.MM.yyyy');
}
