import { dataSourceEntity, type DataSourceRecord } from '@mall/shared';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import { dataSourceApi } from '../api/online-api';
import { DataSourceFormModal } from '../components/DataSourceFormModal';

/** Data sources (component 'system/SysDataSourceList'): databases a report may read instead of the main one. */
export default function DataSourceListPage() {
  const { t } = useTranslation('system');
  return (
    <AdminListPage<DataSourceRecord>
      entity={dataSourceEntity}
      api={dataSourceApi}
      testId="data-source-table"
      title={t('dataSource.listTitle')}
      emptyText={t('dataSource.empty')}
      loadFailedText={t('dataSource.loadFailed')}
      columns={{ remark: { ellipsis: true } }}
      renderForm={(form) => (
        <DataSourceFormModal key={form.key} open={form.open} dataSourceId={form.id} onClose={form.close} />
      )}
    />
  );
}
