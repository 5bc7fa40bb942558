import { userEntity, UserStatus, type UserAddRequest } from '@mall/shared';
import { importCell, saveEach, type EntityImporter } from '#platform/admin-kit';
import { generatePassword, hashPassword } from '#platform/auth/password';
import type { RequestContext } from '#platform/context';
import { addUserWithHash } from './crud';

/**
 * What an imported row's form carries as its password: a sheet holds no passwords. The account gets a
 * random one nobody knows, so that it cannot be signed in to until staff set a password for it.
 */
const NO_PASSWORD = 'imported';

/** A users sheet (as the export writes it): sign-in name, real name, phone, e-mail and status. */
export const userImporter: EntityImporter = {
  toForm([row]) {
    const cells = row ?? {};
    return {
      username: importCell.text(cells.username),
      realname: importCell.text(cells.realname),
      phone: importCell.optionalText(cells.phone),
      email: importCell.optionalText(cells.email),
      status: importCell.dictCode(cells.status, userEntity.fields.status.options) ?? UserStatus.normal,
      roleIds: [],
      password: NO_PASSWORD,
    };
  },
};

/** Saves imported users one by one through the add rules (unique names, phones and e-mails included). */
export async function importUsers(
  ctx: RequestContext,
  forms: readonly UserAddRequest[],
): Promise<(string | null)[]> {
  return saveEach(ctx.locale, forms, async (form) => {
    await addUserWithHash(ctx, form, await hashPassword(generatePassword(24)));
  });
}
