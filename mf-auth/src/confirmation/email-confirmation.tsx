import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOk } from '@parking/shared/api';
import { Alert, Spinner } from '@parking/shared/ui';
import { authApi } from '../api';
import { NS } from '../i18n';

/** /confirmation/email?token=&code=: the link of a confirmation e-mail. */
export function EmailConfirmation({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const { search } = useLocation();
  const [state, setState] = useState<'checking' | 'ok' | 'failed'>('checking');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const token = params.get('token') ?? '';
    const code = params.get('code') ?? '';
    if (!token || !code) {
      setState('failed');
      return;
    }
    void authApi.confirmEmail(token, code).then((response) => {
      // An answer carrying an errorName counts as a failure (spec 7).
      const failed = !isOk(response) || !!(response as { errorName?: unknown }).errorName;
      setState(failed ? 'failed' : 'ok');
    });
  }, [search]);

  return (
    <section className="auth-page" aria-labelledby="auth-email-title">
      <h1 id="auth-email-title">{t('emailConfirmation.title')}</h1>
      {state === 'checking' && <Spinner label={t('emailConfirmation.placeholder')} />}
      {state === 'ok' && <Alert variant="success">{t('emailConfirmation.done')}</Alert>}
      {state === 'failed' && <Alert variant="danger">{t('emailConfirmation.failed')}</Alert>}
      <p>
        <Link to={basePath || '/'}>{t('emailConfirmation.home')}</Link>
      </p>
    </section>
  );
}
