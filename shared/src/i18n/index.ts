import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus } from '../bus/bus';
import { ERROR_NAMES } from '../contracts';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import ruCommon from './locales/ru/common.json';
import ruErrors from './locales/ru/errors.json';

export const SUPPORTED_LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'ru';

/**
 * The one i18next instance. The default instance, not createInstance(): i18next is a federation
 * singleton, so anything that imports it directly sees the same resources.
 */
export const i18n: I18n = i18next;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function toLanguage(lng: string | undefined): Language {
  const base = lng?.split('-')[0];
  return isLanguage(base) ? base : FALLBACK_LANGUAGE;
}

function announce(lng: string | undefined): void {
  const language = toLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  bus.emit('language:changed', { lng: language });
}

let initialising: Promise<void> | null = null;

/** Initialises the instance once (the shell calls it); later calls just switch the language. */
export function initI18n(lng: Language): Promise<void> {
  if (i18n.isInitialized) return setLanguage(lng);
  if (initialising) return initialising.then(() => setLanguage(lng));
  i18n.on('languageChanged', announce);
  initialising = i18n
    .use(initReactI18next)
    .init({
      lng: toLanguage(lng),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: false,
      ns: ['common', 'errors'],
      defaultNS: 'common',
      resources: {
        ru: { common: ruCommon, errors: ruErrors },
        en: { common: enCommon, errors: enErrors },
      },
      interpolation: { escapeValue: false }, // React escapes
      // 'added': components re-render when a remote registers its namespace late
      react: { useSuspense: false, bindI18nStore: 'added' },
    })
    .then(() => undefined);
  return initialising;
}

/** Resolves once the instance is initialised, whoever initialises it. */
export function whenI18nReady(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

/**
 * A remote's translations. Safe to call before the shell initialises i18next: it waits, because
 * adding a bundle to an uninitialised instance fails ('hasResourceBundle is not a function').
 */
export async function registerNamespace(
  ns: string,
  resources: { ru: object; en: object },
): Promise<void> {
  await whenI18nReady();
  for (const lng of SUPPORTED_LANGUAGES)
    i18n.addResourceBundle(lng, ns, resources[lng], true, true);
}

export async function setLanguage(lng: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await (initialising ?? initI18n(lng));
    if (i18n.language === lng) return;
  }
  await i18n.changeLanguage(toLanguage(lng));
}

export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** The translation key of an API error name; an unknown name reads as UnknownError. */
export function errorKey(errorName: string | undefined | null): string {
  const known = (ERROR_NAMES as readonly string[]).includes(errorName ?? '');
  return `errors:${known ? errorName : 'UnknownError'}`;
}
