import { UserStatus, type UserStatusValue } from '@mall/shared';

/** The server approves a registration under review or one rejected earlier (the account may then sign in). */
export function isApprovable(status: UserStatusValue): boolean {
  return status === UserStatus.underReview || status === UserStatus.rejected;
}

/** The server rejects only a registration still under review. */
export function isRejectable(status: UserStatusValue): boolean {
  return status === UserStatus.underReview;
}
