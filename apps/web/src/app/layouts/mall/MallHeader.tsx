import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useSessionStore } from '../../../features/auth/session-store';
import { AppPath } from '../../../lib/app-paths';
import { LOGO_URL } from '../../../lib/brand';
import { useMediaQuery } from '../../../lib/use-media-query';
import { LanguageSwitch } from '../../../widgets/language-switch/LanguageSwitch';
import { findAdminEntryPath } from '../../menu/menu-lookup';
import styles from './MallLayout.module.css';
import { MallNavLinks } from './MallNavLinks';

const MallNavDrawer = lazy(() => import('./MallNavDrawer'));

const PHONE_SCREEN = '(max-width: 767.98px)';
const HEADER_TEXT = 'rgba(255, 255, 255, 0.88)';

interface MallHeaderProps {
  hidden: boolean;
  onFocusInside: () => void;
}

/** Mall header (mall.md §2 Header): logo, search, links, language switch, user and logout; auto-hides. */
export function MallHeader({ hidden, onFocusInside }: MallHeaderProps) {
  const { t } = useTranslation(['menu', 'common', 'mall']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const userInfo = useSessionStore((state) => state.userInfo);
  const menu = useSessionStore((state) => state.permissions?.menu);
  const adminEntryPath = useMemo(() => findAdminEntryPath(menu ?? []), [menu]);
  const isPhone = useMediaQuery(PHONE_SCREEN);
  // The drawer is open for the path it was opened on, so navigating closes it; its code loads on first use.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const search = (keyword: string) => {
    const trimmed = keyword.trim();
    void navigate(
      trimmed ? `${AppPath.mallSearch}?keyword=${encodeURIComponent(trimmed)}` : AppPath.mallSearch,
    );
  };

  return (
    <header
      className={`${styles.header} ${hidden ? styles.headerHidden : ''}`}
      onFocusCapture={onFocusInside}
    >
      <div className={styles.headerInner}>
        {isPhone && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('mall.openMenu')}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpenedOn(pathname);
            }}
            style={{ color: HEADER_TEXT }}
          />
        )}
        <Link to={AppPath.root} className={styles.logo} aria-label={t('mall.home')}>
          <img src={LOGO_URL} alt="" width={32} height={32} />
          {!isPhone && <span className={styles.logoText}>{t('common:app.name')}</span>}
        </Link>
        <Input.Search
          className={styles.search}
          placeholder={t('mall:search.placeholder')}
          aria-label={t('mall:search.placeholder')}
          enterButton
          allowClear
          onSearch={search}
        />
        {!isPhone && <MallNavLinks adminEntryPath={adminEntryPath} />}
        <div className={styles.actions}>
          <LanguageSwitch color={HEADER_TEXT} />
          {!isPhone && userInfo && (
            <span className={styles.userName}>{userInfo.realname || userInfo.username}</span>
          )}
          <Button
            type="text"
            icon={<LogoutOutlined />}
            onClick={() => void logout()}
            data-testid="mall-logout"
            aria-label={t('common:action.logout')}
            style={{ color: HEADER_TEXT }}
          >
            {!isPhone && t('common:action.logout')}
          </Button>
        </div>
      </div>
      {isPhone && drawerUsed && (
        <Suspense fallback={null}>
          <MallNavDrawer
            open={drawerOpenedOn === pathname}
            onClose={() => setDrawerOpenedOn(null)}
            title={userInfo?.realname || t('common:app.name')}
            adminEntryPath={adminEntryPath}
          />
        </Suspense>
      )}
    </header>
  );
}
