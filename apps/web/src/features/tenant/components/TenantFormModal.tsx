import { TENANT_NAME_MAX_LENGTH, TenantState, type TenantAddRequest } from '@mall/shared';
import { Alert, DatePicker, Form, Input, Modal, Radio, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-errors';
import { isHttpError } from '../../../lib/http-error';
import { useCrudDetail, useCrudMutations } from '../../../widgets/crud/use-crud-mutations';
import { periodOf, periodToIso, type PeriodValue } from '../../../widgets/date-period/period';
import { tenantApi } from '../api/tenant-api';

interface TenantFormValues {
  name: string;
  nameEn: string;
  status: NonNullable<TenantAddRequest['status']>;
  period: PeriodValue;
}

interface TenantFormModalProps {
  open: boolean;
  tenantId: string | undefined;
  onClose: () => void;
}

const EMPTY: TenantFormValues = { name: '', nameEn: '', status: TenantState.normal, period: null };

/** Create or edit one tenant: its name in Chinese and in English, status and validity period. */
export function TenantFormModal({ open, tenantId, onClose }: TenantFormModalProps) {
  const { t } = useTranslation('org');
  const { t: tc } = useTranslation();
  const { message } = feedback();
  const [form] = Form.useForm<TenantFormValues>();
  const editing = tenantId !== undefined;
  const detail = useCrudDetail(tenantApi, open ? tenantId : undefined);
  const { add, edit } = useCrudMutations(tenantApi);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const data = detail.data;
    form.setFieldsValue(
      data && editing
        ? {
            name: data.name,
            nameEn: data.nameEn,
            status: data.status,
            period: periodOf(data.beginDate, data.endDate),
          }
        : EMPTY,
    );
  }, [open, editing, detail.data, form]);

  const submit = async (values: TenantFormValues) => {
    const { begin, end } = periodToIso(values.period);
    const fields = {
      name: values.name.trim(),
      nameEn: values.nameEn.trim(),
      status: values.status,
      beginDate: begin,
      endDate: end,
    };
    try {
      if (editing && detail.data)
        await edit.mutateAsync({ ...fields, id: detail.data.id, version: detail.data.version });
      else await add.mutateAsync(fields);
      message.success(tc('crud.saved'));
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(isHttpError(error) ? error.message : tc('crud.loadFailed'));
      if (editing) void detail.refetch();
    }
  };

  const loading = editing && detail.isPending;
  return (
    <Modal
      open={open}
      title={t(editing ? 'tenant.editTitle' : 'tenant.addTitle')}
      okText={tc('action.ok')}
      cancelText={tc('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      okButtonProps={{ disabled: loading || detail.isError }}
    >
      {detail.isError ? <Alert type="error" showIcon message={t('tenant.loadFailed')} /> : null}
      <Spin spinning={loading}>
        <Form<TenantFormValues>
          form={form}
          name="tenantForm"
          layout="vertical"
          onFinish={submit}
          initialValues={EMPTY}
        >
          <Form.Item
            name="name"
            label={t('tenant.name')}
            rules={[
              { required: true, whitespace: true, message: t('tenant.nameRequired') },
              { max: TENANT_NAME_MAX_LENGTH },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="nameEn" label={t('tenant.nameEn')} rules={[{ max: TENANT_NAME_MAX_LENGTH }]}>
            <Input autoComplete="off" lang="en" />
          </Form.Item>
          <Form.Item name="status" label={t('tenant.status')}>
            <Radio.Group
              options={[
                { value: TenantState.normal, label: t('tenant.statusNormal') },
                { value: TenantState.frozen, label: t('tenant.statusFrozen') },
              ]}
            />
          </Form.Item>
          <Form.Item name="period" label={t('tenant.period')}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              style={{ width: '100%' }}
              placeholder={[t('tenant.beginDate'), t('tenant.endDate')]}
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
