import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@parking/shared/i18n';
import { NS } from '../i18n';
import { useLngBase } from '../routing/paths';
import { useStartup } from '../startup/startup-context';
import { ContactItems } from './contact-links';
import { MenuLink } from './menu-link';
import { configuredStores, StoreItems } from './store-links';

/** Contacts, footer menu and store links, each shown only when configured. */
export function Footer() {
  const { t } = useTranslation(NS);
  const { info } = useStartup();
  const base = useLngBase();
  const lng = currentLanguage();
  const { contacts, menuItems, appLinks } = info.options;

  return (
    <footer className="shell-footer">
      <section aria-labelledby="shell-footer-contacts">
        <h2 id="shell-footer-contacts">{t('footer.contacts')}</h2>
        <ul>
          <ContactItems contacts={contacts} />
        </ul>
      </section>
      {menuItems.footer.length > 0 && (
        <nav aria-label={t('footer.menuLabel')}>
          <ul>
            {[...menuItems.footer]
              .sort((a, b) => a.itemOrder - b.itemOrder)
              .map((item) => (
                <li key={item.path}>
                  <MenuLink item={item} lng={lng} base={base} />
                </li>
              ))}
          </ul>
        </nav>
      )}
      {configuredStores(appLinks).length > 0 && (
        <section aria-labelledby="shell-footer-apps">
          <h2 id="shell-footer-apps">{t('footer.apps')}</h2>
          <ul className="shell-store-links">
            <StoreItems appLinks={appLinks} badges />
          </ul>
        </section>
      )}
    </footer>
  );
}
