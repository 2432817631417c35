import { DateTime } from 'luxon';

/** An API date (ISO) as the spec's DD.MM.YYYY or DD.MM.YYYY HH:mm in the city's time zone. */
export function formatDate(iso: string, zone: string, withTime = false): string {
  const date = DateTime.fromISO(iso, { zone: 'utc' }).setZone(zone);
  if (!date.isValid) return iso;
  return date.toFormat(withTime ? 'dd.MM.yyyy HH:mm' : 'dd.MM.yyyy');
}

/** The language of the page's URL, the one its content is requested in. */
export function useContentLanguage(base: '' | '/en'): 'ru' | 'en' {
  return base === '/en' ? 'en' : 'ru';
}
