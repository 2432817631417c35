import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { applyMask, required } from '@parking/shared/domain';
import { errorKey } from '@parking/shared/i18n';
import { Alert, Modal } from '@parking/shared/ui';
import { downloadReceipt } from '../api/receipts';
import { SelectField, TextField } from '../common/fields';
import { ModalActions } from '../common/modal-form';
import { NS } from '../i18n';

interface Values {
  receiptnumber: string;
  type: string;
}

// Receipt numbers are 6 to 20 digits (server rule): the mask keeps digits only.
const NUMBER_MASK = '9'.repeat(20);

/** 'Get a receipt': by its number and type (receipt or invoice), saved as receipt.pdf. */
export function GetReceiptModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(NS);
  const [result, setResult] = useState<{ ok: boolean; errorName?: string } | null>(null);

  return (
    <Modal open onClose={onClose} title={t('receipts.getTitle')} closeLabel={t('common.close')}>
      <Form<Values>
        initialValues={{ receiptnumber: '', type: 'individual' }}
        onSubmit={async (values) => {
          setResult(null);
          const response = await downloadReceipt(values.receiptnumber, values.type);
          setResult(
            response.status === 'ok' ? { ok: true } : { ok: false, errorName: response.errorName },
          );
        }}
      >
        {({ handleSubmit, submitting }) => (
          <form noValidate onSubmit={(e) => void handleSubmit(e)} className="receipts-form">
            <TextField
              name="receiptnumber"
              label={t('receipts.number')}
              inputMode="numeric"
              required
              validate={(v: string) => required(v)}
              parse={(v: string) => applyMask(v ?? '', NUMBER_MASK)}
            />
            <SelectField
              name="type"
              label={t('receipts.type')}
              required
              options={[
                { value: 'individual', label: t('receipts.receipt') },
                { value: 'legal', label: t('receipts.invoice') },
              ]}
            />
            {result?.ok && <Alert variant="success">{t('receipts.downloaded')}</Alert>}
            {result && !result.ok && (
              <Alert variant="danger">{t(errorKey(result.errorName))}</Alert>
            )}
            <ModalActions
              submitLabel={t('receipts.download')}
              submitting={submitting}
              onCancel={onClose}
            />
          </form>
        )}
      </Form>
    </Modal>
  );
}
