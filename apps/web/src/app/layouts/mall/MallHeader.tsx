import { LockOutlined, LoginOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useChangePassword } from '../../../features/account/hooks/use-change-password';
import { useConfirmedLogout } from '../../../features/auth/hooks/use-confirmed-logout';
import { useSessionStore } from '../../../lib/session-store';
import { AppPath } from '../../../lib/app-paths';
import { LOGO_URL } from '../../../lib/brand';
import { useMediaQuery } from '../../../lib/use-media-query';
import { LanguageSwitch } from '../../../widgets/language-switch/LanguageSwitch';
import { NoticeBellLazy } from '../../../widgets/notice-bell/NoticeBellLazy';
import { findAdminEntryPath } from '../../menu/menu-lookup';
import styles from './MallLayout.module.css';
import { MallNavLinks } from './MallNavLinks';
import { useCartCount } from './use-cart-count';

const MallNavDrawer = lazy(() => import('./MallNavDrawer'));

const PHONE_SCREEN = '(max-width: 767.98px)';
const HEADER_TEXT = 'rgba(255, 255, 255, 0.88)';

interface MallHeaderProps {
  hidden: boolean;
  onFocusInside: () => void;
}

/**
 * Mall header: logo, search, links, language switch, user and logout (after a confirmation); auto-hides.
 * Phones get a menu button with the links in a drawer; wider screens show the links (icons only when
 * narrow, see MallNavLinks).
 */
export function MallHeader({ hidden, onFocusInside }: MallHeaderProps) {
  const { t } = useTranslation(['menu', 'common', 'mall', 'account']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const confirmLogout = useConfirmedLogout();
  const changePassword = useChangePassword();
  const userInfo = useSessionStore((state) => state.userInfo);
  const signedIn = useSessionStore((state) => Boolean(state.token));
  const menu = useSessionStore((state) => state.permissions?.menu);
  const adminEntryPath = useMemo(() => findAdminEntryPath(menu ?? []), [menu]);
  const isPhone = useMediaQuery(PHONE_SCREEN);
  const cartCount = useCartCount();
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
        <Link
          to={AppPath.root}
          className={styles.logo}
          // On phones only the logo shows; elsewhere the visible site name is the link's name.
          aria-label={isPhone ? t('common:app.name') : undefined}
        >
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
        {!isPhone && <MallNavLinks adminEntryPath={adminEntryPath} cartCount={cartCount} />}
        <div className={styles.actions}>
          <NoticeBellLazy color={HEADER_TEXT} />
          <LanguageSwitch color={HEADER_TEXT} />
          {!isPhone && userInfo && (
            <span className={styles.userName}>{userInfo.realname || userInfo.username}</span>
          )}
          {signedIn && (
            <Button
              type="text"
              icon={<LockOutlined />}
              onClick={changePassword.open}
              data-testid="mall-change-password"
              aria-label={t('account:password.entry')}
              title={t('account:password.entry')}
              style={{ color: HEADER_TEXT }}
            />
          )}
          {signedIn ? (
            <Button
              type="text"
              icon={<LogoutOutlined />}
              onClick={confirmLogout}
              data-testid="mall-logout"
              aria-label={t('common:action.logout')}
              title={t('common:action.logout')}
              style={{ color: HEADER_TEXT }}
            >
              {!isPhone && <span className={styles.actionLabel}>{t('common:action.logout')}</span>}
            </Button>
          ) : (
            <Link to={AppPath.login} className={styles.navLink} data-testid="mall-sign-in">
              <LoginOutlined />
              <span>{t('common:action.signIn')}</span>
            </Link>
          )}
        </div>
      </div>
      {changePassword.modal}
      {isPhone && drawerUsed && (
        <Suspense fallback={null}>
          <MallNavDrawer
            open={drawerOpenedOn === pathname}
            onClose={() => setDrawerOpenedOn(null)}
            title={userInfo?.realname || t('common:app.name')}
            adminEntryPath={adminEntryPath}
            cartCount={cartCount}
          />
        </Suspense>
      )}
    </header>
  );
}
