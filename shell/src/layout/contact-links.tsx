import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '@parking/shared/contracts';
import { NS } from '../i18n';

/** A dialable tel: address: the configured phone keeps only its digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The city's phone and e-mail as list items, each only when configured. */
export function ContactItems({ contacts }: { contacts: SiteOptions['contacts'] }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {contacts.phone && (
        <li>
          <a href={telHref(contacts.phone)}>{t('footer.phone', { phone: contacts.phone })}</a>
        </li>
      )}
      {contacts.email && (
        <li>
          <a href={`mailto:${contacts.email}`}>{t('footer.email', { email: contacts.email })}</a>
        </li>
      )}
    </>
  );
}
