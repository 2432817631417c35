// Abonements screen: privileges (a table) and subscriptions (cards) in two tabs, with the row
// actions each row's flags allow (pause, continue, refund, change of vehicle), their success and
// error notices, empty states, an error panel with retry, and the constructor link when it is on.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { bus } from '@parking/shared/bus';
import { Alert, Button, ConfirmDialog, ErrorCard, Modal, Select, Tabs } from '@parking/shared/ui';
import { getBenefits, getSubscriptions, rowAction, type BenefitRow, type RowAction } from '../api';
import { errorText, formatRub, profilePath, useCitySettings, useVehicles } from '../common';
import { NS } from '../i18n';

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; benefits: BenefitRow[]; subscriptions: BenefitRow[] };
type Notice = { variant: 'success' | 'danger'; text: string } | null;

function useRowText() {
  const { t } = useTranslation(NS);
  return {
    type: (row: BenefitRow) => t(`types.${row.type}`, { defaultValue: row.name || row.type }),
    zone: (row: BenefitRow) =>
      row.zone === 'all' ? t('abonements.allZones') : row.zone.join(', '),
    vehicle: (row: BenefitRow) =>
      row.transport === '#' ? t('abonements.anyVehicle') : row.transport,
    period: (row: BenefitRow) =>
      t('abonements.periodValue', {
        start: row.startOf || t('abonements.noDate'),
        end: row.endOf || t('abonements.noDate'),
      }),
  };
}

function RowActions({
  row,
  busy,
  onAction,
}: {
  row: BenefitRow;
  busy: boolean;
  onAction(row: BenefitRow, action: RowAction): void;
}) {
  const { t } = useTranslation(NS);
  const name = `${row.name} ${row.orderNum}`;
  const button = (action: RowAction, label: string, enabled: boolean) => (
    <Button
      size="sm"
      variant="secondary"
      disabled={!enabled || busy}
      onClick={() => onAction(row, action)}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Button>
  );
  return (
    <div className="abon-actions">
      {button('pauseAb', t('abonements.actions.pause'), row.canPause)}
      {button('continueAb', t('abonements.actions.continue'), row.canContinue)}
      {button('refund', t('abonements.actions.refund'), row.canRefund)}
      {button('changeGRZ', t('abonements.actions.changeTs'), row.canChangeTs)}
    </div>
  );
}

