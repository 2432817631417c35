import { useCallback, useEffect, useState } from 'react';
import { isOk } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { useCurrentSession } from '@parking/shared/session';
import { getSessions, listOfSessions } from '../api/payments';
import type { ParkingSession } from '../api/types';

/** The account's sessions, reloaded whenever server-side data changes. */
export function useSessions(): { sessions: ParkingSession[]; reload(): void; loaded: boolean } {
  const session = useCurrentSession();
  const [sessions, setSessions] = useState<ParkingSession[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!session) {
      setSessions([]);
      return undefined;
    }
    let live = true;
    void getSessions().then((r) => {
      if (!live) return;
      if (isOk(r)) setSessions(listOfSessions(r.result));
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [session, version]);

  useEffect(() => {
    const a = bus.on('profile:changed').subscribe(reload);
    const b = bus.on('parking:sessionEnded').subscribe(reload);
    return () => {
      a.unsubscribe();
      b.unsubscribe();
    };
  }, [reload]);

  return { sessions, reload, loaded };
}
