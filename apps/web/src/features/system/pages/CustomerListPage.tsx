import { customerEntity, Permission, UserStatus, type CustomerRecord } from '@mall/shared';
import type { QueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can';
import { AdminListPage } from '../../../widgets/crud/AdminListPage';
import type { ColumnTweaks } from '../../../widgets/crud/entity-columns';
import { prefetchCrudList } from '../../../widgets/crud/use-crud-list-page';
import { customerApi } from '../api/customer-api';
import { RegistrationHistoryButton } from '../components/RegistrationHistoryButton';
import { RejectModal } from '../components/RejectModal';
import { UserStatusTag } from '../components/UserStatusTag';
import { useReviewUsers } from '../hooks/use-review-users';
import { isApprovable, isRejectable } from '../review-rules';
import styles from './UserListPage.module.css';

/** The page opens on the registrations awaiting review; the search form shows it and reset returns to it. */
const INITIAL_FILTERS = { status: String(UserStatus.underReview) };

export const prefetch = (queryClient: QueryClient) =>
  prefetchCrudList(queryClient, {
    api: customerApi,
    sortColumns: customerEntity.sortColumns,
    defaultSort: customerEntity.defaultSort,
    filterFields: customerEntity.filterFields,
    initialFilters: INITIAL_FILTERS,
    // As the page's list (AdminListPage keeps its filters).
    keepFilters: true,
  });

const COLUMNS: ColumnTweaks<CustomerRecord> = {
  username: { ellipsis: true },
  customerType: { render: (_, record) => record.customerType_dictText },
  companyName: { ellipsis: true },
  contactPerson: { ellipsis: true },
  address: { ellipsis: true },
  // Shown as text, never a link: the applicant typed it and the reviewer checks it by hand.
  website: { ellipsis: true },
  email: { ellipsis: true },
  status: { render: (_, record) => <UserStatusTag record={record} /> },
  reviewMemo: { ellipsis: true },
};

/**
 * Customers (component 'customer/CustomerList'), on the admin kit: the tenant's customer accounts, where
 * sales approve or reject new registrations (buttons by system:user:approve and system:user:reject).
 */
export default function CustomerListPage() {
  const { t } = useTranslation('system');
  const canApprove = useCan(Permission.userApprove);
  const canReject = useCan(Permission.userReject);
  const review = useReviewUsers();
  const [rejecting, setRejecting] = useState<CustomerRecord | null>(null);

  return (
    // No `scroll.x` (antd's hidden measuring row would repeat the headers for screen readers): the
    // wrapper's style scrolls the table sideways instead.
    <div className={styles.page}>
      <AdminListPage<CustomerRecord>
        entity={customerEntity}
        api={customerApi}
        testId="customer-table"
        title={t('customer.listTitle')}
        emptyText={t('customer.empty')}
        loadFailedText={t('customer.loadFailed')}
        initialFilters={INITIAL_FILTERS}
        columns={COLUMNS}
        rowActions={
          canApprove || canReject
            ? (customer) => (
                <>
                  {canApprove && isApprovable(customer.status) ? (
                    <Button type="link" size="small" onClick={() => review.confirmApprove(customer)}>
                      {t('user.approve')}
                    </Button>
                  ) : null}
                  {canReject && isRejectable(customer.status) ? (
                    <Button type="link" size="small" danger onClick={() => setRejecting(customer)}>
                      {t('user.reject')}
                    </Button>
                  ) : null}
                  {canApprove ? <RegistrationHistoryButton user={customer} /> : null}
                </>
              )
            : undefined
        }
        renderForm={() => null}
      >
        <RejectModal user={rejecting} reject={review.reject} onClose={() => setRejecting(null)} />
      </AdminListPage>
    </div>
  );
}
