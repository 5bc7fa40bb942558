import type { ProColumns } from '@ant-design/pro-components';
import type { UserRecord } from '@mall/shared';
import { Space, Tag } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { userStatusColumn } from './user-status-column';

/**
 * Columns and search fields of the users list. Sortable columns are exactly userEntity.sortColumns; roles show
 * their names. `renderActions` fills the last column (omitted when it renders nothing for everyone).
 */
export function useUserColumns(
  renderActions: ((record: UserRecord) => ReactNode) | null,
): ProColumns<UserRecord>[] {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  return useMemo(() => {
    const columns: ProColumns<UserRecord>[] = [
      { title: t('user.username'), dataIndex: 'username', sorter: true, ellipsis: true },
      { title: t('user.realname'), dataIndex: 'realname', sorter: true, ellipsis: true },
      { title: t('user.phone'), dataIndex: 'phone' },
      { title: t('user.email'), dataIndex: 'email', search: false, ellipsis: true },
      userStatusColumn<UserRecord>(t),
      {
        title: t('user.roles'),
        dataIndex: 'roles',
        search: false,
        render: (_, record) => (
          <Space size={[0, 4]} wrap>
            {record.roles.map((role) => (
              <Tag key={role}>{role}</Tag>
            ))}
          </Space>
        ),
      },
      {
        title: t('user.createTime'),
        dataIndex: 'createTime',
        search: false,
        sorter: true,
        defaultSortOrder: 'descend',
        render: (_, record) => formatDateTime(record.createTime),
      },
    ];
    if (renderActions) {
      columns.push({
        title: tc('crud.actions'),
        key: 'actions',
        valueType: 'option',
        render: (_, record) => renderActions(record),
      });
    }
    return columns;
  }, [t, tc, renderActions]);
}
