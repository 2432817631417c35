import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { useBusEvent } from '@parking/shared/bus';
import { formatMoney } from '@parking/shared/domain';
import { Button, ErrorCard, Spinner } from '@parking/shared/ui';
import { getReceipts, type Receipt } from '../api/receipts';
import { formatDate } from '../common/dates';
import { NS } from '../i18n';
import { GetReceiptModal } from './get-receipt-modal';
import './receipts.css';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'done'; receipts: Receipt[] };

/** /profile/receipts: the user's receipts and getting one as a PDF by its number and type. */
export function ReceiptsPage() {
  const { t } = useTranslation(NS);
  const timeZone = useBusEvent('options:loaded')?.city?.timeZone;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [modal, setModal] = useState(false);

  const fetchReceipts = useCallback(() => {
    setLoad({ status: 'loading' });
    void getReceipts().then((response) =>
      setLoad(isOk(response) ? { status: 'done', receipts: response.result } : { status: 'error' }),
    );
  }, []);
  useEffect(fetchReceipts, [fetchReceipts]);

  return (
    <section aria-labelledby="profile-receipts-title" className="profile-page">
      <h1 id="profile-receipts-title" className="profile-page__title">
        {t('receipts.title')}
      </h1>
      <Button className="receipts__get" onClick={() => setModal(true)}>
        {t('receipts.get')}
      </Button>
      {load.status === 'loading' && <Spinner label={t('common.loading')} block />}
      {load.status === 'error' && (
        <ErrorCard
          title={t('receipts.loadError')}
          retryLabel={t('common.retry')}
          onRetry={fetchReceipts}
        />
      )}
      {load.status === 'done' && load.receipts.length === 0 && <p>{t('receipts.empty')}</p>}
      {load.status === 'done' && load.receipts.length > 0 && (
        <div className="receipts__scroll">
          <table className="receipts">
            <caption className="receipts__caption">{t('receipts.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('receipts.columns.date')}</th>
                <th scope="col">{t('receipts.columns.number')}</th>
                <th scope="col">{t('receipts.columns.sum')}</th>
                <th scope="col">{t('receipts.columns.status')}</th>
                <th scope="col">{t('receipts.columns.name')}</th>
                <th scope="col">{t('receipts.columns.type')}</th>
                <th scope="col">{t('receipts.columns.uin')}</th>
              </tr>
            </thead>
            <tbody>
              {load.receipts.map((receipt) => (
                <tr key={receipt.receiptnumber}>
                  <td>{formatDate(receipt.date, timeZone)}</td>
                  <td>{receipt.receiptnumber}</td>
                  <td>{formatMoney(receipt.sum).text}</td>
                  <td>
                    {t(`receipts.statuses.${receipt.status}`, { defaultValue: receipt.status })}
                  </td>
                  <td>{receipt.receiptname}</td>
                  <td>
                    {receipt.type === 'legal' ? t('receipts.invoice') : t('receipts.receipt')}
                  </td>
                  <td>{receipt.UIN}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {modal && <GetReceiptModal onClose={() => setModal(false)} />}
    </section>
  );
}
