import { useCallback, useEffect, useRef, useState } from 'react';
import { isOk } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { getProfile } from '../api/profile';
import { parseProfile, type Profile } from '../api/types';

export type ProfileStatus = 'loading' | 'done' | 'error';

export interface ProfileState {
  status: ProfileStatus;
  profile: Profile | null;
  errorName?: string;
}

export interface UseProfile extends ProfileState {
  /** Loads the profile again (the load-failure panel's retry). */
  retry(): void;
  /**
   * After a change on the server: announces 'profile:changed' (the shell reloads the profile for
   * everyone) and reloads it here too, so this screen is right even where nobody else listens.
   */
  changed(reason: string): Promise<void>;
}

/**
 * The profile the shell loads and announces as 'profile:loaded'. When none is on the bus yet (a
 * direct visit, the standalone page) this screen loads it itself and announces it.
 */
export function useProfile(): UseProfile {
  const [state, setState] = useState<ProfileState>(() => {
    const profile = parseProfile(bus.last('profile:loaded')?.profile);
    return profile ? { status: 'done', profile } : { status: 'loading', profile: null };
  });
  const alive = useRef(true);

  const load = useCallback(async () => {
    const response = await getProfile();
    if (!alive.current) return;
    if (isOk(response)) {
      setState({ status: 'done', profile: response.result });
      bus.emit('profile:loaded', { profile: response.result });
    } else if (!response.aborted) {
      setState((s) =>
        s.profile ? s : { status: 'error', profile: null, errorName: response.errorName },
      );
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    const subscription = bus.on('profile:loaded').subscribe(({ profile }) => {
      const parsed = parseProfile(profile);
      if (parsed) setState({ status: 'done', profile: parsed });
    });
    if (!parseProfile(bus.last('profile:loaded')?.profile)) void load();
    return () => {
      alive.current = false;
      subscription.unsubscribe();
    };
  }, [load]);

  const retry = useCallback(() => {
    setState({ status: 'loading', profile: null });
    void load();
  }, [load]);

  const changed = useCallback(
    async (reason: string) => {
      bus.emit('profile:changed', { reason });
      await load();
    },
    [load],
  );

  return { ...state, retry, changed };
}
