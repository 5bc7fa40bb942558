import { HttpCode, formatMoney, type DemandSubmit } from '@mall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Form, Input, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppPath } from '../../../lib/app-paths';
import { errorMessageOf } from '../../../lib/error-message';
import { feedback } from '../../../lib/feedback';
import { isHttpError } from '../../../lib/http-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CART_QUERY_KEY, invalidateDemandQueries, submitDemand } from '../api/demand-api';
import { successPath } from '../demand-paths';
import { expectedPriceProblem, parseConfirmSource } from '../demand-rules';
import { useConfirmLines, type ConfirmLine } from '../hooks/use-confirm-lines';
import styles from './DemandPages.module.css';
import { ScrollRegion } from '../../../widgets/scroll-region/ScrollRegion';

const MEMO_MAX = 500;

interface ConfirmForm {
  memo?: string;
  expectedPrice?: string;
  expectedMemo?: string;
}

/**
 * /mall/demandConfirm?cartIds=… or ?items=productId:styleId:quantity,…: the lines with unit and standard
 * prices and the total, a memo, and optionally an expected price (below the total) with its memo. Submitting
 * places the demand order and shows the success page.
 */
export default function DemandConfirmPage() {
  const { t } = useTranslation('demand');
  const { t: tCart } = useTranslation('cart');
  const { message } = feedback();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const source = useMemo(() => parseConfirmSource(search), [search]);
  const confirm = useConfirmLines(source);
  const [form] = Form.useForm<ConfirmForm>();
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(t('title.confirm'));

  const money = (value: string, currency: string) => formatMoney(value, currency);
  const columns: TableColumnsType<ConfirmLine> = [
    { title: t('field.productName'), dataIndex: 'productName' },
    { title: t('field.style'), dataIndex: 'styleName' },
    { title: t('field.spec'), dataIndex: 'spec' },
    { title: t('field.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      title: t('field.unitPrice'),
      key: 'unitPrice',
      align: 'right',
      render: (_, line) => money(line.unitPrice, line.currency),
    },
    {
      title: t('field.standardPrice'),
      key: 'standardPrice',
      align: 'right',
      render: (_, line) => money(line.standardPrice, line.currency),
    },
  ];

  const submit = async (values: ConfirmForm) => {
    if (!source || confirm.lines.length === 0) return;
    const expectedPrice = values.expectedPrice?.trim() ?? '';
    const body: DemandSubmit = {
      ...(source.kind === 'cart'
        ? { cartItemIds: confirm.lines.map((line) => line.key) }
        : {
            items: confirm.lines.map((line) => ({
              productId: line.productId,
              styleId: line.styleId,
              quantity: line.quantity,
            })),
          }),
      productVersions: confirm.productVersions,
      memo: values.memo?.trim() ?? '',
      ...(expectedPrice ? { expectedPrice, expectedMemo: values.expectedMemo?.trim() ?? '' } : {}),
    };
    setSubmitting(true);
    try {
      const result = await submitDemand(body);
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void invalidateDemandQueries(queryClient);
      void navigate(successPath(result), { replace: true });
    } catch (error) {
      // A product or cart line changed since the page read it: say so and show the lines as they are now.
      if (isHttpError(error) && error.code === HttpCode.conflict) {
        void message.warning(error.message || tCart('error.cartChanged'));
        confirm.refetch();
      } else {
        void message.error(`${t('error.submitFailed')}: ${errorMessageOf(error)}`);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const nothing = !source || (!confirm.isPending && !confirm.error && confirm.lines.length === 0);

  return (
    <div className={styles.narrow} data-testid="demand-confirm">
      <Typography.Title level={1} className={styles.title}>
        {t('title.confirm')}
      </Typography.Title>
      {confirm.error ? (
        <Alert type="error" showIcon message={errorMessageOf(confirm.error)} />
      ) : nothing ? (
        <Empty description={t('error.noItems')}>
          <Button type="primary" onClick={() => void navigate(AppPath.mallCart)}>
            {t('confirmPage.backToCart')}
          </Button>
        </Empty>
      ) : confirm.isPending ? (
        <Spin />
      ) : (
        <>
          {confirm.leftOut.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              message={tCart('takenDown.description')}
              description={confirm.leftOut.join(', ')}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          {confirm.changed.length > 0 ? (
            <Alert
              type="info"
              showIcon
              message={tCart('state.changed')}
              description={confirm.changed.join(', ')}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <ScrollRegion label={t('linesLabel')}>
            <Table<ConfirmLine>
              rowKey="key"
              size="small"
              columns={columns}
              dataSource={confirm.lines}
              pagination={false}
            />
          </ScrollRegion>
          <div className={styles.total}>
            {t('field.total')}:{' '}
            <strong data-testid="confirm-total">{money(confirm.total, confirm.currency)}</strong>
          </div>
          <Form<ConfirmForm> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
            <Form.Item name="memo" label={t('field.memo')}>
              <Input.TextArea maxLength={MEMO_MAX} rows={3} placeholder={t('confirmPage.memoPlaceholder')} />
            </Form.Item>
            <Form.Item
              name="expectedPrice"
              label={t('field.expectedPrice')}
              extra={t('confirmPage.expectedHelp')}
              rules={[
                {
                  validator: async (_, value: string | undefined) => {
                    const problem = expectedPriceProblem(value ?? '', confirm.total, false);
                    if (problem) throw new Error(t(`error.${problem}`));
                  },
                },
              ]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="expectedMemo" label={t('field.expectedMemo')}>
              <Input.TextArea maxLength={MEMO_MAX} rows={2} />
            </Form.Item>
            <div className={styles.toolbar}>
              <Button onClick={() => void navigate(AppPath.mallCart)}>{t('confirmPage.backToCart')}</Button>
              <Button type="primary" htmlType="submit" loading={submitting} data-testid="confirm-submit">
                {t('confirmPage.submit')}
              </Button>
            </div>
          </Form>
        </>
      )}
    </div>
  );
}
