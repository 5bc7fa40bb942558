import type { ProColumns } from '@ant-design/pro-components';
import { UserStatus, type UserStatusValue } from '@mall/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';

const STATUS_COLOR: Record<UserStatusValue, string> = {
  [UserStatus.normal]: 'green',
  [UserStatus.frozen]: 'red',
  [UserStatus.underReview]: 'gold',
  [UserStatus.rejected]: 'volcano',
  [UserStatus.deactivated]: 'default',
};

/**
 * The account status column of the users and customers lists: a search select of every status, and the
 * server's status text in the status's colour.
 */
export function userStatusColumn<T extends { status: UserStatusValue; status_dictText: string }>(
  t: TFunction<'system'>,
): ProColumns<T> {
  return {
    title: t('user.status'),
    dataIndex: 'status',
    valueType: 'select',
    valueEnum: {
      [UserStatus.normal]: { text: t('user.statusNormal'), status: 'Success' },
      [UserStatus.frozen]: { text: t('user.statusFrozen'), status: 'Error' },
      [UserStatus.underReview]: { text: t('user.statusUnderReview'), status: 'Warning' },
      [UserStatus.rejected]: { text: t('user.statusRejected'), status: 'Error' },
      [UserStatus.deactivated]: { text: t('user.statusDeactivated'), status: 'Default' },
    },
    render: (_, record) => <Tag color={STATUS_COLOR[record.status]}>{record.status_dictText}</Tag>,
  };
}
