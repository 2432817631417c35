import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus } from '@parking/shared/bus';
import { currentLanguage, setLanguage, type Language } from '@parking/shared/i18n';
import { useCurrentSession } from '@parking/shared/session';
import { NS } from '../i18n';
import { Footer } from '../layout/footer';
import { AppBanner } from '../layout/app-banner';
import { Header } from '../layout/header';
import { NotificationBanner } from '../layout/notification-banner';
import { ModalHost } from '../modals/modal-host';
import { ClosedPage } from '../pages/closed-page';
import { forgetLogoutUnlessOn, noteLogoutFrom } from '../session/session';
import { SessionSync } from '../session/session-sync';
import { NotFoundPage } from '../pages/not-found-page';
import { useStartup } from '../startup/startup-context';
import { DocumentTitle } from './document-title';
import { stripLanguage, useLngBase } from './paths';

/**
 * First segment as a language: 'en' is kept, 'ru' is stripped, another two-letter code is an
 * unsupported language (home); a longer segment is just an unknown page.
 */
export function PrefixedLanguage() {
  const { lng = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  if (lng === 'en') return <ShellLayout lng="en" />;
  if (lng === 'ru')
    return <Navigate to={{ pathname: stripLanguage(pathname), search, hash }} replace />;
  if (/^[a-z]{2}$/i.test(lng)) return <Navigate to="/" replace />;
  return <ShellLayout lng="ru" notFound />;
}

/** Header, main, footer and modals around the page; the language follows the URL. */
export function ShellLayout({ lng, notFound = false }: { lng: Language; notFound?: boolean }) {
  const { t } = useTranslation(NS);
  const { info } = useStartup();
  const base = useLngBase();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useCurrentSession();

  useEffect(() => {
    if (currentLanguage() !== lng) void setLanguage(lng);
  }, [lng]);

  // Logout here or in another tab of the city (SessionSync re-emits it) ends on the home page.
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
    forgetLogoutUnlessOn(pathname);
  }, [pathname]);
  useEffect(() => {
    const sub = bus.on('session:loggedOut').subscribe(() => {
      noteLogoutFrom(pathnameRef.current);
      navigate(base || '/');
    });
    return () => sub.unsubscribe();
  }, [navigate, base]);

  if (info.options.isClose) return <ClosedPage />;

  // A corporate token belongs in the corporate area, wherever the visitor tried to go.
  const corporateElsewhere =
    session?.userType === 'corporate' &&
    !(base ? stripLanguage(pathname) : pathname).startsWith('/coop-profile');
  let content = <Outlet />;
  if (notFound) content = <NotFoundPage />;
  else if (corporateElsewhere) content = <Navigate to={`${base}/coop-profile`} replace />;

  return (
    <div className="shell">
      <a className="shell-skip-link" href="#main">
        {t('skipLink')}
      </a>
      <SessionSync />
      <AppBanner />
      <Header />
      <NotificationBanner />
      <main id="main" tabIndex={-1} className="shell-main">
        {content}
      </main>
      <Footer />
      <ModalHost />
      <DocumentTitle />
    </div>
  );
}
