import {
  dataSourceAddSchema,
  dataSourceEntity,
  pickLocalized,
  type DataSourceAddRequest,
  type DataSourceRecord,
} from '@mall/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { currentLanguage } from '../../../lib/i18n';
import { EntityFormModal } from '../../../widgets/crud/EntityFormModal';
import { zodRule } from '../../../widgets/crud/zod-rule';
import { dataSourceApi, testDataSource } from '../api/online-api';

interface DataSourceFormValues {
  code: string;
  name: string;
  dbUrl: string;
  dbUsername: string;
  dbPassword: string;
  remark: string;
  hasPassword?: boolean;
}

const EMPTY: DataSourceFormValues = {
  code: '',
  name: '',
  dbUrl: '',
  dbUsername: '',
  dbPassword: '',
  remark: '',
};
const { fields } = dataSourceEntity;
const rules = dataSourceAddSchema.shape;
const toValues = (record: DataSourceRecord): DataSourceFormValues => ({
  code: record.code,
  name: record.name,
  dbUrl: record.dbUrl,
  dbUsername: record.dbUsername,
  dbPassword: '',
  remark: record.remark ?? '',
  hasPassword: record.hasPassword,
});
const toBody = (values: DataSourceFormValues): DataSourceAddRequest => ({
  code: values.code.trim(),
  name: values.name.trim(),
  dbType: 'postgresql',
  dbUrl: values.dbUrl.trim(),
  dbUsername: values.dbUsername.trim(),
  dbPassword: values.dbPassword || null,
  remark: values.remark.trim() || null,
});

interface DataSourceFormModalProps {
  open: boolean;
  dataSourceId: string | undefined;
  onClose: () => void;
}

/** Create or edit one data source; the password is write-only (empty keeps the stored one). */
export function DataSourceFormModal({ open, dataSourceId, onClose }: DataSourceFormModalProps) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<DataSourceFormValues>();
  const [testing, setTesting] = useState(false);
  const language = currentLanguage();
  const label = (name: keyof typeof fields) => pickLocalized(fields[name].title, language);
  const test = async () => {
    const values = form.getFieldsValue();
    setTesting(true);
    try {
      await testDataSource({
        ...(dataSourceId ? { id: dataSourceId } : {}),
        dbUrl: values.dbUrl.trim(),
        dbUsername: values.dbUsername.trim(),
        dbPassword: values.dbPassword || null,
      });
      feedback().message.success(t('dataSource.connected'));
    } catch {
      // The HTTP client has shown the server's answer.
    } finally {
      setTesting(false);
    }
  };
  return (
    <EntityFormModal
      api={dataSourceApi}
      form={form}
      open={open}
      id={dataSourceId}
      onClose={onClose}
      name="dataSourceForm"
      title={{ add: t('dataSource.addTitle'), edit: t('dataSource.editTitle') }}
      loadFailedText={t('dataSource.loadFailed')}
      empty={EMPTY}
      toValues={toValues}
      toBody={toBody}
    >
      <Form.Item
        name="code"
        label={label('code')}
        rules={[
          { required: true, whitespace: true, message: t('dataSource.codeRequired') },
          zodRule(rules.code, t('dataSource.codeRequired')),
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={label('name')}
        rules={[{ required: true, whitespace: true, message: t('dataSource.nameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="dbUrl"
        label={label('dbUrl')}
        extra={t('dataSource.urlHelp')}
        rules={[
          { required: true, whitespace: true, message: t('dataSource.urlRequired') },
          zodRule(rules.dbUrl, t('dataSource.urlRequired')),
        ]}
      >
        <Input autoComplete="off" placeholder="postgres://host:5432/database" />
      </Form.Item>
      <Form.Item
        name="dbUsername"
        label={label('dbUsername')}
        rules={[{ required: true, whitespace: true, message: t('dataSource.usernameRequired') }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="dbPassword"
        label={t('dataSource.password')}
        extra={dataSourceId ? t('dataSource.passwordKept') : undefined}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="remark" label={label('remark')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Button loading={testing} onClick={() => void test()}>
        {t('dataSource.test')}
      </Button>
    </EntityFormModal>
  );
}
