import { UserStatus, type UserStatusValue } from '@mall/shared';
import { Tag } from 'antd';

const STATUS_COLOR: Record<UserStatusValue, string> = {
  [UserStatus.normal]: 'green',
  [UserStatus.frozen]: 'red',
  [UserStatus.underReview]: 'gold',
  [UserStatus.rejected]: 'volcano',
  [UserStatus.deactivated]: 'default',
};

/** An account's status in the users and customers lists: the server's text in the status's colour. */
export function UserStatusTag({ record }: { record: { status: UserStatusValue; status_dictText: string } }) {
  return <Tag color={STATUS_COLOR[record.status]}>{record.status_dictText}</Tag>;
}
