import { useTranslation } from 'react-i18next';
import type { CostResult } from '../api/types';
import { NS } from '../i18n';
import { money, timeOf } from './text';

/** A cost line: its label, the sum in bold, and the discount the sum includes, if any. */
export function CostTotal({
  label,
  total,
  cost,
}: {
  label: string;
  total: number;
  cost: CostResult | null;
}) {
  const { t } = useTranslation(NS);
  return (
    <p>
      {label} <strong>{money(total)}</strong>
      {!!cost?.totaldiscount && (
        <>
          {' '}
          {t('cost.discount', {
            amount: money(cost.totaldiscount),
            name: cost.benefitsName || '',
          })}
        </>
      )}
    </p>
  );
}

/** The cost of a stay by tariff interval (time span, hourly rate, cost), as a table. */
export function CostBreakdown({ cost, timeZone }: { cost: CostResult; timeZone: string }) {
  const { t } = useTranslation(NS);
  if (!cost.intervals?.length) return null;
  return (
    <table className="payments-intervals">
      <caption>{t('guestPayment.breakdown')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('guestPayment.interval')}</th>
          <th scope="col">{t('guestPayment.rate')}</th>
          <th scope="col">{t('guestPayment.cost')}</th>
        </tr>
      </thead>
      <tbody>
        {cost.intervals.map((i) => (
          <tr key={i.from}>
            <td>
              {timeOf(i.from, timeZone)}–{timeOf(i.to, timeZone)}
            </td>
            <td>{t('guestPayment.perHour', { price: money(i.pricePerHour) })}</td>
            <td>{money(i.cost)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
