import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { telHref } from '../layout/contact-links';
import { useStartup } from '../startup/startup-context';

/** options.isClose: this page instead of the whole site. */
export function ClosedPage() {
  const { t } = useTranslation(NS);
  const { contacts } = useStartup().info.options;
  return (
    <main id="main" className="shell-page shell-closed">
      <h1>{t('closed.title')}</h1>
      <p>{t('closed.description')}</p>
      {/* only the configured contacts, each a link: no dangling comma when one is missing */}
      {(contacts.phone || contacts.email) && (
        <p>
          {t('closed.contactsLabel')}{' '}
          {contacts.phone && <a href={telHref(contacts.phone)}>{contacts.phone}</a>}
          {contacts.phone && contacts.email && ', '}
          {contacts.email && <a href={`mailto:${contacts.email}`}>{contacts.email}</a>}
        </p>
      )}
    </main>
  );
}
