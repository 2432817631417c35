import { Navigate, Route, Routes } from 'react-router-dom';
import { RemoteApp } from '../remotes/remote-app';
import { RemoteModule } from '../remotes/remote-module';
import { CheckPage } from '../pages/check-page';
import { ContentPage } from '../pages/content-page';
import { NewsItemPage, NewsPage } from '../pages/news-page';
import { SmsCommandsPage } from '../pages/sms-commands-page';
import { UpdatePage } from '../pages/update-page';
import { NotFoundPage } from '../pages/not-found-page';
import { CorporateOnly, PrivateOnly, PublicOnly } from './guards';
import { PrefixedLanguage, ShellLayout } from './language';
import { ScrollToTop } from './scroll-to-top';

// Child routes with element={null} only claim a URL for the layout's remote (which renders it).

/**
 * The route table of docs/ARCHITECTURE.md. A remote's ./App sits on a pathless layout route whose
 * children only decide that it owns the URL; its own relative <Routes> render the screens.
 */
function pageRoutes() {
  return [
    <Route key="map" element={<RemoteApp remote="mf-map" />}>
      <Route index element={null} />
    </Route>,
    <Route
      key="auth-public"
      element={
        <PublicOnly>
          <RemoteApp remote="mf-auth" />
        </PublicOnly>
      }
    >
      <Route path="registration/*" element={null} />
      <Route path="restore-password/*" element={null} />
    </Route>,
    <Route key="auth" element={<RemoteApp remote="mf-auth" />}>
      <Route path="callback/YandexLogin.html" element={null} />
      <Route path="confirmation/email" element={null} />
    </Route>,
    <Route
      key="profile"
      path="profile/*"
      element={
        <PrivateOnly>
          <ProfileArea />
        </PrivateOnly>
      }
    />,
    <Route
      key="coop"
      element={
        <CorporateOnly>
          <RemoteApp remote="mf-coop" />
        </CorporateOnly>
      }
    >
      <Route path="coop-profile/*" element={null} />
    </Route>,
    <Route key="payments" element={<RemoteApp remote="mf-payments" />}>
      <Route path="guest-payment" element={null} />
      <Route path="payment" element={null} />
      <Route path="phone-payment-callback" element={null} />
    </Route>,
    <Route key="news" path="news" element={<NewsPage />} />,
    <Route key="news-item" path="news/:id" element={<NewsItemPage />} />,
    <Route key="pages" path="pages/*" element={<ContentPage />} />,
    <Route key="sms" path="sms-commands" element={<SmsCommandsPage />} />,
    <Route key="update" path="update" element={<UpdatePage />} />,
    <Route
      key="check"
      path="check"
      element={
        <PublicOnly>
          <CheckPage />
        </PublicOnly>
      }
    />,
    <Route key="not-found" path="*" element={<NotFoundPage />} />,
  ];
}

/** /profile/*: mf-profile's layout (menu) around the section's remote. */
function ProfileArea() {
  const sections = (
    <Routes>
      <Route index element={<Navigate to="parking" replace />} />
      <Route
        path="parking"
        element={<RemoteModule remote="mf-payments" module="./ProfileParking" page />}
      />
      <Route element={<RemoteApp remote="mf-history" under="/profile" />}>
        <Route path="operations/*" element={null} />
      </Route>
      <Route element={<RemoteApp remote="mf-abonements" under="/profile" />}>
        <Route path="abonements/*" element={null} />
        <Route path="constructor/*" element={null} />
      </Route>
      <Route element={<RemoteApp remote="mf-profile" under="/profile" />}>
        <Route path="my-profile/*" element={null} />
        <Route path="penalty/*" element={null} />
        <Route path="feedback/*" element={null} />
        <Route path="receipts/*" element={null} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
  return (
    <RemoteModule remote="mf-profile" module="./ProfileLayout" props={{ children: sections }} />
  );
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {/* '/en/...' (and '/ru/...', '/xx/...' which redirect); static paths outrank ':lng'. */}
        <Route path=":lng" element={<PrefixedLanguage />}>
          {pageRoutes()}
        </Route>
        <Route element={<ShellLayout lng="ru" />}>{pageRoutes()}</Route>
      </Routes>
    </>
  );
}
