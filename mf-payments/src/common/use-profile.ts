import { useEffect, useState } from 'react';
import { apiCall, isOk } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { useCurrentSession } from '@parking/shared/session';
import type { Profile } from '../api/types';

/**
 * The profile the shell announces ('profile:loaded'). When nothing was announced (a standalone
 * page, a shell that has not loaded it yet) the widget asks the API itself, once.
 */
export function useProfile(): Profile | null {
  const session = useCurrentSession();
  const [profile, setProfile] = useState<Profile | null>(
    () => (bus.last('profile:loaded')?.profile as Profile | null) ?? null,
  );
  useEffect(() => {
    const sub = bus
      .on('profile:loaded')
      .subscribe(({ profile: next }) => setProfile((next as Profile | null) ?? null));
    let live = true;
    if (session && bus.last('profile:loaded') === undefined) {
      void apiCall<Profile>('/profile/get-profile').then((r) => {
        if (live && isOk(r) && bus.last('profile:loaded') === undefined) setProfile(r.result);
      });
    }
    return () => {
      live = false;
      sub.unsubscribe();
    };
  }, [session]);
  return session ? profile : null;
}

/** Tell the shell that server-side data changed (it reloads the profile). */
export function announceChange(reason: string): void {
  bus.emit('profile:changed', { reason });
}
