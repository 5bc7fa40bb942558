import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { AppPath } from '../../lib/app-paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { findMenuEntry } from '../menu/menu-lookup';

/** A page that is in the menu or the route table but not built yet: visibly unfinished. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = useSessionStore(
    (state) => findMenuEntry(state.permissions?.menu ?? [], pathname)?.meta.title,
  );
  useDocumentTitle(title ?? t('comingSoon.title'));
  return (
    <Result
      icon={<ToolOutlined />}
      title={title ? t('comingSoon.titleOf', { page: title }) : t('comingSoon.title')}
      subTitle={t('comingSoon.description')}
      extra={
        <Button type="primary" onClick={() => void navigate(AppPath.root)}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
