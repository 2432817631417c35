import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBusEvent } from '@parking/shared/bus';
import { Button } from '@parking/shared/ui';
import { formatKopecks } from '@parking/shared/domain';
import { useCurrentSession } from '@parking/shared/session';
import { NS } from '../i18n';
import { currentPricePerHour, isInactive } from './price';
import type { MapObject } from './types';

export interface ParkingCardProps {
  object: MapObject;
  basePath: string;
  timeZone: string;
  now?: Date;
  /** Closes the card (its close button and Escape); the screen decides where focus goes. */
  onClose?: () => void;
}

/** The card of a map object: for a parking its zone, price now, free spaces and 'pay here'. */
export function ParkingCard({
  object,
  basePath,
  timeZone,
  now = new Date(),
  onClose,
}: ParkingCardProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const session = useCurrentSession();
  const guestsPay = !!useBusEvent('options:loaded')?.info.settings?.useSessionWithoutRegister;
  const p = object.feature.properties;
  const headingId = `map-card-${object.key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

  // The map's popup has no close control of its own: keyboard users close the card here.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !onClose) return;
    event.stopPropagation();
    onClose();
  };
  const closeButton = onClose && (
    <button
      type="button"
      className="map-card__close"
      aria-label={t('card.close')}
      onClick={onClose}
    >
      <span aria-hidden="true">×</span>
    </button>
  );

  if (!object.isParking) {
    return (
      <section className="map-card" aria-labelledby={headingId} tabIndex={-1} onKeyDown={onKeyDown}>
        {closeButton}
        <h3 id={headingId} className="map-card__title">
          {t(`groups.${object.group}`, { defaultValue: object.group })}
        </h3>
        {(p.name || p.address) && <p>{p.name || p.address}</p>}
      </section>
    );
  }

  const code = p.code ?? '';
  const inactive = isInactive(p.zone);
  const price = currentPricePerHour(p.zone, now, timeZone);
  let priceText: string;
  if (inactive) priceText = t('card.inactive');
  else if (p.freeparking || price === 0) priceText = t('card.free');
  else if (price === null) priceText = t('card.noPrice');
  else priceText = t('card.perHour', { price: formatKopecks(price).text });
  const spaces = p.spaces;

  // logged out: pay without registration where the city allows it, else log in first
  const pay = () => {
    if (session) navigate(`${basePath}/profile/parking?parking=${encodeURIComponent(code)}`);
    else if (guestsPay) navigate(`${basePath}/guest-payment?parking=${encodeURIComponent(code)}`);
    else navigate({ search: '?modal=login' });
  };

  return (
    <section
      className="map-card"
      aria-labelledby={headingId}
      tabIndex={-1}
      data-testid="parking-card"
      onKeyDown={onKeyDown}
    >
      {closeButton}
      <h3 id={headingId} className="map-card__title">
        {t('card.title', { code })}
      </h3>
      {p.address && <p className="map-card__address">{p.address}</p>}
      <dl className="map-card__facts">
        {p.zone && (
          <>
            <dt>{t('card.zone')}</dt>
            <dd>
              {p.zone.zonename ? `${p.zone.zonenumber} · ${p.zone.zonename}` : p.zone.zonenumber}
            </dd>
          </>
        )}
        <dt>{t('card.price')}</dt>
        <dd>{priceText}</dd>
        {spaces && (
          <>
            <dt>{t('card.freeSpaces')}</dt>
            <dd>{t('card.spacesOf', { free: spaces.free ?? 0, total: spaces.total ?? 0 })}</dd>
            {!!spaces.fordisabled && (
              <>
                <dt>{t('card.forDisabled')}</dt>
                <dd>{spaces.fordisabled}</dd>
              </>
            )}
          </>
        )}
      </dl>
      {!inactive && !p.freeparking && (
        <Button size="sm" onClick={pay}>
          {t('card.payHere')}
        </Button>
      )}
    </section>
  );
}
