import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isOk } from '@parking/shared/api';
import { bus } from '@parking/shared/bus';
import { currentLanguage } from '@parking/shared/i18n';
import { Alert, Button, Dropdown } from '@parking/shared/ui';
import '../i18n';
import { NS } from '../i18n';
import { cancelParking } from '../api/payments';
import { plateOf, type ParkingSession } from '../api/types';
import { CancelConfirmModal } from '../common/cancel-confirm';
import { SessionTitle } from '../common/session-title';
import { errorText, sessionSpanText, sessionTimeOf } from '../common/text';
import { useCitySettings } from '../common/use-settings';
import { RenewModal } from '../payment-modal/renew-modal';
import { SessionTimer } from './session-timer';
import { useSessions } from './use-sessions';
import '../payment-modal/payment.css';

export interface ParkingDropdownProps {
  basePath?: string;
}

const endOf = (s: ParkingSession) => (s.endDate ? Date.parse(s.endDate) : NaN);

/** Header widget: the running sessions with a timer each, extend and cancel. */
export default function ParkingDropdown({ basePath = '' }: ParkingDropdownProps) {
  const { t } = useTranslation(NS);
  const { timeZone } = useCitySettings();
  const { sessions, reload } = useSessions();
  const active = sessions.filter((s) => s.status === 'active');
  const [now, setNow] = useState(() => Date.now());
  const [renewing, setRenewing] = useState<ParkingSession | null>(null);
  const [cancelling, setCancelling] = useState<ParkingSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const reported = useRef(new Set<string>());

  // One tick a second while something runs; it also drives the end-of-session check below.
  const running = active.some((s) => Number.isFinite(endOf(s)));
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  // A session's end passed: say so once (the shell reloads the profile once for the batch).
  useEffect(() => {
    const ended = active.filter((s) => endOf(s) <= now && !reported.current.has(String(s.id)));
    if (ended.length === 0) return;
    for (const s of ended) {
      reported.current.add(String(s.id));
      bus.emit('parking:sessionEnded', { id: String(s.id) });
    }
    bus.emit('profile:changed', { reason: 'sessionEnded' });
  }, [now, active]);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), 7000);
    return () => clearTimeout(timer);
  }, [notice]);

  const visible = active.filter((s) => !(endOf(s) <= now));

  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    const response = await cancelParking(cancelling.reservationId);
    setBusy(false);
    setCancelling(null);
    if (isOk(response)) {
      setNotice({ ok: true, text: t('parking.cancelled') });
      bus.emit('profile:changed', { reason: 'sessionCancelled' });
    } else {
      setNotice({
        ok: false,
        text: `${t('parking.cancelFailed')} ${errorText(t, response.errorName)}`,
      });
      reload();
    }
  };

  return (
    <div className="payments-header-widget">
      <Dropdown
        label={t('parking.button', { count: visible.length })}
        triggerAriaLabel={t('parking.buttonLabel', { count: visible.length })}
        align="end"
      >
        {({ close }) => (
          <div className="payments-dropdown-panel">
            <h2 className="pk-visually-hidden">{t('parking.title')}</h2>
            {visible.length === 0 ? (
              <p>{t('parking.empty')}</p>
            ) : (
              <ul className="payments-sessions" aria-label={t('parking.title')}>
                {visible.map((s) => (
                  <li key={s.id} className="payments-session">
                    <SessionTitle session={s} />
                    {Number.isFinite(endOf(s)) ? (
                      <>
                        <SessionTimer start={Date.parse(s.startDate)} end={endOf(s)} now={now} />
                        <span>
                          {sessionSpanText(
                            t,
                            s.startDate,
                            s.endDate,
                            timeZone,
                            currentLanguage(),
                            now,
                          )}
                        </span>
                      </>
                    ) : (
                      // an open-ended (no-balance) session: it is stopped and paid on the parking page
                      <span>
                        {t('noBalance.started', {
                          at: sessionTimeOf(s.startDate, timeZone, currentLanguage(), now),
                        })}
                      </span>
                    )}
                    {Number.isFinite(endOf(s)) && (
                      <span className="payments-actions">
                        <Button
                          size="sm"
                          aria-label={t('parking.extendLabel', { plate: plateOf(s) })}
                          onClick={() => {
                            close();
                            setRenewing(s);
                          }}
                        >
                          {t('parking.extend')}
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={t('parking.cancelLabel', { plate: plateOf(s) })}
                          onClick={() => {
                            close();
                            setCancelling(s);
                          }}
                        >
                          {t('parking.cancel')}
                        </Button>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Link to={`${basePath}/profile/parking`} onClick={close}>
              {t('parking.all')}
            </Link>
          </div>
        )}
      </Dropdown>
      <div className="payments-notice" aria-live="polite">
        {notice && (
          <Alert variant={notice.ok ? 'success' : 'danger'} role="status">
            {notice.text}
          </Alert>
        )}
      </div>
      {renewing && (
        <RenewModal
          session={renewing}
          onClose={() => setRenewing(null)}
          onSuccess={(text) => setNotice({ ok: true, text })}
        />
      )}
      <CancelConfirmModal
        open={!!cancelling}
        busy={busy}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      >
        {cancelling && <p>{t('parking.cancelText', { plate: plateOf(cancelling) })}</p>}
      </CancelConfirmModal>
    </div>
  );
}
