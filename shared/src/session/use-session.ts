import { useEffect, useState } from 'react';
import { bus, type UserType } from '../bus/bus';
import { getCity } from './city';
import { tokenStore } from './token-store';

export interface CurrentSession {
  city: string;
  userType: UserType;
  token: string;
}

/** The current city's session, re-read whenever a token or the city changes (null when logged out). */
export function useCurrentSession(): CurrentSession | null {
  const [session, setSession] = useState<CurrentSession | null>(() => tokenStore.current());
  useEffect(() => {
    const refresh = () =>
      setSession((prev) => {
        const next = tokenStore.current();
        const same =
          prev?.token === next?.token &&
          prev?.city === next?.city &&
          prev?.userType === next?.userType;
        return same ? prev : next;
      });
    refresh();
    const a = bus.on('session:tokenChanged').subscribe(refresh);
    const b = bus.on('city:changed').subscribe(refresh);
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, []);
  return session;
}

/** The chosen city, kept current on city:changed. */
export function useCity(): string | null {
  const [city, setCityState] = useState<string | null>(() => getCity());
  useEffect(() => {
    setCityState(getCity());
    const sub = bus.on('city:changed').subscribe(({ city: next }) => setCityState(next));
    return () => sub.unsubscribe();
  }, []);
  return city;
}
