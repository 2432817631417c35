import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@parking/shared/ui';
import { authApi, tokenOf } from '../api';
import { NS } from '../i18n';
import { completeLogin } from '../session';

/**
 * /callback/YandexLogin.html: the provider sends the visitor back with `#access_token=...`; our
 * server trades it for a session token. Failures are only logged (spec 8), then home.
 */
export function YandexCallback({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  const { hash } = useLocation();
  const navigate = useNavigate();
  // One exchange per page, even under StrictMode's double effects.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const accessToken = new URLSearchParams(hash.replace(/^#/, '')).get('access_token');
    const home = basePath || '/';
    if (!accessToken) {
      console.error('Yandex login: no access token in the callback address');
      navigate(home, { replace: true });
      return;
    }
    void authApi.yandexLogin(accessToken).then((response) => {
      const token = tokenOf(response);
      if (token) completeLogin('private', token);
      else
        console.error(
          'Yandex login failed',
          response.status === 'error' ? response.errorName : response,
        );
      navigate(home, { replace: true });
    });
  }, [hash, basePath, navigate]);

  return (
    <section className="auth-page" aria-labelledby="auth-yandex-title">
      <h1 id="auth-yandex-title">{t('yandexCallback.title')}</h1>
      <Spinner label={t('yandexCallback.placeholder')} />
    </section>
  );
}
