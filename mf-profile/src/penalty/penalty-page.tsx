import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { useBusEvent } from '@parking/shared/bus';
import { formatMoney } from '@parking/shared/domain';
import { Alert, Button, ErrorCard, Spinner, cx } from '@parking/shared/ui';
import { getFineImage, getFines, type Fine } from '../api/fines';
import { formatDate } from '../common/dates';
import { useErrorText } from '../common/errors';
import { NS } from '../i18n';
import './penalty.css';

const GREY = new Set(['suspended', 'sent', 'delivered', 'cancelled', 'signed', 'returned']);

/** Spec section 4: paid green; the closed or in-transit statuses grey; sent to bailiffs red. */
export function fineTone(status: string): 'green' | 'grey' | 'red' | 'default' {
  if (status === 'paid') return 'green';
  if (GREY.has(status)) return 'grey';
  if (status === 'sentToBailiffs') return 'red';
  return 'default';
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'done'; fines: Fine[] };

/** /profile/penalty: the user's fines, each with its status, sums, vehicle and photo on demand. */
export function PenaltyPage() {
  const { t } = useTranslation(NS);
  const timeZone = useBusEvent('options:loaded')?.city?.timeZone;
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchFines = useCallback(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void getFines().then((response) => {
      if (!live) return;
      setLoad(isOk(response) ? { status: 'done', fines: response.result } : { status: 'error' });
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(fetchFines, [fetchFines]);

  return (
    <section
      aria-labelledby="profile-penalty-title"
      className="profile-page"
      aria-busy={load.status === 'loading'}
    >
      <h1 id="profile-penalty-title" className="profile-page__title">
        {t('penalty.title')}
      </h1>
      {load.status === 'loading' && <Spinner label={t('common.loading')} block />}
      {load.status === 'error' && (
        <ErrorCard
          title={t('penalty.loadError')}
          retryLabel={t('common.retry')}
          onRetry={() => void fetchFines()}
        />
      )}
      {load.status === 'done' && load.fines.length === 0 && <p>{t('penalty.empty')}</p>}
      {load.status === 'done' && load.fines.length > 0 && (
        <ul className="fines" aria-label={t('penalty.listLabel')}>
          {load.fines.map((fine) => (
            <FineCard key={fine.uin} fine={fine} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FineCard({ fine, timeZone }: { fine: Fine; timeZone?: string }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const [photo, setPhoto] = useState<
    | { state: 'idle' | 'loading' }
    | { state: 'error'; code: string }
    | { state: 'done'; image: string }
  >({ state: 'idle' });
  const tone = fineTone(fine.fineStatus);
  const titleId = `fine-${fine.uin}`;
  const statusLabel = t(`penalty.statuses.${fine.fineStatus}`, { defaultValue: fine.fineStatus });

  const showPhoto = async () => {
    setPhoto({ state: 'loading' });
    const response = await getFineImage(fine.uin);
    setPhoto(
      isOk(response)
        ? { state: 'done', image: response.result }
        : { state: 'error', code: response.errorName },
    );
  };

  return (
    <li className="fine profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="fine__title">
        {t('penalty.fineTitle', {
          number: fine.orderNumber || fine.uin,
          date: formatDate(fine.date, timeZone),
        })}
      </h2>
      {/* the colour repeats the status text, never replaces it */}
      <p className={cx('fine__status', `fine__status--${tone}`)} data-tone={tone}>
        {t('penalty.status')}: <strong>{statusLabel}</strong>
      </p>
      <dl className="profile-facts">
        <dt>{t('penalty.article')}</dt>
        <dd>{fine.article || '—'}</dd>
        <dt>{t('penalty.place')}</dt>
        <dd>{fine.place || '—'}</dd>
        <dt>{t('penalty.offenseDate')}</dt>
        <dd>{formatDate(fine.offenseDate, timeZone, true)}</dd>
        {fine.rulingDate && (
          <>
            <dt>{t('penalty.rulingDate')}</dt>
            <dd>{formatDate(fine.rulingDate, timeZone)}</dd>
          </>
        )}
        {fine.start && (
          <>
            <dt>{t('penalty.period')}</dt>
            <dd>
              {formatDate(fine.start, timeZone, true)}
              {fine.end ? ` – ${formatDate(fine.end, timeZone, true)}` : ''}
            </dd>
          </>
        )}
        <dt>{t('penalty.totalSum')}</dt>
        <dd>{formatMoney(fine.totalSum).text}</dd>
        <dt>{t('penalty.paidSum')}</dt>
        <dd>{formatMoney(fine.paidSum).text}</dd>
        <dt>{t('penalty.grz')}</dt>
        <dd>{fine.grz || '—'}</dd>
        <dt>{t('penalty.sts')}</dt>
        <dd>{fine.sts || '—'}</dd>
        <dt>{t('penalty.uin')}</dt>
        <dd>{fine.uin}</dd>
        {fine.provider && (
          <>
            <dt>{t('penalty.provider')}</dt>
            <dd>{fine.provider}</dd>
          </>
        )}
      </dl>
      {photo.state === 'done' ? (
        <img
          className="fine__photo"
          src={`data:image/png;base64,${photo.image}`}
          alt={t('penalty.photoAlt', {
            number: fine.orderNumber || fine.uin,
            plate: fine.grz || fine.sts,
          })}
        />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          loading={photo.state === 'loading'}
          onClick={() => void showPhoto()}
          aria-label={t('penalty.showPhotoLabel', { number: fine.orderNumber || fine.uin })}
        >
          {t('penalty.showPhoto')}
        </Button>
      )}
      {photo.state === 'error' && (
        <Alert variant="danger">
          {t('penalty.photoError')} {errorText(photo.code)}
        </Alert>
      )}
    </li>
  );
}
