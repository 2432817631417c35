import { useParams } from 'react-router-dom';
import type { Language } from '@parking/shared/i18n';

/** The language a URL asks for: only 'en' is kept as a prefix, everything else reads as ru. */
export function languageOfPath(pathname: string): Language {
  return pathname.split('/')[1] === 'en' ? 'en' : 'ru';
}

/** '/en/profile' -> '/profile'; '/ru' -> '/'. */
export function stripLanguage(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '');
  return rest === '' ? '/' : rest;
}

/** The same page in the other language: ru has no prefix, en has '/en'. */
export function pathInLanguage(pathname: string, lng: Language): string {
  const bare = languageOfPath(pathname) === 'en' ? stripLanguage(pathname) : pathname;
  if (lng === 'ru') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/** Prefix of site links inside the current language scope: '' or '/en'. */
export function useLngBase(): '' | '/en' {
  return useParams().lng === 'en' ? '/en' : '';
}
