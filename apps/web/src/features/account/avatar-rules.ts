import { AVATAR_MAX_BYTES } from '@mall/shared';

/** The picture types an avatar may be (the server takes the same). */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export type AvatarProblem = 'notImage' | 'tooLarge';

/** Checks a chosen file before it is sent: one of the picture types, at most AVATAR_MAX_BYTES. */
export function avatarProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!AVATAR_ACCEPT.split(',').includes(file.type)) return 'notImage';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}
