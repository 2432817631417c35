import type { TFunction } from 'i18next';
import { DateTime } from 'luxon';
import { durationLabel, formatMoney } from '@parking/shared/domain';
import { errorKey } from '@parking/shared/i18n';

/** Money for display: two decimals, grouping, 'р'. */
export const money = (roubles: number | null | undefined) => formatMoney(Number(roubles ?? 0)).text;

/** 'Без времени', '24:00' or 'N ч M мин'. */
export function durationText(t: TFunction, minutes: number): string {
  const label = durationLabel(minutes);
  if (label.kind === 'none') return t('duration.none');
  if (label.kind === 'fullDay') return label.text;
  if (label.hours && label.minutes)
    return t('duration.hoursMinutes', { hours: label.hours, minutes: label.minutes });
  if (label.hours) return t('duration.hours', { count: label.hours });
  return t('duration.minutes', { count: label.minutes });
}

/**
 * A domain validator code ('plate.invalidFormat') or an API error name, as text: the catalogue
 * names live in the shared 'errors' namespace, the domain codes in ours under 'validation'.
 */
export function errorText(t: TFunction, code: string | null | undefined): string {
  if (!code) return '';
  if (code.includes('.') || ['PostPaymentExpired', 'PostWrongDay'].includes(code))
    return t(`validation.${code}`, { defaultValue: t(errorKey(code)) });
  return t(errorKey(code));
}

/** Local 'HH:mm' of an ISO instant in the city's zone. */
export function timeOf(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  const dt = DateTime.fromISO(iso, { zone: timeZone });
  return dt.isValid ? dt.toFormat('HH:mm') : '—';
}

/** A session's start or end: 'HH:mm' when it falls today (in the city's zone), else 'DD MMMM HH:mm'. */
export function sessionTimeOf(
  iso: string | null | undefined,
  timeZone: string,
  lng: string,
  now: number = Date.now(),
): string {
  if (!iso) return '—';
  const dt = DateTime.fromISO(iso, { zone: timeZone });
  if (!dt.isValid) return '—';
  return dt.hasSame(DateTime.fromMillis(now, { zone: timeZone }), 'day')
    ? dt.toFormat('HH:mm')
    : dateTimeOf(iso, timeZone, lng);
}

/** 'DD MMMM HH:mm' in the interface language. */
export function dateTimeOf(iso: string | null | undefined, timeZone: string, lng: string): string {
  if (!iso) return '—';
  const dt = DateTime.fromISO(iso, { zone: timeZone }).setLocale(lng);
  return dt.isValid ? dt.toFormat('dd MMMM HH:mm') : '—';
}

/** Spec section 9: under this much time left a session's end shows as relative time. */
export const REMAINING_THRESHOLD_MS = 15 * 60_000;

/** Whole minutes (at least 1) until a session's end when it is under 15 minutes away; null otherwise. */
export function minutesLeftIfSoon(
  iso: string | null | undefined,
  now: number = Date.now(),
): number | null {
  const end = iso ? Date.parse(iso) : NaN;
  const left = end - now;
  if (!Number.isFinite(left) || left <= 0 || left >= REMAINING_THRESHOLD_MS) return null;
  return Math.max(1, Math.ceil(left / 60_000));
}

/** A session row's 'from - to': the end as relative time when under 15 minutes remain. */
export function sessionSpanText(
  t: TFunction,
  start: string,
  end: string | null,
  timeZone: string,
  lng: string,
  now: number = Date.now(),
): string {
  const from = sessionTimeOf(start, timeZone, lng, now);
  const soon = minutesLeftIfSoon(end, now);
  return soon === null
    ? t('parking.fromTo', { from, to: sessionTimeOf(end, timeZone, lng, now) })
    : t('parking.fromToSoon', { from, minutes: soon });
}
