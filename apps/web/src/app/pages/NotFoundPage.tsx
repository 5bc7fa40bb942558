import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPath } from '../../lib/app-paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /404: any unknown path, or a path outside the user's menu, lands here. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.description')}
        extra={
          <Button type="primary" onClick={() => void navigate(AppPath.root)}>
            {t('notFound.backHome')}
          </Button>
        }
      />
    </Flex>
  );
}
