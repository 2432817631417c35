import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '@parking/shared/api';
import type { CorporateProfile } from '@parking/shared/contracts';
import { getCorpProfile } from '../api/corporate';

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'done'; profile: CorporateProfile };

/** The company's profile; `reload` after every change (the server is the source of truth). */
export function useCorpProfile(): { state: LoadState; reload(): Promise<void> } {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const live = useRef(true);
  const reload = useCallback(async () => {
    const response = await getCorpProfile();
    if (!live.current) return;
    setState(
      response.status === 'ok'
        ? { status: 'done', profile: response.result }
        : { status: 'error', error: response },
    );
  }, []);
  useEffect(() => {
    live.current = true;
    void reload();
    return () => {
      live.current = false;
    };
  }, [reload]);
  return { state, reload };
}
