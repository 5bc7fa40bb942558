import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmedLogout } from '../../../features/auth/hooks/use-confirmed-logout';
import { useSessionStore } from '../../../features/auth/session-store';

/** Header user dropdown: avatar and real name, with Logout (asks for confirmation). */
export function UserMenu() {
  const { t } = useTranslation();
  const userInfo = useSessionStore((state) => state.userInfo);
  const confirmLogout = useConfirmedLogout();
  const items: MenuProps['items'] = [
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="logout">{t('action.logout')}</span>,
    },
  ];
  return (
    <Dropdown
      autoFocus
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => key === 'logout' && confirmLogout() }}
    >
      <Button
        type="text"
        data-testid="user-menu"
        aria-label={t('header.userMenu')}
        style={{ paddingInline: 8 }}
      >
        <Avatar size="small" src={userInfo?.avatar || undefined} icon={<UserOutlined />} />
        <span>{userInfo?.realname || userInfo?.username}</span>
      </Button>
    </Dropdown>
  );
}
