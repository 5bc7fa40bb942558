import { formatMoney, type DemandRecord } from '@mall/shared';
import { Alert, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/error-message';
import { applyForPrice, modifyDemandPrice, replyToPrice } from '../api/demand-api';
import {
  applyLabelKey,
  expectedPriceProblem,
  modifyRequestFields,
  previewModify,
  type ModifyInput,
} from '../demand-rules';
import { useDemandActions } from '../hooks/use-demand-actions';
import { useDemandDetail } from '../hooks/use-demand-queries';
import { useReadOrderNews } from '../hooks/use-order-news';
import { DetailModal as RowDetailModal } from '../../../widgets/detail-view/DetailModal';
import { DemandFields, DemandItemsTable } from './DemandDetailView';
import { DemandLogsTable } from './DemandLogsTable';

const MEMO_MAX = 500;

interface ModalProps {
  record: DemandRecord;
  onClose: () => void;
}

/** The order in full, read fresh; opening it reads the caller's news of the order. */
export function DetailModal({ record, onClose }: ModalProps) {
  const { t } = useTranslation('demand');
  const detail = useDemandDetail(record.id);
  useReadOrderNews(detail.data);
  return (
    <RowDetailModal
      open
      title={t('modal.detail')}
      onClose={onClose}
      loading={!detail.data && !detail.isError}
      main={
        detail.data ? (
          <DemandFields detail={detail.data} />
        ) : detail.isError ? (
          <Alert type="error" showIcon message={errorMessageOf(detail.error)} />
        ) : null
      }
      sub={detail.data ? <DemandItemsTable detail={detail.data} /> : undefined}
    />
  );
}

/** "View replies": the price-apply log. */
export function LogsModal({ record, onClose }: ModalProps) {
  const { t } = useTranslation('demand');
  return (
    <Modal
      open
      title={`${t('modal.logs')} · ${record.orderNo}`}
      width={900}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <DemandLogsTable demandId={record.id} currency={record.currency} />
    </Modal>
  );
}

/** The buyer's discount application (or re-application after a refusal): an expected price below the actual price, and a memo. */
export function ApplyModal({ record, onClose }: ModalProps) {
  const { t } = useTranslation('demand');
  const { run } = useDemandActions();
  const [form] = Form.useForm<{ expectedPrice: string; applyMemo?: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    const done = await run(
      () =>
        applyForPrice({
          demandId: record.id,
          version: record.version,
          expectedPrice: values.expectedPrice.trim(),
          applyMemo: values.applyMemo?.trim() ?? '',
        }),
      t('success.apply'),
    );
    setSaving(false);
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={t(applyLabelKey(record))}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('field.actualPrice')}: {formatMoney(record.actualPrice, record.currency)}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="expectedPrice"
          label={t('field.expectedPrice')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = expectedPriceProblem(value ?? '', record.actualPrice, true);
                if (problem) throw new Error(t(`error.${problem}`));
              },
            },
          ]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="applyMemo" label={t('field.applyMemo')}>
          <Input.TextArea maxLength={MEMO_MAX} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Sales refuse the buyer's application with a reply memo. */
