import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { plateOf, type ParkingSession } from '../api/types';
import { NS } from '../i18n';

/** Where a session runs: its parking when it has one, else its zone. */
export function sessionPlace(t: TFunction, session: ParkingSession): string {
  return session.parkingCode
    ? t('parking.parking', { code: session.parkingCode })
    : t('parking.zone', { zone: session.zone });
}

/** A session row's first lines: where, then which vehicle. */
export function SessionTitle({ session }: { session: ParkingSession }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <strong>{sessionPlace(t, session)}</strong>
      <span>{t('parking.vehicle', { plate: plateOf(session) })}</span>
    </>
  );
}
