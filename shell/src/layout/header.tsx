import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@parking/shared/i18n';
import { useCurrentSession } from '@parking/shared/session';
import { Button } from '@parking/shared/ui';
import { NS } from '../i18n';
import { RemoteModule } from '../remotes/remote-module';
import { useLngBase } from '../routing/paths';
import { logout } from '../session/session';
import { useStartup } from '../startup/startup-context';
import { CityPicker } from './city-picker';
import { LanguageSwitch } from './language-switch';
import { MenuLink } from './menu-link';
import { MobileMenu } from './mobile-menu';

/** Logo, main menu, city, language, and either the account buttons or the remotes' widgets. */
export function Header() {
  const { t } = useTranslation(NS);
  const { info } = useStartup();
  const { settings, options } = info;
  const session = useCurrentSession();
  const base = useLngBase();
  const lng = currentLanguage();
  const headerItems = [...options.menuItems.header].sort((a, b) => a.itemOrder - b.itemOrder);

  return (
    <header className="shell-header">
      <Link to={base || '/'} className="shell-logo" aria-label={t('header.logoLabel')}>
        <span aria-hidden="true">P</span> {t('header.logo')}
      </Link>
      {headerItems.length > 0 && (
        <nav aria-label={t('header.navLabel')} className="shell-header-nav">
          <ul>
            {headerItems.map((item) => (
              <li key={item.path}>
                <MenuLink item={item} lng={lng} base={base} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="shell-header-tools">
        <CityPicker />
        <LanguageSwitch />
        {session ? (
          <div role="group" aria-label={t('header.userWidgets')} className="shell-header-widgets">
            {/* Each widget is its own remote module with its own error boundary. */}
            {!settings.dontUseBalance && (
              <RemoteModule
                remote="mf-payments"
                module="./BalanceDropdown"
                props={{ basePath: base }}
              />
            )}
            <RemoteModule
              remote="mf-payments"
              module="./ParkingDropdown"
              props={{ basePath: base }}
            />
            <RemoteModule
              remote="mf-profile"
              module="./ProfileDropdown"
              props={{ basePath: base }}
            />
            {/* Also in mf-profile's dropdown; this one works even when that remote is off. */}
            <Button
              variant="secondary"
              size="sm"
              className="shell-header-logout"
              onClick={() => void logout()}
            >
              {t('header.logout')}
            </Button>
          </div>
        ) : (
          <div role="group" aria-label={t('header.accountLabel')} className="shell-header-account">
            {/* Small screens show only this one; the mobile menu carries the others. */}
            <Link
              className="shell-button shell-button--primary shell-header-login"
              to={{ search: '?modal=login' }}
            >
              {t('header.login')}
            </Link>
            {options.isCoopProfile && (
              <Link
                className="shell-button shell-button--link"
                to={{ search: '?modal=login&type=corporate' }}
              >
                {t('header.loginCorporate')}
              </Link>
            )}
            <Link className="shell-button shell-button--secondary" to={`${base}/registration`}>
              {t('header.registration')}
            </Link>
            {settings.useSessionWithoutRegister && (
              <Link className="shell-button shell-button--secondary" to={`${base}/guest-payment`}>
                {t('header.guestPayment')}
              </Link>
            )}
          </div>
        )}
        <MobileMenu />
      </div>
    </header>
  );
}
