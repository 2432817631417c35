import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus } from '@parking/shared/bus';
import { useCurrentSession } from '@parking/shared/session';
import { Button, Modal } from '@parking/shared/ui';
import { NS } from '../i18n';
import { RemoteModule } from '../remotes/remote-module';
import { useLngBase } from '../routing/paths';
import { clearExpiryPending } from '../session/session';

/** Modals are commands through the URL: `?modal=login`, `?modal=session-expired`. */
export function ModalHost() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const base = useLngBase();
  const modal = params.get('modal');
  // What is open right now, readable from the bus subscription without re-subscribing.
  const openRef = useRef(modal);
  useEffect(() => {
    openRef.current = modal;
  }, [modal]);

  const setModal = useCallback(
    (value: string | null) => {
      openRef.current = value;
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('modal', value);
        else {
          next.delete('modal');
          next.delete('type');
        }
        return next;
      });
    },
    [setParams],
  );

  // An API call answered TokenExpired: say so once, even if several calls fail together.
  useEffect(() => {
    const sub = bus.on('session:expired').subscribe(() => {
      if (openRef.current !== 'session-expired') setModal('session-expired');
    });
    return () => sub.unsubscribe();
  }, [setModal]);

  // Topping up needs an account: a logged-out visitor is asked to log in first.
  const session = useCurrentSession();
  const refillWithoutSession = modal === 'refill' && !session;
  useEffect(() => {
    if (refillWithoutSession) setModal('login');
  }, [refillWithoutSession, setModal]);

  const close = () => setModal(null);
  const answerExpired = (next: string | null) => {
    clearExpiryPending();
    setModal(next);
  };

  if (modal === 'login') {
    return (
      <RemoteModule
        remote="mf-auth"
        module="./LoginModal"
        props={{
          onClose: close,
          basePath: base,
          userType: params.get('type') === 'corporate' ? 'corporate' : 'private',
        }}
        frame={(card) => (
          <Modal open onClose={close} title={t('modals.loginTitle')} closeLabel={t('modals.close')}>
            {card}
          </Modal>
        )}
      />
    );
  }
  if (modal === 'refill' && session) {
    // mf-payments brings its own dialog (refill by default): only its trouble card needs one.
    return (
      <RemoteModule
        remote="mf-payments"
        module="./PaymentModal"
        props={{ onClose: close }}
        frame={(card) => (
          <Modal
            open
            onClose={close}
            title={t('modals.refillTitle')}
            closeLabel={t('modals.close')}
          >
            {card}
          </Modal>
        )}
      />
    );
  }
  if (modal === 'session-expired') {
    return (
      <Modal
        open
        onClose={() => answerExpired(null)}
        title={t('modals.sessionExpiredTitle')}
        closeLabel={t('modals.close')}
        footer={<Button onClick={() => answerExpired('login')}>{t('modals.ok')}</Button>}
      >
        <p>{t('modals.sessionExpiredText')}</p>
      </Modal>
    );
  }
  return null;
}
