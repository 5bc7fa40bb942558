import { DEFAULT_PAGE_SIZE, pickLocalized, type TenantRecord, type TenantUserRecord } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { currentLanguage } from '../../../lib/i18n';
import { useListPagination } from '../../../widgets/crud/use-list-pagination';
import { fetchTenantUsers, tenantUsersKey } from '../api/tenant-api';

interface TenantUsersDrawerProps {
  tenant: TenantRecord | null;
  onClose: () => void;
}

/** The members of one tenant, a page at a time, searchable by username. */
export function TenantUsersDrawer({ tenant, onClose }: TenantUsersDrawerProps) {
  const { t } = useTranslation('org');
  const pagination = useListPagination();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [username, setUsername] = useState('');
  const query = { tenantId: tenant?.id ?? '', username: username || undefined, ...paging };
  const users = useQuery({
    queryKey: tenantUsersKey(query),
    queryFn: ({ signal }) => fetchTenantUsers(query, signal),
    enabled: tenant !== null,
    placeholderData: keepPreviousData,
  });

  return (
    <Drawer
      open={tenant !== null}
      onClose={onClose}
      width={720}
      title={
        tenant
          ? t('tenant.usersTitle', {
              name: pickLocalized({ zh: tenant.name, en: tenant.nameEn }, currentLanguage()),
            })
          : null
      }
      destroyOnHidden
    >
      {users.isError ? <Alert type="error" showIcon message={t('tenant.loadFailed')} /> : null}
      <Input.Search
        aria-label={t('tenant.username')}
        placeholder={t('tenant.username')}
        allowClear
        onSearch={(value) => {
          setUsername(value.trim());
          setPaging((current) => ({ ...current, pageNo: 1 }));
        }}
        style={{ marginBottom: 16, maxWidth: 320 }}
      />
      <Table<TenantUserRecord>
        data-testid="tenant-users"
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.records ?? []}
        columns={[
          { title: t('tenant.username'), dataIndex: 'username' },
          { title: t('tenant.realname'), dataIndex: 'realname' },
          { title: t('tenant.phone'), dataIndex: 'phone' },
          {
            title: t('tenant.createTime'),
            dataIndex: 'createTime',
            render: (value: string) => formatDateTime(value),
          },
        ]}
        pagination={{
          ...pagination,
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: users.data?.total ?? 0,
        }}
        onChange={(next) =>
          setPaging({ pageNo: next.current ?? 1, pageSize: next.pageSize ?? DEFAULT_PAGE_SIZE })
        }
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tenant.noUsers')} />,
        }}
      />
    </Drawer>
  );
}
