import {
  DEFAULT_LOCALE,
  ErrorKey,
  MultiDepart,
  pickLocalized,
  type CurrentUserDeparts,
  type DepartSummary,
  type DepartsOfUser,
  type DepartUserInfo,
  type Locale,
  type LocalizedText,
  type MultiDepartValue,
  type OrgCategoryValue,
  type SelectDepartRequest,
  type SelectDepartResult,
} from '@mall/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { tenantsOfUser } from '../tenant/service';
import { loginUserOf, setUserOrgCode, userOrgCode } from '../user/queries';
import { nextOrgCode } from './org-code';
import { sysDepart, sysUserDepart } from './schema';

/** How many departments mean what at sign-in: none, one (chosen silently), several (the user picks). */
export function multiDepartOf(count: number): MultiDepartValue {
  if (count === 0) return MultiDepart.none;
  return count === 1 ? MultiDepart.one : MultiDepart.several;
}

/** The user's live departments in `tenantId`, in tree order (by org code). */
async function departsIn(
  db: Database,
  userId: string,
  tenantId: string,
  locale: Locale,
): Promise<DepartSummary[]> {
  const rows = await db
    .select({
      id: sysDepart.id,
      parentId: sysDepart.parentId,
      orgCode: sysDepart.orgCode,
      departName: sysDepart.departName,
      orgCategory: sysDepart.orgCategory,
    })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.departId))
    .where(
      and(eq(sysUserDepart.userId, userId), inTenant(sysDepart.tenantId, tenantId), eq(sysDepart.delFlag, 0)),
    )
    .orderBy(asc(sysDepart.orgCode));
  return rows.map((row) => ({ ...row, departName: pickLocalized(row.departName, locale) }));
}

/**
 * The user's departments in `tenantId` for the login answer, and how many there are. It also settles
 * the department the user acts in: when the current one is not among these, the first one becomes it
 * (so a single department needs no choice, and several start from a valid one until the user picks).
 */
export async function departsOfUser(
  db: Database,
  userId: string,
  tenantId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<DepartsOfUser> {
  const departs = await departsIn(db, userId, tenantId, locale);
  const [first] = departs;
  if (first) {
    const current = await userOrgCode(db, userId);
    if (!departs.some((depart) => depart.orgCode === current))
      await setUserOrgCode(db, userId, first.orgCode);
  }
  return { departs, multi_depart: multiDepartOf(departs.length) };
}

/** The caller's departments in the acting tenant and the current one (null when it is not among them). */
export async function currentUserDeparts({
  db,
  user,
  tenantId,
  locale,
}: RequestContext): Promise<CurrentUserDeparts> {
  const list = await departsIn(db, user.id, tenantId, locale);
  const current = await userOrgCode(db, user.id);
  return { list, orgCode: list.some((depart) => depart.orgCode === current) ? current : null };
}

/** The signed-in user as the login answer describes them, with their current department. */
async function departUserInfo(db: Database, userId: string): Promise<DepartUserInfo> {
  const user = await loginUserOf(db, userId);
  if (!user) throw new AppError(404, ErrorKey.notFound);
  // Only the ids are kept: the names' language does not matter here.
  const tenants = await tenantsOfUser(db, userId, DEFAULT_LOCALE);
  return { ...user, relTenantIds: tenants.map((tenant) => tenant.id).join(',') };
}

/**
 * Makes one of the caller's own departments in the acting tenant the one they act in. The username
 * must be the caller's: nobody chooses a department for someone else.
 */
export async function selectDepart(
  { db, user, tenantId, locale }: RequestContext,
  request: SelectDepartRequest,
): Promise<SelectDepartResult> {
  if (request.username.trim() !== user.username) throw new AppError(403, 'depart.notYourAccount');
  const orgCode = request.orgCode.trim();
  const departs = await departsIn(db, user.id, tenantId, locale);
  if (!departs.some((depart) => depart.orgCode === orgCode)) throw new AppError(403, 'depart.notYours');
  await setUserOrgCode(db, user.id, orgCode);
  return { userInfo: await departUserInfo(db, user.id) };
}

export interface NewDepart {
  tenantId: string;
  parentId: string | null;
  name: LocalizedText;
  category: OrgCategoryValue;
  sortNo?: number;
  by: string;
}

/**
 * The next free org code under `parentId` (null: a root) in the tenant, read from the last sibling. Adds
 * in one tenant take turns (a transaction lock), so that two at once never pick the same code; deleted
 * siblings keep their codes, so a code is never handed out twice.
 */
export async function nextOrgCodeUnder(
  tx: Database,
  tenantId: string,
  parentId: string | null,
): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sys_depart:${tenantId}`}))`);
  const parentCode = parentId ? await orgCodeOf(tx, tenantId, parentId) : null;
  const [lastSibling] = await tx
    .select({ orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(
      and(
        inTenant(sysDepart.tenantId, tenantId),
        parentId ? eq(sysDepart.parentId, parentId) : isNull(sysDepart.parentId),
      ),
    )
    .orderBy(desc(sysDepart.orgCode))
    .limit(1);
  return nextOrgCode(parentCode, lastSibling?.orgCode ?? null);
}

/** Adds a department under `parentId` (null: a root) with the next free org code of that level; returns it. */
export async function addDepart(db: Database, depart: NewDepart): Promise<{ id: string; orgCode: string }> {
  const id = newId();
  const orgCode = await nextOrgCodeUnder(db, depart.tenantId, depart.parentId);
  await db.insert(sysDepart).values({
    id,
    tenantId: depart.tenantId,
    parentId: depart.parentId,
    departName: depart.name,
    orgCode,
    orgCategory: depart.category,
    sortNo: depart.sortNo ?? 0,
    createBy: depart.by,
  });
  return { id, orgCode };
}

async function orgCodeOf(db: Database, tenantId: string, departId: string): Promise<string> {
  const [parent] = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(eq(sysDepart.id, departId), inTenant(sysDepart.tenantId, tenantId)));
  if (!parent) throw new AppError(404, ErrorKey.notFound);
  return parent.orgCode;
}

/** Puts the user into the department. */
export async function addUserToDepart(db: Database, userId: string, departId: string): Promise<void> {
  await db.insert(sysUserDepart).values({ userId, departId });
}
