import {
  ApartmentOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useChangePassword } from '../../../features/account/hooks/use-change-password';
import { useConfirmedLogout } from '../../../features/auth/hooks/use-confirmed-logout';
import { useDepartmentSwitch } from '../../../features/auth/hooks/use-department-switch';
import { AppPath } from '../../../lib/app-paths';
import { avatarUrl } from '../../../lib/avatar-url';
import { useSessionStore } from '../../../lib/session-store';
import { findMenuEntryByComponent } from '../../menu/menu-lookup';
import { useMenuRoutes } from '../../menu/session-menu';
import { greetingOf } from './greeting';

/** The menu component of the admin account centre; without it the personal centre is the mall's. */
const ACCOUNT_CENTRE_COMPONENT = 'account/AccountSettings';

interface UserMenuProps {
  /** Opens the settings drawer. */
  onOpenSettings: () => void;
  /** Narrow screens show the avatar only. */
  compact: boolean;
}

/**
 * Header user dropdown: a greeting by time of day with the user's name and avatar; personal centre (the
 * account centre when the user's menu has it, else the mall's), change password, the department switch
 * (when the user has departments), settings and, last, Logout (asks for confirmation).
 */
export function UserMenu({ onOpenSettings, compact }: UserMenuProps) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shell');
  const { t: tAccount } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const navigate = useNavigate();
  const userInfo = useSessionStore((state) => state.userInfo);
  const routes = useMenuRoutes();
  const centrePath = findMenuEntryByComponent(routes, ACCOUNT_CENTRE_COMPONENT)?.path ?? AppPath.mallAccount;
  const confirmLogout = useConfirmedLogout();
  const departmentSwitch = useDepartmentSwitch();
  const changePassword = useChangePassword();
  const name = userInfo?.realname || userInfo?.username || '';
  const welcome = ts('user.welcome', {
    greeting: ts(`user.greeting.${greetingOf(new Date().getHours())}`),
    name,
  });
  const items: MenuProps['items'] = [
    {
      key: 'center',
      icon: <UserOutlined />,
      label: <span data-testid="personal-center">{ts('user.center')}</span>,
    },
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid="change-password">{tAccount('password.entry')}</span>,
    },
    ...(departmentSwitch.available
      ? [
          {
            key: 'switchDepart',
            icon: <ApartmentOutlined />,
            label: <span data-testid="switch-depart">{ta('org.depart.switchEntry')}</span>,
          },
        ]
      : []),
    {
      key: 'settings',
      icon: <SettingOutlined />,
      label: <span data-testid="open-settings">{ts('user.settings')}</span>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="logout">{t('action.logout')}</span>,
    },
  ];
  return (
    <>
      <Dropdown
        autoFocus
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'logout') confirmLogout();
            if (key === 'switchDepart') departmentSwitch.open();
            if (key === 'password') changePassword.open();
            if (key === 'settings') onOpenSettings();
            if (key === 'center') void navigate(centrePath);
          },
        }}
      >
        <Button
          type="text"
          data-testid="user-menu"
          aria-label={
            name ? t('header.userMenuOf', { name: compact ? name : welcome }) : t('header.userMenu')
          }
          title={welcome}
          style={{ paddingInline: 8 }}
        >
          <Avatar
            size="small"
            src={avatarUrl(userInfo?.avatar)}
            icon={<UserOutlined />}
            alt=""
            data-testid="user-avatar"
          />
          {!compact && <span data-testid="user-welcome">{welcome}</span>}
        </Button>
      </Dropdown>
      {departmentSwitch.modal}
      {changePassword.modal}
    </>
  );
}
