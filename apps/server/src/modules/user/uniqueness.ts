import { ErrorKey, type FieldError, type Locale } from '@mall/shared';
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { sysDepart } from '../depart/schema';
import { sysRole } from '../role/schema';
import type { UserMessageKey } from './messages';
import { sysUser, sysUserTenant } from './schema';
import { userText } from './service';

interface UniqueFields {
  username?: string | undefined;
  phone: string | null;
  email: string | null;
}

const TAKEN: Record<keyof UniqueFields, UserMessageKey> = {
  username: 'usernameTaken',
  phone: 'phoneTaken',
  email: 'emailTaken',
};

/**
 * Username, phone and e-mail each name one live user across all tenants (they are login names). A value
 * another live user holds is a 400 with a field error on that field, in the caller's language.
 */
export async function assertUnique(
  db: Database,
  fields: UniqueFields,
  locale: Locale,
  exceptId?: string,
): Promise<void> {
  const checks = (Object.keys(TAKEN) as (keyof UniqueFields)[]).filter((field) => fields[field]);
  if (checks.length === 0) return;
  const matches = checks.map((field) => eq(sysUser[field], fields[field] as string));
  const conditions: (SQL | undefined)[] = [eq(sysUser.delFlag, 0), or(...matches)];
  if (exceptId) conditions.push(ne(sysUser.id, exceptId));
  const holders = await db
    .select({ username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
    .from(sysUser)
    .where(and(...conditions));
  const errors: FieldError[] = checks
    .filter((field) => holders.some((holder) => holder[field] === fields[field]))
    .map((field) => ({ field, message: userText(TAKEN[field], locale) }));
  if (errors.length > 0) throw new AppError(400, ErrorKey.validation, { errors });
}

interface Relations {
  roleIds: readonly string[];
  departIds?: readonly string[] | undefined;
  tenantIds?: readonly string[] | undefined;
}

/** Ids that are not among `found`: the field gets an error with `message`. */
function missing(ids: readonly string[], found: { id: string }[]): boolean {
  const known = new Set(found.map((row) => row.id));
  return [...new Set(ids)].some((id) => !known.has(id));
}

/**
 * Every role and department must belong to the acting tenant (departments live ones), every tenant must
 * be one the caller belongs to. An id outside is a field error on that field: the form cannot reach
 * another tenant's rows by naming them.
 */
export async function assertRelations(ctx: RequestContext, relations: Relations): Promise<void> {
  const { db, tenantId, locale } = ctx;
  const errors: FieldError[] = [];
  const roleIds = [...new Set(relations.roleIds)];
  if (roleIds.length > 0) {
    const found = await db
      .select({ id: sysRole.id })
      .from(sysRole)
      .where(and(inArray(sysRole.id, roleIds), eq(sysRole.tenantId, tenantId)));
    if (missing(roleIds, found)) errors.push({ field: 'roleIds', message: userText('roleUnknown', locale) });
  }
  const departIds = [...new Set(relations.departIds ?? [])];
  if (departIds.length > 0) {
    const found = await db
      .select({ id: sysDepart.id })
      .from(sysDepart)
      .where(
        and(inArray(sysDepart.id, departIds), eq(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)),
      );
    if (missing(departIds, found))
      errors.push({ field: 'departIds', message: userText('departUnknown', locale) });
  }
  const tenantIds = [...new Set(relations.tenantIds ?? [])];
  if (tenantIds.length > 0) {
    const found = await db
      .select({ id: sysUserTenant.tenantId })
      .from(sysUserTenant)
      .where(and(inArray(sysUserTenant.tenantId, tenantIds), eq(sysUserTenant.userId, ctx.user.id)));
    if (missing(tenantIds, found))
      errors.push({ field: 'tenantIds', message: userText('tenantUnknown', locale) });
  }
  if (errors.length > 0) throw new AppError(400, ErrorKey.validation, { errors });
}
