import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard, Spinner } from '@parking/shared/ui';
import { NS } from '../i18n';
import { startUp } from './startup';
import { StartupContext, type StartupData, type StartupContextValue } from './startup-context';

type GateState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: StartupData };

/**
 * Renders the site only once the city, its remotes and its options are known. A failed start
 * shows a full-page error card with retry, never a blank page.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<GateState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    startUp({ force: generation > 0 }).then(
      (data) => live && setState({ status: 'ready', data }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const value = useMemo<StartupContextValue | null>(
    () => (state.status === 'ready' ? { ...state.data, reload } : null),
    [state, reload],
  );

  if (state.status === 'error') {
    return (
      <main className="shell-startup">
        <ErrorCard
          title={t('startup.errorTitle')}
          message={t('startup.errorMessage')}
          retryLabel={t('startup.retry')}
          onRetry={reload}
        />
      </main>
    );
  }
  if (!value) {
    return (
      <main className="shell-startup">
        <Spinner label={t('startup.loading')} block />
      </main>
    );
  }
  return (
    // Keyed by city: a city change remounts every remote with the new city's state.
    <StartupContext.Provider value={value} key={value.city.city}>
      {children}
    </StartupContext.Provider>
  );
}
