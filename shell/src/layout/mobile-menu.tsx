import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CitySettings } from '@parking/shared/contracts';
import { currentLanguage } from '@parking/shared/i18n';
import { useCurrentSession } from '@parking/shared/session';
import { Button } from '@parking/shared/ui';
import { NS } from '../i18n';
import { useLngBase } from '../routing/paths';
import { logout } from '../session/session';
import { useStartup } from '../startup/startup-context';
import { ContactItems } from './contact-links';
import { MenuLink } from './menu-link';
import { StoreItems } from './store-links';

/** The profile tabs, in mf-profile's menu order and with its flags (the shell cannot import it). */
export function profileMenuItems(settings: CitySettings): { path: string; key: string }[] {
  const items = [
    { path: 'parking', key: settings.dontUseBalance ? 'parkingSessions' : 'parking' },
    { path: 'operations', key: 'operations' },
    { path: 'abonements', key: 'abonements' },
    { path: 'my-profile', key: 'myProfile' },
  ];
  if (settings.useReceipts) items.push({ path: 'receipts', key: 'receipts' });
  if (settings.viewPenalty) items.push({ path: 'penalty', key: 'penalty' });
  if (settings.useFeedback) items.push({ path: 'feedback', key: 'feedback' });
  if (settings.useSubscriptionConstructor) items.push({ path: 'constructor', key: 'constructor' });
  return items;
}

/**
 * The side menu of small screens: a disclosure button and its panel. Opening moves focus to the
 * first link; Escape closes and gives focus back to the button.
 */
export function MobileMenu() {
  const { t } = useTranslation(NS);
  const { info } = useStartup();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const base = useLngBase();
  const { pathname, search } = useLocation();
  const lng = currentLanguage();
  const { menuItems, contacts, appLinks } = info.options;
  const session = useCurrentSession();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  // Following a link (a page, or a modal such as login) closes the panel.
  useEffect(() => setOpen(false), [pathname, search]);

  // A press outside the menu closes it too, as a tap beside a side menu does.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const privateItems = session?.userType === 'private' ? profileMenuItems(info.settings) : [];
  // Configured items the fixed part already covers (map, profile tabs) are not repeated, and the
  // private area is not offered to a visitor who cannot open it.
  const configured = [...menuItems.mobile]
    .filter((item) => item.path !== '/' && !item.path.startsWith('/profile'))
    .sort((a, b) => a.itemOrder - b.itemOrder);

  return (
    <div className="shell-mobile-menu" onKeyDown={onKeyDown} ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {t('mobileMenu.open')}
      </Button>
      <nav
        ref={panelRef}
        id={panelId}
        aria-label={t('mobileMenu.label')}
        hidden={!open}
        className="shell-mobile-panel"
      >
        <ul>
          <li>
            <Link to={base || '/'}>{t('mobileMenu.map')}</Link>
          </li>
          {/* Small screens keep only 'log in' in the header: the other account actions are here. */}
          {!session && (
            <>
              <li>
                <Link to={{ search: '?modal=login' }}>{t('header.login')}</Link>
              </li>
              {info.options.isCoopProfile && (
                <li>
                  <Link to={{ search: '?modal=login&type=corporate' }}>
                    {t('header.loginCorporate')}
                  </Link>
                </li>
              )}
              <li>
                <Link to={`${base}/registration`}>{t('header.registration')}</Link>
              </li>
              {info.settings.useSessionWithoutRegister && (
                <li>
                  <Link to={`${base}/guest-payment`}>{t('header.guestPayment')}</Link>
                </li>
              )}
            </>
          )}
          {privateItems.map((item) => (
            <li key={item.path}>
              <Link to={`${base}/profile/${item.path}`}>{t(`mobileMenu.profile.${item.key}`)}</Link>
            </li>
          ))}
          {configured.map((item) => (
            <li key={item.path}>
              <MenuLink item={item} lng={lng} base={base} />
            </li>
          ))}
          {session && (
            <li>
              <Button variant="link" onClick={() => void logout()}>
                {t('header.logout')}
              </Button>
            </li>
          )}
          <ContactItems contacts={contacts} />
          <StoreItems appLinks={appLinks} />
        </ul>
      </nav>
    </div>
  );
}
