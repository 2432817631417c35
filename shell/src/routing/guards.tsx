import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useCurrentSession } from '@parking/shared/session';
import { isExpiryPending, isLeftByLogout } from '../session/session';
import { useLngBase } from './paths';

/** Registration and password restore: a logged-in visitor goes home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const session = useCurrentSession();
  const base = useLngBase();
  return session ? <Navigate to={base || '/'} replace /> : children;
}

/**
 * Home with the login modal, or with the session-expired modal when that is what removed the
 * token (its OK then opens the login modal); plain home when a logout just left this page.
 */
function LoginFirst() {
  const base = useLngBase();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const expired = params.get('modal') === 'session-expired' || isExpiryPending();
  if (!expired && isLeftByLogout(pathname)) return <Navigate to={base || '/'} replace />;
  const modal = expired ? 'session-expired' : 'login';
  return <Navigate to={{ pathname: base || '/', search: `?modal=${modal}` }} replace />;
}

/** The private area: a logged-out visitor goes home with the login modal open. */
export function PrivateOnly({ children }: { children: ReactNode }) {
  const session = useCurrentSession();
  return session ? children : <LoginFirst />;
}

/** The corporate area: only a corporate token gets in. */
export function CorporateOnly({ children }: { children: ReactNode }) {
  const session = useCurrentSession();
  const base = useLngBase();
  if (!session) return <LoginFirst />;
  return session.userType === 'corporate' ? children : <Navigate to={base || '/'} replace />;
}
