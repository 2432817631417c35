import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../i18n';

/** /phone-payment-callback: the payment continues by SMS. */
export function PhoneCallbackPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="payments-phoneCallback-title" className="payments-card">
      <h1 id="payments-phoneCallback-title">{t('phoneCallback.title')}</h1>
      <p>{t('phoneCallback.text')}</p>
      <Link to={`${basePath}/profile/operations`}>{t('phoneCallback.history')}</Link>
    </section>
  );
}
