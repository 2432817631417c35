import { useEffect, useRef } from 'react';
import { bus, useBusEvent } from '@parking/shared/bus';
import type { OptionsInfo } from '@parking/shared/contracts';
import { announceLogin, getCity, tokenStore, type UserType } from '@parking/shared/session';

/**
 * A token the server gave: stored for the city and user type, told to the other tabs and to
 * this page (the shell then loads the profile).
 */
export function completeLogin(userType: UserType, token: string): void {
  const city = getCity();
  if (!city) throw new Error('no city chosen');
  tokenStore.set(city, userType, token);
  announceLogin(userType);
  bus.emit('session:loggedIn', { userType });
}

/** The city's options as the shell announced them (null before start-up finished). */
export function useOptions(): OptionsInfo | null {
  return useBusEvent('options:loaded')?.info ?? null;
}

/**
 * A default zone in the options or settings (the contract names none yet, so it is read
 * loosely): then a login lands on /profile/parking.
 */
export function hasDefaultZone(info: OptionsInfo | null): boolean {
  if (!info) return false;
  const loose = (value: object) => (value as Record<string, unknown>).defaultZone;
  const zone = loose(info.options) ?? loose(info.settings);
  return zone !== undefined && zone !== null && zone !== '';
}

/** Moves focus to a step's heading when the step appears, so screen readers hear the change. */
export function useFocusOnMount<T extends HTMLElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
