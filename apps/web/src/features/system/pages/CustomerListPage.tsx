import { ProTable } from '@ant-design/pro-components';
import { customerEntity, Permission, UserStatus, type CustomerRecord } from '@mall/shared';
import type { QueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can';
import { prefetchCrudList, useCrudListPage } from '../../../widgets/crud/use-crud-list-page';
import { customerApi } from '../api/customer-api';
import { RegistrationHistoryButton } from '../components/RegistrationHistoryButton';
import { RejectModal } from '../components/RejectModal';
import { useCustomerColumns } from '../hooks/use-customer-columns';
import { useReviewUsers } from '../hooks/use-review-users';
import { isApprovable, isRejectable } from '../review-rules';
import styles from './UserListPage.module.css';

/** The page opens on the registrations awaiting review; the search form shows it and reset returns to it. */
const INITIAL_FILTERS = { status: String(UserStatus.underReview) };
const rowId = (customer: CustomerRecord) => customer.id;
const LIST_OPTIONS = {
  api: customerApi,
  sortColumns: customerEntity.sortColumns,
  defaultSort: customerEntity.defaultSort,
  filterFields: customerEntity.filterFields,
  initialFilters: INITIAL_FILTERS,
  rowId,
};

export const prefetch = (queryClient: QueryClient) => prefetchCrudList(queryClient, LIST_OPTIONS);

/**
 * Customers (component 'customer/CustomerList'): the tenant's customer accounts, where sales approve or
 * reject new registrations (buttons by system:user:approve and system:user:reject).
 */
export default function CustomerListPage() {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const canApprove = useCan(Permission.userApprove);
  const canReject = useCan(Permission.userReject);
  const review = useReviewUsers();
  const [rejecting, setRejecting] = useState<CustomerRecord | null>(null);
  const page = useCrudListPage(LIST_OPTIONS);
  const { confirmApprove } = review;

  const renderActions = useCallback(
    (customer: CustomerRecord) => (
      <Space size={0} wrap>
        {canApprove && isApprovable(customer.status) ? (
          <Button type="link" size="small" onClick={() => confirmApprove(customer)}>
            {t('user.approve')}
          </Button>
        ) : null}
        {canReject && isRejectable(customer.status) ? (
          <Button type="link" size="small" danger onClick={() => setRejecting(customer)}>
            {t('user.reject')}
          </Button>
        ) : null}
        {canApprove ? <RegistrationHistoryButton user={customer} /> : null}
      </Space>
    ),
    [canApprove, canReject, confirmApprove, t],
  );
  const columns = useCustomerColumns(canApprove || canReject ? renderActions : null);

  return (
    // No `scroll.x` (antd's hidden measuring row would repeat the headers for screen readers): the
    // wrapper's style scrolls the table sideways instead.
    <div data-testid="customer-table" className={styles.page}>
      {page.list.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('customer.loadFailed')}
          action={
            <Button size="small" onClick={() => void page.list.refetch()}>
              {tc('crud.retry')}
            </Button>
          }
        />
      ) : null}
      <ProTable<CustomerRecord>
        {...page.tableProps}
        rowSelection={false}
        form={{ initialValues: INITIAL_FILTERS }}
        headerTitle={t('customer.listTitle')}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customer.empty')} />,
        }}
      />
      <RejectModal user={rejecting} reject={review.reject} onClose={() => setRejecting(null)} />
    </div>
  );
}
