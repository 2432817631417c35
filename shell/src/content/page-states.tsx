import { useTranslation } from 'react-i18next';
import { ErrorCard, Skeleton, Spinner } from '@parking/shared/ui';
import { NS } from '../i18n';

/** A page's placeholder while its data loads: shapes at once, the announced spinner after 400 ms. */
export function PageLoading() {
  const { t } = useTranslation(NS);
  return (
    <div className="shell-page-loading" aria-busy="true">
      <Skeleton variant="text" lines={3} />
      <Spinner label={t('content.loading')} delayMs={400} block />
    </div>
  );
}

export function PageError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation(NS);
  return (
    <ErrorCard
      title={t('content.errorTitle')}
      message={t('content.errorMessage')}
      retryLabel={t('content.retry')}
      onRetry={onRetry}
    />
  );
}
