// What both screens read from the shell: the city's settings and time zone (options:loaded), the
// profile's vehicles (profile:loaded), and how an API error reads.
import type { TFunction } from 'i18next';
import { REQUEST_ERROR_MESSAGE } from '@parking/shared/api';
import { useBusEvent } from '@parking/shared/bus';
import type { ApiError, PaymentMethod } from '@parking/shared/contracts';
import { formatMoney } from '@parking/shared/domain';
import { errorKey } from '@parking/shared/i18n';
import { NS } from './i18n';

export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

export function useCitySettings() {
  const options = useBusEvent('options:loaded');
  const settings = options?.info.settings;
  return {
    timeZone: options?.city.timeZone ?? DEFAULT_TIME_ZONE,
    useConstructor: settings?.useSubscriptionConstructor ?? false,
    /** The city's settings are known and the constructor is off there (not merely not loaded yet). */
    constructorOff:
      options !== undefined && options !== null && settings?.useSubscriptionConstructor !== true,
    paymentMethods: (settings?.paymentsMethods ?? []).filter(
      (m: PaymentMethod) => m.methodName !== 'receipt',
    ),
  };
}

interface ProfileVehicle {
  numberTs: string;
  mainTs?: boolean;
}

/** The profile's vehicles (plates), main first. */
export function useVehicles(): string[] {
  const profile = useBusEvent('profile:loaded')?.profile as
    { ts?: ProfileVehicle[] } | null | undefined;
  const ts = Array.isArray(profile?.ts) ? profile.ts : [];
  return [...ts]
    .sort((a, b) => Number(Boolean(b.mainTs)) - Number(Boolean(a.mainTs)))
    .map((v) => v.numberTs);
}

/** This remote's text for its own error names, else the shared catalogue's, else the server's message. */
export function errorText(t: TFunction, error: ApiError): string {
  const own = `${NS}:errors.${error.errorName}`;
  if (t(own, { defaultValue: '' })) return t(own);
  const shared = errorKey(error.errorName);
  // a failed request (no answer) has only the client's English placeholder: the catalogue's text reads better
  if (
    shared !== 'errors:UnknownError' ||
    !error.errorMessage ||
    error.errorMessage === REQUEST_ERROR_MESSAGE
  )
    return t(shared);
  return error.errorMessage;
}

/**
 * Roubles with two decimals and grouped thousands, as everywhere on the site ('1 234,50'; the
 * texts add ' р'). The language does not change it (spec section 9).
 */
export function formatRub(value: number, _lng?: string): string {
  return formatMoney(value, { suffix: '' }).text;
}

/** A profile page's address: the shell passes the language root or, in the profile area, '<root>/profile'. */
export function profilePath(basePath: string, page: 'abonements' | 'constructor'): string {
  return `${basePath.replace(/\/+$/, '').replace(/\/profile$/, '')}/profile/${page}`;
}
