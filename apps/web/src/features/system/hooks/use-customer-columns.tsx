import type { ProColumns } from '@ant-design/pro-components';
import type { CustomerRecord } from '@mall/shared';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { userStatusColumn } from './user-status-column';

/**
 * Columns and search fields of the customers list: the search form holds exactly the server's filters
 * (username, phone, company, review status); sortable columns are exactly customerEntity.sortColumns.
 * `renderActions` fills the last column (omitted when it renders nothing for everyone).
 */
export function useCustomerColumns(
  renderActions: ((record: CustomerRecord) => ReactNode) | null,
): ProColumns<CustomerRecord>[] {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  return useMemo(() => {
    const columns: ProColumns<CustomerRecord>[] = [
      { title: t('user.username'), dataIndex: 'username', sorter: true, ellipsis: true },
      {
        title: t('user.customerType'),
        dataIndex: 'customerType',
        search: false,
        render: (_, record) => record.customerType_dictText,
      },
      { title: t('customer.company'), dataIndex: 'companyName', sorter: true, ellipsis: true },
      // What the registration said of the company, for its review.
      { title: t('customer.contactPerson'), dataIndex: 'contactPerson', search: false, ellipsis: true },
      { title: t('customer.country'), dataIndex: 'areaName', search: false },
      { title: t('customer.address'), dataIndex: 'address', search: false, ellipsis: true },
      {
        title: t('customer.website'),
        dataIndex: 'website',
        search: false,
        ellipsis: true,
        // Shown as text, never a link: the applicant typed it and the reviewer checks it by hand.
        render: (_, record) => record.website ?? '',
      },
      { title: t('user.phone'), dataIndex: 'phone' },
      { title: t('user.email'), dataIndex: 'email', search: false, ellipsis: true },
      {
        title: t('customer.createTime'),
        dataIndex: 'createTime',
        search: false,
        sorter: true,
        defaultSortOrder: 'descend',
        render: (_, record) => formatDateTime(record.createTime),
      },
      userStatusColumn<CustomerRecord>(t),
      {
        title: t('customer.reviewMemo'),
        dataIndex: 'reviewMemo',
        search: false,
        ellipsis: true,
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
