// /coop-profile: the company's balance, operations, drivers, vehicles and trackers, and logout.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@parking/shared/domain';
import { Button, ErrorCard, Spinner } from '@parking/shared/ui';
import { NS } from '../i18n';
import { DevicesSection } from './devices';
import { DriversSection } from './drivers';
import { errorText } from './errors';
import { corporateLogout } from './logout';
import { OperationsSection } from './operations';
import { useCorpProfile } from './use-corp-profile';
import { VehiclesSection } from './vehicles';
import './coop.css';

export function CoopArea() {
  const { t } = useTranslation(NS);
  const { state, reload } = useCorpProfile();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await corporateLogout();
  };
  const logoutButton = (
    <Button variant="secondary" loading={leaving} onClick={() => void logout()}>
      {t('logout')}
    </Button>
  );

  return (
    <section className="coop" aria-labelledby="coop-title">
      <div className="coop__head">
        <h1 id="coop-title">{t('coop.title')}</h1>
        {logoutButton}
      </div>
      {state.status === 'loading' && <Spinner label={t('loading')} block />}
      {state.status === 'error' && (
        // Spec section 8: a failed profile load offers retry and logout.
        <ErrorCard
          title={t('loadError')}
          message={errorText(t, state.error)}
          retryLabel={t('actions.retry')}
          onRetry={() => void reload()}
        />
      )}
      {state.status === 'done' && (
        <>
          <dl className="coop__company">
            <div>
              <dt>{t('company.name')}</dt>
              <dd>{state.profile.name ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('company.inn')}</dt>
              <dd>{state.profile.inn ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('company.email')}</dt>
              <dd>{state.profile.email ?? '—'}</dd>
            </div>
            <div className="coop__balance">
              <dt>{t('company.balance')}</dt>
              <dd data-testid="coop-balance">{formatMoney(state.profile.remainingSum).text}</dd>
            </div>
          </dl>
          <OperationsSection drivers={state.profile.drivers} />
          <DriversSection profile={state.profile} reload={reload} />
          <VehiclesSection profile={state.profile} reload={reload} />
          <DevicesSection profile={state.profile} reload={reload} />
        </>
      )}
    </section>
  );
}
