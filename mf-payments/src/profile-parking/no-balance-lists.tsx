import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { Alert, Button } from '@parking/shared/ui';
import { NS } from '../i18n';
import { abortSession, cancelNoBalance, payDeferred, redirectOf } from '../api/payments';
import { plateOf, type ParkingSession } from '../api/types';
import { CancelConfirmModal } from '../common/cancel-confirm';
import { SessionTitle } from '../common/session-title';
import { dateTimeOf, errorText, money } from '../common/text';
import { announceChange } from '../common/use-profile';
import { cardMethods, useCitySettings } from '../common/use-settings';
import { PaymentDialog } from '../payment-modal/payment-dialog';

type Paying = { session: ParkingSession; deferred: boolean };

/** No-balance city: running sessions (pay, postpone, cancel) and deferred ones (pay). */
export function NoBalanceLists({
  sessions,
  reload,
  lng,
}: {
  sessions: readonly ParkingSession[];
  reload(): void;
  lng: string;
}) {
  const { t } = useTranslation(NS);
  const { settings, timeZone } = useCitySettings();
  const [paying, setPaying] = useState<Paying | null>(null);
  const [aborting, setAborting] = useState<ParkingSession | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const current = sessions.filter((s) => s.status === 'active');
  const deferred = sessions.filter((s) => s.status !== 'active');
  const orderOf = (s: ParkingSession) => String(s.orderId ?? s.reservationId);

  const postpone = async (s: ParkingSession) => {
    const r = await cancelNoBalance(orderOf(s));
    const stopped = isOk(r) || r.errorName === 'ParkingSessionWasFree';
    setNotice(
      stopped
        ? { ok: true, text: t(isOk(r) ? 'noBalance.postponed' : 'noBalance.wasFree') }
        : { ok: false, text: errorText(t, r.errorName) },
    );
    // the session left the running ones: the header's list too
    if (stopped) announceChange('sessionPostponed');
    reload();
  };

  const abort = async () => {
    if (!aborting) return;
    const r = await abortSession(orderOf(aborting), 'card');
    setAborting(null);
    setNotice(
      isOk(r)
        ? { ok: true, text: t('parking.cancelled') }
        : { ok: false, text: t('parking.cancelFailed') },
    );
    announceChange('sessionAborted');
    reload();
  };

  const row = (s: ParkingSession, deferredRow: boolean) => (
    <li key={s.id} className="payments-session">
      <SessionTitle session={s} />
      <span>{t('noBalance.started', { at: dateTimeOf(s.startDate, timeZone, lng) })}</span>
      {s.status !== 'active' && s.amountToPay !== undefined && (
        <span>{t('noBalance.toPay', { amount: money(s.amountToPay) })}</span>
      )}
      <span className="payments-actions">
        <Button
          size="sm"
          onClick={() => setPaying({ session: s, deferred: deferredRow })}
          aria-label={t('noBalance.payLabel', { plate: plateOf(s) })}
        >
          {t('noBalance.pay')}
        </Button>
        {!deferredRow && (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void postpone(s)}
              aria-label={t('noBalance.postponeLabel', { plate: plateOf(s) })}
            >
              {t('noBalance.postpone')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setAborting(s)}
              aria-label={t('parking.cancelLabel', { plate: plateOf(s) })}
            >
              {t('parking.cancel')}
            </Button>
          </>
        )}
      </span>
    </li>
  );

  return (
    <>
      {notice && (
        <Alert
          variant={notice.ok ? 'success' : 'danger'}
          onClose={() => setNotice(null)}
          closeLabel={t('common.close')}
        >
          {notice.text}
        </Alert>
      )}
      <section className="payments-card" aria-labelledby="payments-current-title">
        <h2 id="payments-current-title">{t('noBalance.current')}</h2>
        {current.length === 0 ? (
          <p>{t('noBalance.currentEmpty')}</p>
        ) : (
          <ul className="payments-sessions">{current.map((s) => row(s, false))}</ul>
        )}
      </section>
      <section className="payments-card" aria-labelledby="payments-deferred-title">
        <h2 id="payments-deferred-title">{t('noBalance.deferred')}</h2>
        {deferred.length === 0 ? (
          <p>{t('noBalance.deferredEmpty')}</p>
        ) : (
          <ul className="payments-sessions">{deferred.map((s) => row(s, true))}</ul>
        )}
      </section>
      {paying && (
        <PaymentDialog
          type="start"
          amount={paying.session.amountToPay || null}
          methods={cardMethods(settings.paymentsMethods)}
          note={paying.deferred ? undefined : t('noBalance.payNote')}
          onClose={() => {
            setPaying(null);
            reload();
          }}
          onDone={() => announceChange('sessionPaid')}
          request={async ({ method }) => {
            const order = orderOf(paying.session);
            const r = paying.deferred
              ? await payDeferred(order, method.methodName)
              : await cancelNoBalance(order, method.methodName);
            if (!isOk(r))
              return r.errorName === 'ParkingSessionWasFree'
                ? { done: true, message: t('noBalance.wasFree') }
                : { error: r.errorName };
            const link = redirectOf(r);
            return link
              ? { link, amount: typeof r.result?.amount === 'number' ? r.result.amount : null }
              : { done: true };
          }}
        />
      )}
      <CancelConfirmModal
        open={!!aborting}
        onConfirm={() => void abort()}
        onClose={() => setAborting(null)}
      >
        <p>{t('noBalance.abortText')}</p>
      </CancelConfirmModal>
    </>
  );
}
