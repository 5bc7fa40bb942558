import { Permission, roleEntity, roleNameIn, type RoleRecord } from '@mall/shared';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../lib/permissions/use-can';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import { roleApi } from '../api/role-api';
import { RoleFormModal } from '../components/RoleFormModal';
import { RolePermissionDrawer } from '../components/RolePermissionDrawer';

// The name in the UI's language (English falls back to the Chinese name); the English name has no column.
const COLUMNS = {
  roleName: {
    ellipsis: true,
    render: (_: unknown, role: RoleRecord) => roleNameIn(role, currentLanguage()),
  },
  roleNameEn: { hideInTable: true },
  description: { ellipsis: true },
} as const;

/** System management → Roles (component 'system/RoleList'): list, create, edit, delete, export, grants. */
export default function RoleListPage() {
  const { t } = useTranslation('access');
  const canAuthorize = useCan(Permission.roleAuthorize);
  const [granting, setGranting] = useState<RoleRecord | undefined>(undefined);
  const authorize = useCallback(
    (role: RoleRecord) => (
      <Button type="link" size="small" onClick={() => setGranting(role)}>
        {t('role.authorize')}
      </Button>
    ),
    [t],
  );
  return (
    <AdminListPage<RoleRecord>
      entity={roleEntity}
      api={roleApi}
      testId="role-table"
      title={t('role.listTitle')}
      emptyText={t('role.empty')}
      loadFailedText={t('role.loadFailed')}
      columns={COLUMNS}
      rowActions={canAuthorize ? authorize : undefined}
      renderForm={(form) => (
        <RoleFormModal key={form.key} open={form.open} roleId={form.id} onClose={form.close} />
      )}
    >
      <RolePermissionDrawer
        key={granting?.id ?? 'closed'}
        role={granting}
        onClose={() => setGranting(undefined)}
      />
    </AdminListPage>
  );
}
