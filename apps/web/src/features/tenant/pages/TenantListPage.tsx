import { tenantEntity, TenantState, type TenantRecord } from '@mall/shared';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { tenantApi } from '../api/tenant-api';
import { TenantFormModal } from '../components/TenantFormModal';
import { TenantUsersDrawer } from '../components/TenantUsersDrawer';
import styles from './TenantListPage.module.css';

const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '-');

const COLUMNS: ColumnTweaks<TenantRecord> = {
  name: { ellipsis: true },
  // The English name is a filter of the API, not of the page's search form.
  nameEn: { ellipsis: true, search: false },
  status: {
    render: (_, record) => (
      <Tag color={record.status === TenantState.normal ? 'green' : 'red'}>{record.status_dictText}</Tag>
    ),
  },
  beginDate: { render: (_, record) => dateOrDash(record.beginDate) },
  endDate: { render: (_, record) => dateOrDash(record.endDate) },
};

/** System management → Tenants (component 'system/TenantList'): the caller's tenants, CRUD, members. */
export default function TenantListPage() {
  const { t } = useTranslation('org');
  const [usersOf, setUsersOf] = useState<TenantRecord | null>(null);
  return (
    <div className={styles.page}>
      <AdminListPage<TenantRecord>
        entity={tenantEntity}
        api={tenantApi}
        testId="tenant-table"
        title={t('tenant.listTitle')}
        emptyText={t('tenant.empty')}
        loadFailedText={t('tenant.loadFailed')}
        columns={COLUMNS}
        rowActions={(record) => (
          <Button type="link" size="small" onClick={() => setUsersOf(record)}>
            {t('tenant.users')}
          </Button>
        )}
        renderForm={(form) => (
          <TenantFormModal key={form.key} open={form.open} tenantId={form.id} onClose={form.close} />
        )}
      >
        <TenantUsersDrawer tenant={usersOf} onClose={() => setUsersOf(null)} />
      </AdminListPage>
    </div>
  );
}
