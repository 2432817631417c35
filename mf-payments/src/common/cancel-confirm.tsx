import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@parking/shared/ui';
import { NS } from '../i18n';

/** 'Cancel the session?': the danger button confirms, 'No' and closing keep the session. */
export function CancelConfirmModal({
  open,
  busy,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('parking.cancelTitle')}
      closeLabel={t('common.close')}
      footer={
        <div className="payments-actions">
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {t('parking.cancelConfirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.no')}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
