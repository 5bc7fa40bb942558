import {
  AppstoreOutlined,
  FileTextOutlined,
  HomeOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import styles from './MallLayout.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  testId?: string;
}

/** The mall header links: home, admin area (when the user has one), cart, demand list and account. */
export function MallNavLinks({
  adminEntryPath,
  vertical = false,
}: {
  adminEntryPath: string | null;
  vertical?: boolean;
}) {
  const { t } = useTranslation('menu');
  const items: NavItem[] = [
    { to: AppPath.mallHome, label: t('mall.home'), icon: <HomeOutlined /> },
    ...(adminEntryPath
      ? [{ to: adminEntryPath, label: t('mall.admin'), icon: <SettingOutlined />, testId: 'admin-entry' }]
      : []),
    { to: AppPath.mallSearch, label: t('mall.products'), icon: <AppstoreOutlined /> },
    { to: AppPath.mallCart, label: t('mall.cart'), icon: <ShoppingCartOutlined /> },
    { to: AppPath.mallDemandList, label: t('mall.demandList'), icon: <FileTextOutlined /> },
    { to: AppPath.mallAccount, label: t('mall.account'), icon: <UserOutlined /> },
  ];
  return (
    <nav aria-label={t('mall.navigation')} className={vertical ? styles.navVertical : styles.nav}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end
          data-testid={item.testId}
          aria-label={item.label}
          title={item.label}
          className={({ isActive }) =>
            isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink
          }
        >
          {item.icon}
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
