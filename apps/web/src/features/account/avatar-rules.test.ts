import { AVATAR_MAX_BYTES } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { avatarProblem } from './avatar-rules';

describe('avatar file check', () => {
  it('takes PNG, JPEG, GIF and WebP pictures up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(avatarProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types, SVG included, and pictures over the limit', () => {
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('notImage');
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(avatarProblem({ type: '', size: 10 })).toBe('notImage');
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
