import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Modal, Tabs } from '@parking/shared/ui';
import type { UserType } from '@parking/shared/session';
import { NS } from '../i18n';
import { completeLogin, hasDefaultZone, useOptions } from '../session';
import { LoginForm } from './login-form';
import '../auth.css';

export interface LoginModalProps {
  /** The shell closes the modal by dropping `?modal=login`. */
  onClose: () => void;
  /** Prefix of site links ('' or '/en'). */
  basePath?: string;
  /** `?modal=login&type=corporate` opens the legal-entity form. */
  userType?: UserType;
}

/**
 * Login: e-mail (or phone with easy login) and password, a captcha when the server asks for one;
 * on sites with corporate profiles a selector between individuals and legal entities.
 */
export default function LoginModal({
  onClose,
  basePath = '',
  userType = 'private',
}: LoginModalProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const info = useOptions();
  const coop = !!info?.options.isCoopProfile;
  const [chosen, setChosen] = useState<UserType>(userType);
  const kind: UserType = coop ? chosen : 'private';

  const onSuccess = (type: UserType, token: string) => {
    completeLogin(type, token);
    onClose();
    if (type === 'corporate') navigate(`${basePath}/coop-profile`);
    else if (hasDefaultZone(info)) navigate(`${basePath}/profile/parking`);
  };

  const onEmptyPassword = (email: string) => {
    onClose();
    const query = new URLSearchParams({ error: 'EmptyPass', email });
    navigate(`${basePath}/restore-password?${query.toString()}`);
  };

  return (
    <Modal title={t('login.title')} closeLabel={t('login.close')} open onClose={onClose}>
      {coop && (
        <Tabs
          label={t('login.typeLabel')}
          items={[
            { id: 'private', label: t('login.individual') },
            { id: 'corporate', label: t('login.legalEntity') },
          ]}
          selectedId={kind}
          onChange={(id) => setChosen(id === 'corporate' ? 'corporate' : 'private')}
        />
      )}
      {/* Keyed: switching the type starts a clean form (no captcha or error carried over). */}
      <LoginForm
        key={kind}
        userType={kind}
        easy={!!info?.settings.easyAuth}
        onSuccess={onSuccess}
        onEmptyPassword={onEmptyPassword}
      />
      {kind === 'private' && (
        <ul className="auth-links">
          <li>
            <Link to={`${basePath}/restore-password`} onClick={onClose}>
              {t('login.restore')}
            </Link>
          </li>
          <li>
            <Link to={`${basePath}/registration`} onClick={onClose}>
              {t('login.registration')}
            </Link>
          </li>
        </ul>
      )}
    </Modal>
  );
}
