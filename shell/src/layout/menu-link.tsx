import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@parking/shared/contracts';
import type { Language } from '@parking/shared/i18n';
import { NS } from '../i18n';

/** A configured menu item: an external one opens in a new tab and says so. */
export function MenuLink({ item, lng, base }: { item: MenuItem; lng: Language; base: string }) {
  const { t } = useTranslation(NS);
  const title = item.title[lng];
  if (item.external || /^https?:/.test(item.path)) {
    return (
      <a href={item.path} target="_blank" rel="noopener noreferrer">
        {title} <span className="shell-visually-hidden">{t('footer.newTab')}</span>
      </a>
    );
  }
  return (
    <Link to={`${base}${item.path.startsWith('/') ? item.path : `/${item.path}`}`}>{title}</Link>
  );
}
