import {
  AppstoreOutlined,
  FileTextOutlined,
  HomeOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import styles from './MallLayout.module.css';

/** Larger counts show as "99+". */
const MAX_SHOWN_COUNT = 99;

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  testId?: string;
  /** A count shown on the link (hidden when 0); it is part of the link's accessible name. */
  count?: number;
}

/**
 * The mall header links: home, admin area (when the user has one), products, cart (with the number of
 * lines in it), demand list and account. Where the header is too narrow for the labels only the icons show;
 * the label stays each link's accessible name and tooltip.
 */
export function MallNavLinks({
  adminEntryPath,
  cartCount = 0,
  vertical = false,
}: {
  adminEntryPath: string | null;
  cartCount?: number;
  vertical?: boolean;
}) {
  const { t } = useTranslation('menu');
  const countId = useId();
  const items: NavItem[] = [
    { to: AppPath.mallHome, label: t('mall.home'), icon: <HomeOutlined /> },
    ...(adminEntryPath
      ? [{ to: adminEntryPath, label: t('mall.admin'), icon: <SettingOutlined />, testId: 'admin-entry' }]
      : []),
    { to: AppPath.mallSearch, label: t('mall.products'), icon: <AppstoreOutlined /> },
    {
      to: AppPath.mallCart,
      label: t('mall.cart'),
      icon: <ShoppingCartOutlined />,
      testId: 'mall-cart-link',
      count: cartCount,
    },
    { to: AppPath.mallDemandList, label: t('mall.demandList'), icon: <FileTextOutlined /> },
    { to: AppPath.mallAccount, label: t('mall.account'), icon: <UserOutlined /> },
  ];
  return (
    <nav aria-label={t('mall.navigation')} className={vertical ? styles.navVertical : styles.nav}>
      {items.map((item) => {
        const shownCount = item.count && item.count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : item.count;
        return (
          <NavLink
            key={item.to}
            to={item.to}
            end
            data-testid={item.testId}
            // The accessible name holds the visible text (label, then count); the description spells it out.
            aria-label={shownCount ? `${item.label} ${shownCount}` : item.label}
            aria-describedby={item.count ? `${countId}-${item.to}` : undefined}
            title={item.label}
            className={({ isActive }) =>
              isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink
            }
          >
            {item.icon}
            <span className={styles.navLabel}>{item.label}</span>
            {item.count ? (
              <span className={styles.navCount} data-testid="mall-cart-count">
                {/* The leading space (not rendered in the badge) keeps label and count two words in the
                    visible text, as in the accessible name. */}
                <span aria-hidden>{` ${String(shownCount)}`}</span>
                <span id={`${countId}-${item.to}`} className={styles.visuallyHidden}>
                  {t('mall.itemCount', { count: item.count })}
                </span>
              </span>
            ) : null}
          </NavLink>
        );
      })}
    </nav>
  );
}
