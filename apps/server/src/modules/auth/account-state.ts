import { ErrorKey, UserStatus } from '@mall/shared';
import { AppError } from '#platform/http/app-error';

export interface AccountState {
  status: number;
  reviewMemo: string | null;
  validFrom: Date | null;
  validTo: Date | null;
}

/**
 * Why an account that gave the right password still may not sign in, or null when it may: its state
 * (frozen, under review, rejected with the reviewer's reason, deactivated) or a time outside its
 * validity period. Asked only after the password matched, so that it reveals nothing to a guesser.
 */
export function refusalOf(account: AccountState, now: number): AppError | null {
  switch (account.status) {
    case UserStatus.normal:
      break;
    case UserStatus.frozen:
      return new AppError(403, ErrorKey.userFrozen);
    case UserStatus.underReview:
      return new AppError(403, ErrorKey.userUnderReview);
    case UserStatus.rejected:
      return new AppError(403, ErrorKey.userRejected, {
        params: { reason: account.reviewMemo?.trim() || '-' },
      });
    case UserStatus.deactivated:
      return new AppError(403, ErrorKey.userDeactivated);
    default:
      return new AppError(403, ErrorKey.loginFailed);
  }
  const before = account.validFrom !== null && account.validFrom.getTime() > now;
  const after = account.validTo !== null && account.validTo.getTime() < now;
  return before || after ? new AppError(403, ErrorKey.outsideValidity) : null;
}
