import type { ReactNode } from 'react';
import { NavLink, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBusEvent } from '@parking/shared/bus';
import { NS } from '../i18n';
import { profileMenu } from './menu';
import './profile-layout.css';

export interface ProfileLayoutProps {
  children?: ReactNode;
}

/**
 * The profile area frame: the menu (order and flags from the city settings) around the section
 * the shell passes as children. Links are built from the shell's /profile route.
 */
export default function ProfileLayout({ children }: ProfileLayoutProps) {
  const { t } = useTranslation(NS);
  const options = useBusEvent('options:loaded');
  const items = profileMenu(options?.info.settings);
  // Inside a splat route a relative link resolves against the whole URL (react-router 7), so
  // '/en/profile/my-profile' + 'operations' would nest: cut the splat off to get the area's root.
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  const root = (
    splat && pathname.endsWith(splat) ? pathname.slice(0, -splat.length) : pathname
  ).replace(/\/+$/, '');
  return (
    <div className="profile-layout">
      <nav aria-label={t('menu.label')} className="profile-menu">
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={`${root}/${item.path}`}>{t(item.labelKey)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="profile-section">{children}</div>
    </div>
  );
}
