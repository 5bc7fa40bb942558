import { ErrorKey, positionCodesOfPost, type FieldError, type Locale } from '@mall/shared';
import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { refusingDuplicates } from '#platform/db/unique-violation';
import { AppError } from '#platform/http/app-error';
import { fieldError } from '#platform/http/field-error';
import { liveDepartIdsAmong } from '../depart/queries';
import { positionIdsAmong, positionsWithCodes } from '../position/queries';
import { tenantRoleIds } from '../role/queries';
import { userMessages, type UserMessageKey } from './messages';
import { sysUser, sysUserTenant } from './schema';
import { userText } from './service';
import { inTenants } from '#platform/tenancy';

/** The login names: each names one live user across all tenants. */
export type LoginField = 'username' | 'phone' | 'email';
export type LoginNames = Partial<Record<LoginField, string | null | undefined>>;

const TAKEN: Record<LoginField, UserMessageKey> = {
  username: 'usernameTaken',
  phone: 'phoneTaken',
  email: 'emailTaken',
};

/** The unique index of each login name (see the schema): a race for a name ends on one of them. */
const LOGIN_NAME_INDEXES: Record<string, LoginField> = {
  sys_user_username_uq: 'username',
  sys_user_phone_uq: 'phone',
  sys_user_email_uq: 'email',
};

/** An e-mail as it is stored and compared: trimmed and lower-cased; empty is none. */
export function storedEmail(email: string | null | undefined): string | null {
  return email?.trim().toLowerCase() || null;
}

/** That a user holds `value` as `field`: the expression the field's unique index covers. */
function holds(field: LoginField, value: string): SQL {
  if (field === 'phone') return eq(sysUser.phone, value);
  return and(isNotNull(sysUser[field]), sql`lower(${sysUser[field]}) = lower(${value})`) as SQL;
}

/**
 * The one duplicate check of login names: which of `names` another live user holds, username and
 * e-mail ignoring case, phone as it is (`exceptId`: the user being edited). It answers a form before it
 * writes; the unique indexes decide a race (see loginFieldOfIndex).
 */
export async function takenLoginNames(
  db: Database,
  names: LoginNames,
  exceptId?: string,
): Promise<LoginField[]> {
  const checks = (Object.keys(TAKEN) as LoginField[]).filter((field) => names[field]);
  const taken: LoginField[] = [];
  for (const field of checks) {
    const [holder] = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(
        and(
          eq(sysUser.delFlag, 0),
          holds(field, names[field] as string),
          exceptId ? ne(sysUser.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (holder) taken.push(field);
  }
  return taken;
}

/** The login name a violated unique index of sys_user stands for (undefined: another index). */
export function loginFieldOfIndex(index: string): LoginField | undefined {
  return Object.hasOwn(LOGIN_NAME_INDEXES, index) ? LOGIN_NAME_INDEXES[index] : undefined;
}

/** The users form's refusal of a taken login name, in the caller's language. */
export function loginNameTaken(field: LoginField, locale: Locale): AppError {
  return fieldError(locale, field, userMessages[TAKEN[field]]);
}

/**
 * Username, phone and e-mail each name one live user across all tenants (they are login names). A value
 * another live user holds is a 400 with a field error on that field, in the caller's language.
 */
export async function assertUnique(
  db: Database,
  fields: LoginNames,
  locale: Locale,
  exceptId?: string,
): Promise<void> {
  const taken = await takenLoginNames(db, fields, exceptId);
  const errors: FieldError[] = taken.map((field) => ({ field, message: userText(TAKEN[field], locale) }));
  if (errors.length > 0) throw new AppError(400, ErrorKey.validation, { errors });
}

/** Runs the write of a users form; a login name taken by a racing request is refused as a duplicate. */
export function refusingTakenLoginNames<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  return refusingDuplicates(work, (index) => {
    const field = loginFieldOfIndex(index);
    return field && loginNameTaken(field, locale);
  });
}

interface Relations {
  roleIds?: readonly string[] | undefined;
  departIds?: readonly string[] | undefined;
  tenantIds?: readonly string[] | undefined;
  positionIds?: readonly string[] | undefined;
  post?: string | undefined;
}

/** Ids that are not among `found`: the field gets an error with `message`. */
function missing(ids: readonly string[], found: readonly (string | { id: string })[]): boolean {
  const known = new Set(found.map((row) => (typeof row === 'string' ? row : row.id)));
  return [...new Set(ids)].some((id) => !known.has(id));
}

/**
 * The positions a form names, as ids of the acting tenant's positions: by id (`positionIds`) or by code
 * (`post`); undefined when it names none (unchanged on edit). An id or code outside the tenant is a field
 * error on the field that named it.
 */
async function positionsOf(
  ctx: RequestContext,
  relations: Relations,
  errors: FieldError[],
): Promise<string[] | undefined> {
  const { db, tenantId, locale } = ctx;
  if (relations.positionIds !== undefined) {
    const ids = [...new Set(relations.positionIds)];
    if (missing(ids, await positionIdsAmong(db, tenantId, ids)))
      errors.push({ field: 'positionIds', message: userText('positionUnknown', locale) });
    return ids;
  }
  if (relations.post === undefined) return undefined;
  const codes = positionCodesOfPost(relations.post);
  const found = await positionsWithCodes(db, tenantId, codes);
  const byCode = new Map(found.map((position) => [position.code, position.id]));
  if (codes.some((code) => !byCode.has(code)))
    errors.push({ field: 'post', message: userText('positionUnknown', locale) });
  return codes.flatMap((code) => byCode.get(code) ?? []);
}

/**
 * Every role, department and position must belong to the acting tenant (departments live ones), every
 * tenant must be one the caller belongs to. An id outside is a field error on that field: the form cannot
 * reach another tenant's rows by naming them. Answers the position ids to store (undefined: unchanged).
 */
export async function assertRelations(
  ctx: RequestContext,
  relations: Relations,
): Promise<{ positionIds: string[] | undefined }> {
  const { db, tenantId, locale } = ctx;
  const errors: FieldError[] = [];
  const roleIds = [...new Set(relations.roleIds ?? [])];
  if (missing(roleIds, await tenantRoleIds(db, tenantId, roleIds)))
    errors.push({ field: 'roleIds', message: userText('roleUnknown', locale) });
  const departIds = [...new Set(relations.departIds ?? [])];
  if (missing(departIds, await liveDepartIdsAmong(db, tenantId, departIds)))
    errors.push({ field: 'departIds', message: userText('departUnknown', locale) });
  const tenantIds = [...new Set(relations.tenantIds ?? [])];
  if (tenantIds.length > 0) {
    const found = await db
      .select({ id: sysUserTenant.tenantId })
      .from(sysUserTenant)
      .where(and(inTenants(sysUserTenant.tenantId, tenantIds), eq(sysUserTenant.userId, ctx.user.id)));
    if (missing(tenantIds, found))
      errors.push({ field: 'tenantIds', message: userText('tenantUnknown', locale) });
  }
  const positionIds = await positionsOf(ctx, relations, errors);
  if (errors.length > 0) throw new AppError(400, ErrorKey.validation, { errors });
  return { positionIds };
}
