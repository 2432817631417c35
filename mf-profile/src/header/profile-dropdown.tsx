import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@parking/shared/ui';
import { useBusEvent } from '@parking/shared/bus';
import { NS } from '../i18n';
import { profileMenu } from '../layout/menu';
import { logout } from '../profile/logout';
import './profile-dropdown.css';

export interface ProfileDropdownProps {
  /** Prefix of site links ('' or '/en'). */
  basePath?: string;
}

/** Header profile widget: a menu of the profile sections and logout (arrow keys, Escape). */
export default function ProfileDropdown({ basePath = '' }: ProfileDropdownProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const options = useBusEvent('options:loaded');
  const items = profileMenu(options?.info.settings);

  return (
    <Dropdown
      className="profile-dropdown"
      align="end"
      label={t('dropdown.button')}
      items={[
        ...items.map((item) => ({
          id: item.path,
          label: t(item.labelKey),
          onSelect: () => navigate(`${basePath}/profile/${item.path}`),
        })),
        { id: 'logout', label: t('dropdown.logout'), danger: true, onSelect: () => void logout() },
      ]}
    />
  );
}
