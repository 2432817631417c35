import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { currentLanguage } from '@parking/shared/i18n';
import { Spinner, Tabs } from '@parking/shared/ui';
import '../i18n';
import { NS } from '../i18n';
import { plateOf } from '../api/types';
import { SessionTitle } from '../common/session-title';
import { sessionSpanText } from '../common/text';
import { useProfile } from '../common/use-profile';
import { useCitySettings } from '../common/use-settings';
import { useSessions } from '../header/use-sessions';
import { NoBalanceLists } from './no-balance-lists';
import { PlanarForm } from './planar-form';
import { StartForm } from './start-form';
import { usePlaces } from './use-places';
import '../payment-modal/payment.css';

/** /profile/parking: the start form (roadside / planar) and the sessions. */
export default function ProfileParking() {
  const { t } = useTranslation(NS);
  const { settings, timeZone } = useCitySettings();
  const profile = useProfile();
  const { places, loaded } = usePlaces();
  const { sessions, reload } = useSessions();
  const [params] = useSearchParams();
  const code = params.get('parking');
  const preset = code ? places.find((p) => p.parkingCode === code) : undefined;
  const presetPlanar = settings.useFlatParking && !!preset?.barrier;
  const [tab, setTab] = useState<string | null>(null);
  const currentTab = tab ?? (presetPlanar ? 'planar' : 'roadside');
  const vehicles = profile?.ts ?? [];
  const active = sessions.filter((s) => s.status === 'active');

  const roadside = loaded ? (
    <StartForm
      // a new preselection (or the profile's vehicles arriving) starts the form afresh
      key={`${preset?.id ?? ''}:${vehicles.length}`}
      places={places}
      vehicles={vehicles}
      parkedPlates={active.map(plateOf)}
      // a barrier parking is never offered on the roadside tab (paid by ticket)
      preselected={
        preset && !presetPlanar
          ? settings.paymentByParkingId
            ? preset.barrier
              ? null
              : preset.id
            : `zone:${preset.zone}`
          : null
      }
    />
  ) : (
    <Spinner label={t('common.loading')} block />
  );

  return (
    <section aria-labelledby="payments-profile-parking-title">
      <h1 id="payments-profile-parking-title">
        {settings.dontUseBalance ? t('profileParking.titleNoBalance') : t('profileParking.title')}
      </h1>
      <div className="payments-grid">
        <section className="payments-card" aria-labelledby="payments-start-title">
          <h2 id="payments-start-title">{t('form.title')}</h2>
          {settings.useFlatParking ? (
            <Tabs
              label={t('form.parkingType')}
              selectedId={currentTab}
              onChange={setTab}
              items={[
                { id: 'roadside', label: t('form.roadside'), content: roadside },
                {
                  id: 'planar',
                  label: t('form.planar'),
                  content: <PlanarForm parkingNumber={presetPlanar ? (code ?? '') : ''} />,
                },
              ]}
            />
          ) : (
            roadside
          )}
        </section>
        <div className="payments-form">
          {settings.dontUseBalance ? (
            <NoBalanceLists sessions={sessions} reload={reload} lng={currentLanguage()} />
          ) : (
            <section className="payments-card" aria-labelledby="payments-active-title">
              <h2 id="payments-active-title">{t('profileParking.active')}</h2>
              {active.length === 0 ? (
                <p>{t('parking.empty')}</p>
              ) : (
                <ul className="payments-sessions">
                  {active.map((s) => (
                    <li key={s.id} className="payments-session">
                      <SessionTitle session={s} />
                      <span>
                        {sessionSpanText(t, s.startDate, s.endDate, timeZone, currentLanguage())}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
      </div>
    </section>
  );
}
