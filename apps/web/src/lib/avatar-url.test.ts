import { API_BASE } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { avatarUrl } from './avatar-url';

describe('avatarUrl', () => {
  it('serves a stored avatar picture from the public static path', () => {
    const path = 'avatar/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.png';
    expect(avatarUrl(path)).toBe(`${API_BASE}/sys/common/static/${path}`);
  });

  it('shows nothing for no avatar, another folder or an outside address', () => {
    expect(avatarUrl(null)).toBeUndefined();
    expect(avatarUrl('')).toBeUndefined();
    expect(avatarUrl('temp/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.png')).toBeUndefined();
    expect(avatarUrl('https://tracker.example/pixel.png')).toBeUndefined();
    expect(avatarUrl('avatar/../../etc/passwd')).toBeUndefined();
  });
});
