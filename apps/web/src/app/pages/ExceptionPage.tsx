import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPath } from '../../lib/app-paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HEADING_AS_TITLE } from './NotFoundPage';

export type ExceptionStatus = '403' | '500';

/** The exception pages /403 (no access) and /500 (server error), with a way back to the home page. */
export function ExceptionPage({ status }: { status: ExceptionStatus }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const title = t(`exception.title${status}`);
  useDocumentTitle(title);
  return (
    // The page's main landmark, headed by its status and title.
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status={status}
        title={
          <h1 style={HEADING_AS_TITLE}>
            <span>{status}</span>
            <span className="sr-only"> {title}</span>
          </h1>
        }
        subTitle={t(`exception.${status}`)}
        extra={
          <Button type="primary" onClick={() => void navigate(AppPath.root)}>
            {t('exception.backHome')}
          </Button>
        }
      />
    </Flex>
  );
}

export function ForbiddenPage() {
  return <ExceptionPage status="403" />;
}

export function ServerErrorPage() {
  return <ExceptionPage status="500" />;
}
