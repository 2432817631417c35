import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { EmailConfirmation } from './confirmation/email-confirmation';
import { YandexCallback } from './callback/yandex-callback';
import { ConfirmationStep } from './registration/confirmation-step';
import { DataStep } from './registration/data-step';
import { RestorePage } from './restore/restore-page';
import './i18n';
import './auth.css';

export interface AppProps {
  /** Where the shell mounted this app ('' or '/en'): the paths below are relative to it. */
  basePath?: string;
}

/**
 * The screens by path. Matched here with matchPath rather than nested <Routes>: the shell mounts
 * this app on a pathless layout route, under which descendant <Routes> make React Router warn.
 */
export default function App({ basePath = '' }: AppProps) {
  const { pathname } = useLocation();
  const path =
    basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  const match = (pattern: string) =>
    matchPath({ path: pattern, end: true }, path.replace(/\/+$/, '') || '/');

  if (match('/registration')) return <DataStep basePath={basePath} />;
  const confirmation =
    match('/registration/confirmation/:step/:salt/:code') ??
    match('/registration/confirmation/:step/:salt');
  if (confirmation) {
    const { step = '', salt = '', code } = confirmation.params;
    return (
      <ConfirmationStep
        key={`${step}/${salt}`}
        basePath={basePath}
        step={step}
        salt={salt}
        code={code}
      />
    );
  }
  if (path.startsWith('/registration')) return <Navigate to={`${basePath}/registration`} replace />;

  const restore =
    match('/restore-password/:step/:salt') ??
    match('/restore-password/:step') ??
    match('/restore-password');
  if (restore)
    return (
      <RestorePage basePath={basePath} step={restore.params.step} salt={restore.params.salt} />
    );
  if (path.startsWith('/restore-password'))
    return <Navigate to={`${basePath}/restore-password`} replace />;

  if (match('/callback/YandexLogin.html')) return <YandexCallback basePath={basePath} />;
  if (match('/confirmation/email')) return <EmailConfirmation basePath={basePath} />;
  return null;
}
