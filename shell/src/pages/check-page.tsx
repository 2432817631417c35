import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { formatMoney, parseAmount } from '@parking/shared/domain';
import { NS } from '../i18n';
import { useStartup } from '../startup/startup-context';

const DATE_INPUTS = ['dd.MM.yyyy HH:mm', 'dd.MM.yyyy HH:mm:ss', 'dd/MM/yyyy HH:mm', 'dd.MM.yyyy'];

/** A receipt's date from the link: ISO (UTC unless it says otherwise) or the spec's formats. */
export function formatCheckDate(value: string | null, zone: string): string | null {
  if (!value) return null;
  let date = DateTime.fromISO(value, { zone: 'utc' });
  if (!date.isValid) date = DateTime.fromSQL(value, { zone: 'utc' });
  for (const format of DATE_INPUTS) {
    if (date.isValid) break;
    // Local formats carry no zone: they are the city's local time.
    date = DateTime.fromFormat(value, format, { zone });
  }
  return date.isValid ? date.setZone(zone).toFormat('dd.MM.yyyy HH:mm') : value;
}

/** /check (logged-out only, guarded in the route table): a receipt described by the link. */
export function CheckPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const { city } = useStartup();
  const price = params.get('price');
  const amount = price === null ? Number.NaN : parseAmount(price);
  const rows: [string, string | null][] = [
    ['check.dateIn', formatCheckDate(params.get('dateIn'), city.timeZone)],
    ['check.dateOut', formatCheckDate(params.get('dateOut'), city.timeZone)],
    ['check.price', Number.isFinite(amount) ? formatMoney(amount).text : null],
    ['check.ts', params.get('ts')],
  ];
  const title = params.get('title');

  return (
    <section aria-labelledby="shell-page-title" className="shell-page shell-check">
      <h1 id="shell-page-title">{t('pages.check')}</h1>
      {title && <p className="shell-check-title">{title}</p>}
      <dl className="shell-check-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value || t('check.missing')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
