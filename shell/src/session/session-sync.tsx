import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus } from '@parking/shared/bus';
import { startTabSync, tokenStore, useCurrentSession } from '@parking/shared/session';
import { forgetProfile, loadProfile, loggedOutElsewhere } from './session';

/** How long a login broadcast may wait for the token written by the other tab (storage event). */
export const TOKEN_GRACE_MS = 200;

/**
 * The session's side effects in the shell: the profile is loaded once per login and again on
 * 'profile:changed'; login and logout in other tabs of the city reach this one.
 */
export function SessionSync() {
  const session = useCurrentSession();
  const [params, setParams] = useSearchParams();
  const modalRef = useRef(params.get('modal'));
  useEffect(() => {
    modalRef.current = params.get('modal');
  }, [params]);

  useEffect(() => {
    if (session) void loadProfile(session);
    else forgetProfile();
  }, [session]);

  useEffect(() => {
    const sub = bus.on('profile:changed').subscribe(() => {
      const current = tokenStore.current();
      if (current) void loadProfile(current, { force: true });
    });
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const closeLogin = () => {
      if (modalRef.current !== 'login') return;
      modalRef.current = null;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('modal');
          next.delete('type');
          return next;
        },
        { replace: true },
      );
    };
    const onLogin = (attempt = 0) => {
      const current = tokenStore.current();
      if (current) {
        void loadProfile(current, { force: true });
        closeLogin();
      } else if (attempt === 0) {
        // The other tab's token arrives by a storage event, which may come just after.
        timers.push(setTimeout(() => onLogin(1), TOKEN_GRACE_MS));
      } else {
        console.warn('A login in another tab was announced, but this tab has no session');
      }
    };
    const stop = startTabSync({ onLogin: () => onLogin(), onLogout: loggedOutElsewhere });
    return () => {
      stop();
      timers.forEach(clearTimeout);
    };
  }, [setParams]);

  return null;
}
