import { API_BASE, AVATAR_PATH_PATTERN, imageUrl } from '@mall/shared';

/** The address of a user's avatar picture: only a stored avatar upload is shown, anything else is none. */
export function avatarUrl(avatar: string | null | undefined): string | undefined {
  return avatar && AVATAR_PATH_PATTERN.test(avatar) ? imageUrl(API_BASE, avatar) : undefined;
}
