import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@parking/shared/ui';
import { NS } from '../i18n';
import { useLngBase } from '../routing/paths';

export function NotFoundPage() {
  const { t } = useTranslation(NS);
  const base = useLngBase();
  return (
    <section aria-labelledby="shell-not-found-title" className="shell-page">
      <h1 id="shell-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <p className="shell-actions">
        <Link to={base || '/'}>{t('notFound.home')}</Link>
        {/* A page missing because of a stale build or a flaky network may be there on reload. */}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('notFound.retry')}
        </Button>
      </p>
    </section>
  );
}
