import { PRODUCT_PARTS_MAX } from '@mall/shared';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { newResource } from '../../product-form';
import { EditableRows } from '../EditableRows';
import { LocalizedInputs } from '../LocalizedInputs';
import { ResourceFileCell } from '../ResourceFileCell';

/** A resource's date, as the server keeps it and as the app shows dates. */
const RESOURCE_DATE_FORMAT = 'YYYY-MM-DD';

/** The product's resources: title, date, version, comment and file per row. */
export function ResourcesTab() {
  const { t } = useTranslation('catalogue');
  return (
    <EditableRows
      name="resources"
      caption={t('tab.resources')}
      testId="resource-rows"
      addLabel={t('edit.addResource')}
      max={PRODUCT_PARTS_MAX}
      newRow={() => newResource()}
      columns={[
        {
          key: 'title',
          title: t('field.resourceTitle'),
          render: (field) => (
            <LocalizedInputs
              name={[field.name, 'title']}
              label={t('field.resourceTitle')}
              max={200}
              required
            />
          ),
        },
        {
          key: 'date',
          title: t('field.resourceDate'),
          width: 160,
          render: (field) => (
            // The date as every date of the app reads (2025-01-15), not in the browser's own format.
            <Form.Item
              name={[field.name, 'date']}
              style={{ marginBottom: 0 }}
              getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value) : null })}
              normalize={(value: Dayjs | null) => (value ? value.format(RESOURCE_DATE_FORMAT) : null)}
            >
              <DatePicker format={RESOURCE_DATE_FORMAT} aria-label={t('field.resourceDate')} />
            </Form.Item>
          ),
        },
        {
          key: 'version',
          title: t('field.resourceVersion'),
          width: 110,
          render: (field) => (
            <Form.Item name={[field.name, 'version']} style={{ marginBottom: 0 }} rules={[{ max: 32 }]}>
              <Input aria-label={t('field.resourceVersion')} />
            </Form.Item>
          ),
        },
        {
          key: 'comment',
          title: t('field.resourceComment'),
          render: (field) => (
            <LocalizedInputs name={[field.name, 'comment']} label={t('field.resourceComment')} max={500} />
          ),
        },
        {
          key: 'file',
          title: t('field.resourceFile'),
          render: (field) => <ResourceFileCell row={field.name} />,
        },
      ]}
    />
  );
}
