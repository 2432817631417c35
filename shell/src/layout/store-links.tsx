import { useTranslation } from 'react-i18next';
import type { SiteOptions } from '@parking/shared/contracts';
import { NS } from '../i18n';

type AppLinks = SiteOptions['appLinks'];

/** The app stores: the link's option, its name's key, the footer's badge. */
const STORES = [
  ['iosLink', 'footer.ios', 'A'],
  ['androidLink', 'footer.android', '▶'],
  ['yandexStoreLink', 'footer.yandex', 'Я'],
  ['apkLink', 'footer.apk', '⤓'],
] as const;

/** The stores the city has a link to, in the order above. */
export const configuredStores = (appLinks: AppLinks) => STORES.filter(([key]) => appLinks[key]);

/** A list item per configured store, each link opening in a new tab; `badges` adds the icons. */
export function StoreItems({ appLinks, badges = false }: { appLinks: AppLinks; badges?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {configuredStores(appLinks).map(([key, label, icon]) => (
        <li key={key}>
          <a
            href={appLinks[key]}
            target="_blank"
            rel="noopener noreferrer"
            className={badges ? `shell-store-link shell-store-link--${key}` : undefined}
          >
            {/* The icon is decoration: the link's name is the store's name. */}
            {badges && (
              <span className="shell-store-icon" aria-hidden="true">
                {icon}
              </span>
            )}
            {t(label)} <span className="shell-visually-hidden">{t('footer.newTab')}</span>
          </a>
        </li>
      ))}
    </>
  );
}
