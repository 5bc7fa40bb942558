import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LOT_NO_MAX_LENGTH, Permission, type LotAddRequest, type LotRecord } from '@mall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useCan } from '../../../lib/permissions/use-can';
import { addLot, deleteLot, fetchProductLots, lotKeys } from '../api/product-api';

const LOT_NO_PATTERN = /^[A-Za-z0-9._/-]+$/;

interface LotFormValues {
  lotNo: string;
  styleId?: string;
  productionDate?: Dayjs;
  memo?: string;
}

interface ProductLotsProps {
  productId: string;
  /** The product's saved styles a lot may name. */
  styles: readonly { id: string; name: string }[];
}

/**
 * The production lots recorded on a saved product (what `queryLotNo` later answers for a lot number):
 * the list, and for staff who may record lots a form to add one and a delete per row.
 */
export function ProductLots({ productId, styles }: ProductLotsProps) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const { message, modal } = feedback();
  const queryClient = useQueryClient();
  const canEdit = useCan(Permission.lotEdit);
  const [form] = Form.useForm<LotFormValues>();
  const lots = useQuery({
    queryKey: lotKeys.ofProduct(productId),
    queryFn: ({ signal }) => fetchProductLots(productId, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: lotKeys.all });
  const add = useMutation({ mutationFn: (body: LotAddRequest) => addLot(body), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: string) => deleteLot(id), onSuccess: refresh });

  const submit = async (values: LotFormValues) => {
    try {
      await add.mutateAsync({
        lotNo: values.lotNo.trim(),
        productId,
        styleId: values.styleId ?? null,
        productionDate: values.productionDate?.format('YYYY-MM-DD') ?? '',
        memo: values.memo?.trim() ?? '',
      });
      form.resetFields();
      message.success(t('lot.added'));
    } catch (error) {
      if (!applyFieldErrors(form, error)) message.error(isHttpError(error) ? error.message : t('lot.failed'));
    }
  };

  // Enter records the lot instead of submitting the product form around it.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    form.submit();
  };

  const confirmDelete = (lot: LotRecord) =>
    modal.confirm({
      title: t('lot.confirmDelete', { lotNo: lot.lotNo }),
      okText: tc('crud.delete'),
      okButtonProps: { danger: true },
      cancelText: tc('action.cancel'),
      onOk: async () => {
        await remove.mutateAsync(lot.id);
        message.success(tc('crud.deleted'));
      },
    });

  return (
    <div data-testid="product-lots">
      {canEdit ? (
        // Inside the product's form: this form renders no <form> element of its own.
        <Form<LotFormValues> form={form} component={false} onFinish={submit}>
          <Space wrap align="start">
            <Form.Item
              name="lotNo"
              label={t('lot.lotNo')}
              rules={[
                { required: true, whitespace: true, message: t('lot.lotNoRequired') },
                { max: LOT_NO_MAX_LENGTH },
                { pattern: LOT_NO_PATTERN, message: t('lot.lotNoPattern') },
              ]}
            >
              <Input autoComplete="off" onPressEnter={submitOnEnter} />
            </Form.Item>
            <Form.Item name="styleId" label={t('lot.style')}>
              <Select
                allowClear
                style={{ minWidth: 160 }}
                options={styles.map((style) => ({ value: style.id, label: style.name }))}
              />
            </Form.Item>
            <Form.Item
              name="productionDate"
              label={t('lot.productionDate')}
              rules={[{ required: true, message: t('lot.productionDateRequired') }]}
            >
              <DatePicker />
            </Form.Item>
            <Form.Item name="memo" label={t('lot.memo')} rules={[{ max: 500 }]}>
              <Input autoComplete="off" onPressEnter={submitOnEnter} />
            </Form.Item>
            <Button icon={<PlusOutlined />} loading={add.isPending} onClick={() => form.submit()}>
              {t('lot.add')}
            </Button>
          </Space>
        </Form>
      ) : null}
      <Table<LotRecord>
        size="small"
        rowKey="id"
        loading={lots.isFetching}
        dataSource={lots.data?.records ?? []}
        pagination={false}
        locale={{ emptyText: t('lot.empty') }}
        columns={[
          { title: t('lot.lotNo'), dataIndex: 'lotNo' },
          { title: t('lot.style'), dataIndex: 'styleName' },
          { title: t('lot.productionDate'), dataIndex: 'productionDate' },
          { title: t('lot.memo'), dataIndex: 'memo' },
          ...(canEdit
            ? [
                {
                  title: tc('crud.actions'),
                  key: 'actions',
                  render: (_: unknown, lot: LotRecord) => (
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${tc('crud.delete')} ${lot.lotNo}`}
                      onClick={() => confirmDelete(lot)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
