import {
  pickLocalized,
  tenantEntity,
  TenantState,
  TENANT_NAME_MAX_LENGTH,
  type TenantAddRequest,
  type TenantRecord,
} from '@mall/shared';
import { DatePicker, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
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
const { fields } = tenantEntity;
const toValues = (record: TenantRecord): TenantFormValues => ({
  name: record.name,
  nameEn: record.nameEn,
  status: record.status,
  period: periodOf(record.beginDate, record.endDate),
});
const toBody = (values: TenantFormValues): TenantAddRequest => {
  const { begin, end } = periodToIso(values.period);
  return {
    name: values.name.trim(),
    nameEn: values.nameEn.trim(),
    status: values.status,
    beginDate: begin,
    endDate: end,
  };
};

/** Create or edit one tenant: its name in Chinese and in English, status and validity period. */
export function TenantFormModal({ open, tenantId, onClose }: TenantFormModalProps) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<TenantFormValues>();
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  return (
    <EntityFormModal
      api={tenantApi}
      form={form}
      open={open}
      id={tenantId}
      onClose={onClose}
      name="tenantForm"
      title={{ add: t('tenant.addTitle'), edit: t('tenant.editTitle') }}
      loadFailedText={t('tenant.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="name"
        label={label('name')}
        rules={[
          { required: true, whitespace: true, message: t('tenant.nameRequired') },
          { max: TENANT_NAME_MAX_LENGTH },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="nameEn" label={label('nameEn')} rules={[{ max: TENANT_NAME_MAX_LENGTH }]}>
        <Input autoComplete="off" lang="en" />
      </Form.Item>
      <Form.Item name="status" label={label('status')}>
        <Radio.Group
          options={[TenantState.normal, TenantState.frozen].map((value) => ({
            value,
            label: pickLocalized(fields.status.options?.[value] ?? { zh: '', en: '' }, language),
          }))}
        />
      </Form.Item>
      <Form.Item name="period" label={t('tenant.period')}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          style={{ width: '100%' }}
          placeholder={[label('beginDate'), label('endDate')]}
        />
      </Form.Item>
    </EntityFormModal>
  );
}
