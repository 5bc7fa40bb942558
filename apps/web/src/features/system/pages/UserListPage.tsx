import { ProTable } from '@ant-design/pro-components';
import { USER_SORT_COLUMNS, type UserRecord } from '@mall/shared';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListPagination } from '../../../widgets/pro-table/use-list-pagination';
import { useProTableRequest } from '../../../widgets/pro-table/use-pro-table-request';
import { fetchUserList } from '../api/user-api';
import { useUserColumns } from '../hooks/use-user-columns';

const DEFAULT_SORT = { column: 'createTime', order: 'desc' } as const;

/** System management → Users (component 'system/UserList'): the server-paged list every admin list copies. */
export default function UserListPage() {
  const { t } = useTranslation('system');
  const columns = useUserColumns();
  const pagination = useListPagination();
  const request = useProTableRequest(fetchUserList, {
    sortColumns: USER_SORT_COLUMNS,
    defaultSort: DEFAULT_SORT,
  });

  return (
    <div data-testid="user-table">
      <ProTable<UserRecord>
        rowKey="id"
        headerTitle={t('user.listTitle')}
        columns={columns}
        request={request}
        pagination={pagination}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('user.empty')} /> }}
      />
    </div>
  );
}
