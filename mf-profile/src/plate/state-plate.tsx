import { useTranslation } from 'react-i18next';
import { plateDisplayParts, type PlateFormat } from '@parking/shared/domain';
import { NS } from '../i18n';
import './state-plate.css';

export interface StatePlateProps {
  plate: string;
  format: PlateFormat;
}

/**
 * A state-number plate: a car plate (groups | region RUS), a square motorcycle plate (digits on
 * top, letters and region below) or a foreign one. The drawing is hidden from screen readers,
 * which get the number as one label.
 */
export function StatePlate({ plate, format }: StatePlateProps) {
  const { t } = useTranslation(NS);
  const parts = plateDisplayParts(plate, format);
  if (parts.kind === 'foreign') {
    return (
      <span
        role="img"
        className="state-plate state-plate--foreign"
        aria-label={t('plate.labelForeign', { number: parts.number })}
      >
        <span aria-hidden="true" className="state-plate__number">
          {parts.number}
        </span>
      </span>
    );
  }
  const number = parts.kind === 'car' ? parts.groups.join(' ') : `${parts.top} ${parts.bottom}`;
  const label = parts.region
    ? t('plate.label', { number, region: parts.region })
    : t('plate.labelNoRegion', { number });
  if (parts.kind === 'moto') {
    return (
      <span role="img" className="state-plate state-plate--moto" aria-label={label}>
        <span aria-hidden="true" className="state-plate__top">
          {parts.top}
        </span>
        <span aria-hidden="true" className="state-plate__bottom">
          <span className="state-plate__letters">{parts.bottom}</span>
          <span className="state-plate__region">
            {parts.region}
            <small>{parts.country}</small>
          </span>
        </span>
      </span>
    );
  }
  return (
    <span role="img" className="state-plate state-plate--car" aria-label={label}>
      <span aria-hidden="true" className="state-plate__number">
        {parts.groups.map((group, i) => (
          <span key={i} className={i % 2 === 1 ? 'state-plate__digits' : 'state-plate__letters'}>
            {group}
          </span>
        ))}
      </span>
      {parts.region && (
        <span aria-hidden="true" className="state-plate__region">
          {parts.region}
          <small>{parts.country}</small>
        </span>
      )}
    </span>
  );
}