function BenefitsTable({
  rows,
  busy,
  onAction,
}: {
  rows: BenefitRow[];
  busy: boolean;
  onAction(row: BenefitRow, action: RowAction): void;
}) {
  const { t } = useTranslation(NS);
  const text = useRowText();
  if (rows.length === 0) return <p>{t('abonements.emptyBenefits')}</p>;
  return (
    // a narrow screen scrolls the wide table, not the page
    <div className="abon-table-wrap">
      <table className="abon-table">
        <thead>
          <tr>
            <th scope="col">{t('abonements.columns.type')}</th>
            <th scope="col">{t('abonements.columns.zone')}</th>
            <th scope="col">{t('abonements.columns.quarter')}</th>
            <th scope="col">{t('abonements.columns.vehicle')}</th>
            <th scope="col">{t('abonements.columns.discount')}</th>
            <th scope="col">{t('abonements.columns.period')}</th>
            <th scope="col">{t('abonements.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderNum} data-order={row.orderNum}>
              <td>{text.type(row)}</td>
              <td>{text.zone(row)}</td>
              <td>{row.cadastralQuarter ?? '—'}</td>
              <td>{text.vehicle(row)}</td>
              <td>{row.sale}</td>
              <td>{text.period(row)}</td>
              <td>
                <RowActions row={row} busy={busy} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SubscriptionCards({
  rows,
  busy,
  onAction,
}: {
  rows: BenefitRow[];
  busy: boolean;
  onAction(row: BenefitRow, action: RowAction): void;
}) {
  const { t, i18n } = useTranslation(NS);
  const text = useRowText();
  if (rows.length === 0) return <p>{t('abonements.emptySubscriptions')}</p>;
  return (
    <ul className="abon-cards">
      {rows.map((row) => (
        <li key={row.orderNum}>
          <article
            className="abon-card"
            aria-labelledby={`abon-${row.orderNum}`}
            data-order={row.orderNum}
          >
            <h2 id={`abon-${row.orderNum}`} className="abon-card__title">
              {row.name} · {row.orderNum}
            </h2>
            {row.status && (
              <p className="abon-card__status">{t(`abonements.status.${row.status}`)}</p>
            )}
            <p>
              {text.type(row)} · {text.zone(row)} · {text.vehicle(row)}
            </p>
            <p>{text.period(row)}</p>
            {row.price !== undefined && (
              <p>{t('abonements.price', { price: formatRub(row.price, i18n.language) })}</p>
            )}
            <RowActions row={row} busy={busy} onAction={onAction} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function ChangeVehicleModal({
  row,
  vehicles,
  onClose,
  onSubmit,
}: {
  row: BenefitRow;
  vehicles: string[];
  onClose(): void;
  onSubmit(plate: string): void;
}) {
  const { t } = useTranslation(NS);
  const choices = vehicles.filter((v) => v !== row.transport);
  const [plate, setPlate] = useState(choices[0] ?? '');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('abonements.changeTs.title')}
      closeLabel={t('abonements.closeNotice')}
      footer={
        <>
          <Button disabled={!plate} onClick={() => onSubmit(plate)}>
            {t('abonements.changeTs.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('abonements.changeTs.cancel')}
          </Button>
        </>
      }
    >
      <Select
        label={t('abonements.changeTs.vehicle')}
        value={plate}
        placeholder={t('abonements.changeTs.choose')}
        options={choices.map((v) => ({ value: v, label: v }))}
        onChange={(e) => setPlate(e.target.value)}
      />
    </Modal>
  );
}

export function AbonementsScreen({ basePath = '' }: { basePath?: string }) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const { useConstructor } = useCitySettings();
  const vehicles = useVehicles();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useState('privileges');
  const [changing, setChanging] = useState<BenefitRow | null>(null);
  const [refunding, setRefunding] = useState<BenefitRow | null>(null);
  const purchased =
    (location.state as { abonementsNotice?: string } | null)?.abonementsNotice === 'purchased';
  const [notice, setNotice] = useState<Notice>(
    purchased ? { variant: 'success', text: t('abonements.purchased') } : null,
  );

  const reload = useCallback(async (quiet = false) => {
    if (!quiet) setLoad({ status: 'loading' });
    const [benefits, subscriptions] = await Promise.all([getBenefits(), getSubscriptions()]);
    if (benefits.status !== 'ok' || subscriptions.status !== 'ok') setLoad({ status: 'error' });
    else
      setLoad({ status: 'done', benefits: benefits.result, subscriptions: subscriptions.result });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const run = async (row: BenefitRow, action: RowAction, grzNew?: string) => {
    setBusy(true);
    setNotice(null);
    const res = await rowAction(action, { orderNum: row.orderNum, ...(grzNew ? { grzNew } : {}) });
    if (res.status !== 'ok') {
      setBusy(false);
      setNotice({ variant: 'danger', text: errorText(t, res) });
      return;
    }
    await reload(true);
    if (action === 'refund') bus.emit('profile:changed', { reason: 'subscriptionRefund' });
    setBusy(false);
    setNotice({ variant: 'success', text: t(`abonements.success.${action}`) });
  };

  const onAction = (row: BenefitRow, action: RowAction) => {
    if (action === 'changeGRZ') setChanging(row);
    // a refund ends the subscription for good: it is asked first
    else if (action === 'refund') setRefunding(row);
    else void run(row, action);
  };

  return (
    <section aria-labelledby="abonements-abonements-title" className="abon-screen">
      <h1 id="abonements-abonements-title">{t('abonements.title')}</h1>
      {useConstructor && (
        <p>
          <Link to={profilePath(basePath, 'constructor')}>{t('abonements.buy')}</Link>
        </p>
      )}
      {notice && (
        <Alert
          variant={notice.variant}
          onClose={() => setNotice(null)}
          closeLabel={t('abonements.closeNotice')}
        >
          {notice.text}
        </Alert>
      )}
      {load.status === 'loading' && <p role="status">{t('abonements.loading')}</p>}
      {load.status === 'error' && (
        <ErrorCard
          title={t('abonements.loadErrorTitle')}
          message={t('abonements.loadErrorMessage')}
          retryLabel={t('abonements.retry')}
          onRetry={() => void reload()}
        />
      )}
      {load.status === 'done' && (
        <Tabs
          label={t('abonements.tabsLabel')}
          selectedId={tab}
          onChange={setTab}
          items={[
            {
              id: 'privileges',
              label: t('abonements.privilegesTab'),
              content: <BenefitsTable rows={load.benefits} busy={busy} onAction={onAction} />,
            },
            {
              id: 'subscriptions',
              label: t('abonements.subscriptionsTab'),
              content: (
                <SubscriptionCards rows={load.subscriptions} busy={busy} onAction={onAction} />
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={!!refunding}
        title={t('abonements.refundConfirm.title')}
        message={
          refunding
            ? t('abonements.refundConfirm.message', {
                name: refunding.name,
                order: refunding.orderNum,
              })
            : ''
        }
        confirmLabel={t('abonements.refundConfirm.confirm')}
        cancelLabel={t('abonements.refundConfirm.cancel')}
        closeLabel={t('abonements.closeNotice')}
        onCancel={() => setRefunding(null)}
        onConfirm={() => {
          const row = refunding;
          setRefunding(null);
          if (row) void run(row, 'refund');
        }}
      />
      {changing && (
        <ChangeVehicleModal
          row={changing}
          vehicles={vehicles}
          onClose={() => setChanging(null)}
          onSubmit={(plate) => {
            const row = changing;
            setChanging(null);
            void run(row, 'changeGRZ', plate);
          }}
        />
      )}
    </section>
  );
}
