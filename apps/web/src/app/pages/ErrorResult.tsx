import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../lib/page-reload';

/** The failure shown by the router's error boundary, with a reload button (`embedded`: inside a layout). */
export default function ErrorResult({ detail, embedded = false }: { detail: string; embedded?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: embedded ? undefined : '100vh' }}>
      <Result
        status="500"
        title={t('routeError.title')}
        subTitle={detail || t('routeError.description')}
        extra={
          <Button type="primary" onClick={reloadPage}>
            {t('routeError.reload')}
          </Button>
        }
      />
    </Flex>
  );
}
