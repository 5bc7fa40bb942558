import { UserStatus } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { isApprovable, isRejectable } from './review-rules';

describe('registration review rules', () => {
  it('approves a registration under review or rejected, rejects one under review only', () => {
    const states = Object.values(UserStatus);
    expect(states.filter(isApprovable)).toEqual([UserStatus.underReview, UserStatus.rejected]);
    expect(states.filter(isRejectable)).toEqual([UserStatus.underReview]);
  });
});
