import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { demandDetailPath } from '../demand-paths';

/** /mall/success?id&orderNo: the order was placed; view it or go on browsing. */
export default function DemandSuccessPage() {
  const { t } = useTranslation('demand');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const orderNo = search.get('orderNo') ?? '';
  useDocumentTitle(t('title.success'));
  return (
    <Result
      status="success"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('title.success')}</h1>}
      subTitle={
        <>
          <div data-testid="success-order-no">{t('successPage.orderNo', { orderNo })}</div>
          <div>{t('successPage.description')}</div>
        </>
      }
      extra={[
        <Button
          key="detail"
          type="primary"
          disabled={!id}
          onClick={() => void navigate(demandDetailPath(id))}
        >
          {t('successPage.viewDetails')}
        </Button>,
        <Button key="browse" onClick={() => void navigate(AppPath.mallSearch)}>
          {t('successPage.continueBrowsing')}
        </Button>,
      ]}
    />
  );
}
