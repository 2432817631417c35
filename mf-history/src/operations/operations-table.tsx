// The table of operations: date, operation, amount (sign and tone per spec section 4), an optional
// status, description; a row with a fiscal receipt links to it. Below 540 px it is the narrow
// variant (two lines per row).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton, cx } from '@parking/shared/ui';
import { describeOperation, type Operation } from '@parking/shared/contracts';
import { amountText, amountTone, dateText, receiptHref } from '../model/format';
import { NS } from '../i18n';

export interface OperationsTableProps {
  items: readonly Operation[];
  loading: boolean;
  narrow: boolean;
  showStatus: boolean;
  timeZone?: string;
}

const SKELETON_ROWS = 6;

function ReceiptLink({ op }: { op: Operation }) {
  const { t } = useTranslation(NS);
  const link = receiptHref(op);
  if (!link) return null;
  return link.external ? (
    <a
      className="history-table__receipt"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('table.receipt')}
    </a>
  ) : (
    <Link className="history-table__receipt" to={link.href}>
      {t('table.receipt')}
    </Link>
  );
}

export function OperationsTable({
  items,
  loading,
  narrow,
  showStatus,
  timeZone,
}: OperationsTableProps) {
  const { t, i18n } = useTranslation(NS);
  // the same text as the exported files' (shared rule), in the screen's language
  const describe = (op: Operation) =>
    describeOperation(op, {
      zone: (zone) => t('table.zone', { zone }),
      parking: (parking) => t('table.parking', { parking }),
      order: (number) => t('table.order', { number }),
      refundOf: (number) => t('table.refundOf', { number }),
    });
  const columns = narrow ? 2 : showStatus ? 5 : 4;
  return (
    <table
      className={cx('history-table', narrow && 'history-table--narrow')}
      aria-busy={loading || undefined}
    >
      <caption className="pk-visually-hidden">{t('table.caption')}</caption>
      <thead>
        {narrow ? (
          <tr>
            <th scope="col">{t('table.operation')}</th>
            <th scope="col" className="history-table__amount">
              {t('table.amount')}
            </th>
          </tr>
        ) : (
          <tr>
            <th scope="col">{t('table.date')}</th>
            <th scope="col">{t('table.operation')}</th>
            <th scope="col" className="history-table__amount">
              {t('table.amount')}
            </th>
            {showStatus && <th scope="col">{t('table.status')}</th>}
            <th scope="col">{t('table.description')}</th>
          </tr>
        )}
      </thead>
      <tbody>
        {items.map((op) => {
          const tone = amountTone(op.amount);
          const amount = (
            <td className={cx('history-table__amount', `history-amount--${tone}`)} data-tone={tone}>
              {amountText(op.amount)}
            </td>
          );
          const date = dateText(op.dateOperation, timeZone, i18n.language);
          if (narrow) {
            return (
              <tr key={op.id} data-testid="operation-row">
                <td>
                  <span className="history-table__type">{t(`type.${op.type}`)}</span>
                  <span className="history-table__meta">
                    {date}
                    {showStatus && ` · ${t(`status.${op.status}`)}`}
                  </span>
                  <span className="history-table__meta">{describe(op)}</span>
                  <ReceiptLink op={op} />
                </td>
                {amount}
              </tr>
            );
          }
          return (
            <tr key={op.id} data-testid="operation-row">
              <td className="history-table__date">{date}</td>
              <td>{t(`type.${op.type}`)}</td>
              {amount}
              {showStatus && <td>{t(`status.${op.status}`)}</td>}
              <td>
                {describe(op)} <ReceiptLink op={op} />
              </td>
            </tr>
          );
        })}
        {loading &&
          Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <tr key={`skeleton-${i}`} className="history-table__skeleton">
              {Array.from({ length: columns }, (__, j) => (
                <td key={j}>
                  <Skeleton />
                </td>
              ))}
            </tr>
          ))}
      </tbody>
    </table>
  );
}
