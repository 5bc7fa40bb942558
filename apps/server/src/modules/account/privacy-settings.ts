import type { PrivacySettings } from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { hidesPhone, setHidesPhone } from '../user/queries';

/** The signed-in user's own privacy choice: whether the staff address book shows their phone. */
export async function readPrivacySettings(ctx: RequestContext): Promise<PrivacySettings> {
  return { hidePhone: await hidesPhone(ctx.db, ctx.user.id) };
}

/** Stores the signed-in user's own privacy choice. */
export async function savePrivacySettings(
  ctx: RequestContext,
  settings: PrivacySettings,
): Promise<PrivacySettings> {
  await setHidesPhone(ctx.db, ctx.user.id, settings.hidePhone);
  return readPrivacySettings(ctx);
}
