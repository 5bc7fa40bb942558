import {
  ErrorKey,
  pickLocalized,
  userAddSchema,
  userEntity,
  UserStatus,
  type UserAddRequest,
} from '@mall/shared';
import { z } from 'zod';
import { importCell, saveEach, type EntityImporter } from '#platform/admin-kit';
import { generatePassword, hashPassword } from '#platform/auth/password';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { roleIdsByName } from '../role/queries';
import { addUserWithHash } from './crud';
import { userMessages } from './messages';
import { sysUser, sysUserRole, sysUserTenant } from './schema';

/**
 * What an imported row's form carries as its password: a sheet holds no passwords. The account gets a
 * random one nobody knows, so that it cannot be signed in to until staff set a password for it.
 */
const NO_PASSWORD = 'imported';

/** The roles cell's names: as the export writes them (comma and space apart), or one per line. */
const namesOf = (cell: unknown) => [
  ...new Set(
    importCell
      .text(cell as never)
      .split(/[,，;；\n]/)
      .map((name) => name.trim())
      .filter(Boolean),
  ),
];

/** An imported user: the add form, and its roles by name (resolved in the tenant when saved). */
const userImportSchema = userAddSchema.safeExtend({
  roleNames: z.array(z.string().max(100)).max(50),
});
type UserImportForm = UserAddRequest & { roleNames: string[] };

/**
 * A users sheet (as the export writes it): sign-in name, real name, phone, e-mail, status and roles
 * (by name in either language, or by code). The positions and the creation time are the export's own.
 */
export const userImporter: EntityImporter = {
  writes: [sysUser, sysUserRole, sysUserTenant],
  toForm([row]) {
    const cells = row ?? {};
    return {
      username: importCell.text(cells.username),
      realname: importCell.text(cells.realname),
      phone: importCell.optionalText(cells.phone),
      email: importCell.optionalText(cells.email),
      status: importCell.dictCode(cells.status, userEntity.fields.status.options) ?? UserStatus.normal,
      roleIds: [],
      roleNames: namesOf(cells.roles),
      password: NO_PASSWORD,
    };
  },
  schema: userImportSchema,
};

/**
 * Saves imported users one by one through the add rules (unique names, phones and e-mails included),
 * each with the roles its row names; a role the tenant does not have keeps the row out, naming it.
 */
export async function importUsers(
  ctx: RequestContext,
  forms: readonly UserAddRequest[],
): Promise<(string | null)[]> {
  const roles = await roleIdsByName(ctx.db, ctx.tenantId);
  return saveEach(ctx.locale, forms as readonly UserImportForm[], async ({ roleNames, ...form }) => {
    const unknown = roleNames.filter((name) => !roles.has(name.toLowerCase()));
    if (unknown.length > 0) {
      throw new AppError(400, ErrorKey.validation, {
        errors: [
          {
            field: 'roleIds',
            message: `${pickLocalized(userMessages.roleUnknown, ctx.locale)}: ${unknown.join(', ')}`,
          },
        ],
      });
    }
    const roleIds = roleNames.map((name) => roles.get(name.toLowerCase())!);
    await addUserWithHash(ctx, { ...form, roleIds }, await hashPassword(generatePassword(24)));
  });
}