export function RefuseModal({ record, onClose }: ModalProps) {
  const { t } = useTranslation('demand');
  const { run } = useDemandActions();
  const [form] = Form.useForm<{ approvalMemo: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    const done = await run(
      () =>
        replyToPrice('refuse', {
          id: record.applyId ?? '',
          version: record.version,
          approvalMemo: values.approvalMemo.trim(),
        }),
      t('success.refuse'),
    );
    setSaving(false);
    if (done) onClose();
  };
  return (
    <Modal
      open
      title={t('modal.refuse')}
      okText={t('action.refuse')}
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('field.expectedPrice')}: {formatMoney(record.expectedPrice, record.currency)}
        {record.applyMemo ? ` · ${record.applyMemo}` : ''}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="approvalMemo"
          label={t('field.approvalMemo')}
          rules={[{ required: true, whitespace: true, message: t('error.replyMemoRequired') }]}
        >
          <Input.TextArea maxLength={MEMO_MAX} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Sales change the actual price: by discount rate and adjustment, or by a new actual price. The result is
 * previewed live with the same rule the server applies (actual = standard × rate + adjustment, 4-decimal steps).
 */
export function ModifyPriceModal({ record, onClose }: ModalProps) {
  const { t } = useTranslation('demand');
  const { run } = useDemandActions();
  const [input, setInput] = useState<ModifyInput>({
    mode: 'byRate',
    discountRate: record.discountRate,
    adjustment: record.adjustment,
    actualPrice: '',
  });
  const [memo, setMemo] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const preview = previewModify(record, input);
  const change = (next: Partial<ModifyInput>) => setInput((current) => ({ ...current, ...next }));

  const submit = async () => {
    setTouched(true);
    if (preview.problem) return;
    setSaving(true);
    const done = await run(
      () =>
        modifyDemandPrice({
          id: record.id,
          version: record.version,
          ...modifyRequestFields(input),
          ...(memo.trim() ? { memo: memo.trim() } : {}),
        }),
      t('success.modifyPrice'),
    );
    setSaving(false);
    if (done) onClose();
  };
  const problemText = touched && preview.problem ? t(`error.${preview.problem}`) : undefined;
  const invalidField = (field: 'rate' | 'adjustment' | 'price') =>
    problemText !== undefined &&
    (preview.problem === field ||
      (field !== 'price' && (preview.problem === 'rateOrAdjustment' || preview.problem === 'negative')) ||
      (field === 'price' && input.mode === 'byPrice'));

  return (
    <Modal
      open
      title={`${t('modal.modifyPrice')} · ${record.orderNo}`}
      onOk={() => void submit()}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Typography.Paragraph>
          {t('field.standardPrice')}: {formatMoney(record.standardPrice, record.currency)}
          {record.expectedPrice !== null
            ? ` · ${t('field.expectedPrice')}: ${formatMoney(record.expectedPrice, record.currency)}`
            : ''}
        </Typography.Paragraph>
        <Form.Item label={t('modify.mode')}>
          <Radio.Group
            value={input.mode}
            onChange={(event) => change({ mode: event.target.value as ModifyInput['mode'] })}
            options={[
              { value: 'byRate', label: t('modify.byRate') },
              { value: 'byPrice', label: t('modify.byPrice') },
            ]}
          />
        </Form.Item>
        {input.mode === 'byRate' ? (
          <>
            <Form.Item
              label={t('field.discountRate')}
              htmlFor="modify-rate"
              extra={t('modify.rateHelp')}
              validateStatus={invalidField('rate') ? 'error' : undefined}
            >
              <Input
                id="modify-rate"
                inputMode="decimal"
                value={input.discountRate}
                onChange={(event) => change({ discountRate: event.target.value })}
              />
            </Form.Item>
            <Form.Item
              label={t('field.adjustment')}
              htmlFor="modify-adjustment"
              validateStatus={invalidField('adjustment') ? 'error' : undefined}
            >
              <Input
                id="modify-adjustment"
                inputMode="decimal"
                value={input.adjustment}
                onChange={(event) => change({ adjustment: event.target.value })}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            label={t('field.newActualPrice')}
            htmlFor="modify-price"
            validateStatus={invalidField('price') ? 'error' : undefined}
          >
            <Input
              id="modify-price"
              inputMode="decimal"
              value={input.actualPrice}
              onChange={(event) => change({ actualPrice: event.target.value })}
            />
          </Form.Item>
        )}
        <Form.Item label={t('field.memo')} htmlFor="modify-memo">
          <Input.TextArea
            id="modify-memo"
            maxLength={MEMO_MAX}
            rows={2}
            value={memo}
            onChange={(event) => setMemo(event.target.value)}
          />
        </Form.Item>
        <div role="status" aria-live="polite" data-testid="modify-preview">
          {preview.price !== null ? (
            <Typography.Text strong>
              {t('modify.preview')}: {formatMoney(preview.price, record.currency)}
            </Typography.Text>
          ) : problemText ? (
            <Typography.Text type="danger">{problemText}</Typography.Text>
          ) : null}
        </div>
      </Form>
    </Modal>
  );
}
