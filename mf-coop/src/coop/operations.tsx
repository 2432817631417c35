// The company's operations through the history issue's call (shared contracts, not mf-history):
// filtered by driver (phone) and period, paged by the server's cursor.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from 'luxon';
import { useBusEvent } from '@parking/shared/bus';
import type { CorporateDriver, Operation, PeriodPreset } from '@parking/shared/contracts';
import { formatMoney, formatPhone } from '@parking/shared/domain';
import { Alert, Button, Select, Spinner } from '@parking/shared/ui';
import { getOperations, pageExtras } from '../api/corporate';
import { NS } from '../i18n';
import { errorText } from './errors';

const PERIODS: readonly PeriodPreset[] = ['monthly', 'weekly', 'today', 'yesterday', 'all'];

export function OperationsSection({ drivers }: { drivers: CorporateDriver[] }) {
  const { t } = useTranslation(NS);
  const timeZone = useBusEvent('options:loaded')?.city?.timeZone;
  const [driver, setDriver] = useState('');
  const [period, setPeriod] = useState<PeriodPreset>('monthly');
  const [rows, setRows] = useState<Operation[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = async (after: string | null, signal?: AbortSignal) => {
    setLoading(true);
    const response = await getOperations(
      {
        Period: period,
        ...(driver ? { Driver: driver } : {}),
        ...(after ? { cursor: after } : {}),
      },
      signal,
    );
    if (signal?.aborted) return;
    setLoading(false);
    if (response.status !== 'ok') {
      setError(errorText(t, response));
      return;
    }
    setError(null);
    setRows((prev) => (after ? [...prev, ...response.result] : response.result));
    setCursor(pageExtras(response).hasMore ? pageExtras(response).nextCursor : null);
  };

  useEffect(() => {
    const controller = new AbortController();
    void load(null, controller.signal);
    return () => controller.abort();
    // A new filter starts from the first page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [driver, period]);

  const nameOf = (phone: string | null) =>
    drivers.find((d) => d.phone === phone)?.name ?? (phone ? formatPhone(phone) : '—');
  // Spec 9: DD.MM.YYYY HH:mm in either language, on the city's clock.
  const formatDate = (iso: string) => {
    const date = DateTime.fromISO(iso, timeZone ? { zone: timeZone } : {});
    return date.isValid ? date.toFormat('dd.MM.yyyy HH:mm') : iso;
  };

  return (
    <section className="coop-section" aria-labelledby="coop-operations-title">
      <h2 id="coop-operations-title">{t('operations.title')}</h2>
      <div className="coop-filters" role="group" aria-label={t('operations.filters')}>
        <Select
          label={t('operations.driver')}
          value={driver}
          onChange={(e) => setDriver(e.target.value)}
          placeholder={t('operations.allDrivers')}
          options={drivers.map((d) => ({ value: d.phone, label: d.name }))}
        />
        <Select
          label={t('operations.period')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as PeriodPreset)}
          options={PERIODS.map((p) => ({ value: p, label: t(`operations.periods.${p}`) }))}
        />
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      {!error && rows.length === 0 && !loading && <p>{t('operations.empty')}</p>}
      {rows.length > 0 && (
        // focusable: on a narrow screen the table scrolls sideways, and keyboard users must reach it
        <div
          className="coop-table-wrap"
          role="group"
          aria-labelledby="coop-operations-title"
          tabIndex={0}
        >
          <table className="coop-table" aria-busy={loading || undefined}>
            <caption className="pk-visually-hidden">{t('operations.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('operations.date')}</th>
                <th scope="col">{t('operations.type')}</th>
                <th scope="col">{t('operations.driver')}</th>
                <th scope="col">{t('operations.vehicle')}</th>
                <th scope="col">{t('operations.zone')}</th>
                <th scope="col">{t('operations.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((op) => (
                <tr key={op.id}>
                  <td>{formatDate(op.dateOperation)}</td>
                  <td>{t(`operations.types.${op.type}`)}</td>
                  <td>{nameOf(op.driverPhone)}</td>
                  <td>{op.transport ?? '—'}</td>
                  <td>{op.zone ?? '—'}</td>
                  <td className="coop-amount">{formatMoney(op.amount).text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loading && <Spinner label={t('loading')} />}
      {cursor && !loading && (
        <Button variant="secondary" onClick={() => void load(cursor)}>
          {t('operations.more')}
        </Button>
      )}
    </section>
  );
}
