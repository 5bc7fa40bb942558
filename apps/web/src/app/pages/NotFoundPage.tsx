import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPath } from '../../lib/app-paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The heading looks as antd's result title does (the exception pages use it too). */
export const HEADING_AS_TITLE = {
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  color: 'inherit',
};

/** /404: any unknown path, or a path outside the user's menu, lands here. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    // The page's main landmark, headed by its title.
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title={
          <h1 style={HEADING_AS_TITLE}>
            <span>404</span>
            <span className="sr-only"> {t('notFound.title')}</span>
          </h1>
        }
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
