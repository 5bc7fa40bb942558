import { UserStatus, type UserStatusValue } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '#platform/auth/password';
import type { Database } from '#platform/db/client';
import { newId } from '#platform/ids';
import { copyTenantRoles } from '../modules/role/service';
import { sysRole } from '../modules/role/schema';
import { sysTenant } from '../modules/tenant/schema';
import { sysUser, sysUserRole, sysUserTenant } from '../modules/user/schema';
import { TEST_PASSWORDS } from './app';

/** A new tenant of its own, so that a test's rows are not hidden among (or by) other tests' rows. */
export async function addTenant(db: Database, name: string): Promise<string> {
  const id = newId();
  await db.insert(sysTenant).values({ id, name });
  return id;
}

export interface TestUser {
  username: string;
  realname?: string;
  tenants: string[];
  /** A seeded role code (admin, sales, buyer). */
  role?: string;
  status?: UserStatusValue;
  delFlag?: number;
  createTime?: Date;
}

let demoPasswordHash: Promise<string> | undefined;

/** Adds a user whose password is TEST_PASSWORDS.demo; returns its id. */
export async function addUser(db: Database, user: TestUser): Promise<string> {
  demoPasswordHash ??= hashPassword(TEST_PASSWORDS.demo);
  const id = newId();
  await db.insert(sysUser).values({
    id,
    username: user.username,
    realname: user.realname ?? user.username,
    password: await demoPasswordHash,
    status: user.status ?? UserStatus.normal,
    delFlag: user.delFlag ?? 0,
    createTime: user.createTime ?? new Date(),
  });
  for (const tenantId of user.tenants) await db.insert(sysUserTenant).values({ userId: id, tenantId });
  // Roles hold only in their tenant: the user gets the role of that code in each of its tenants.
  if (user.role) {
    for (const tenantId of user.tenants) {
      const roleId = await roleInTenant(db, user.role, tenantId);
      await db.insert(sysUserRole).values({ userId: id, roleId });
    }
  }
  return id;
}

/** The id of the role `code` of `tenantId`; a tenant without roles first gets copies of the seeded ones. */
export async function roleInTenant(db: Database, code: string, tenantId: string): Promise<string> {
  const find = (tenant: string) =>
    db
      .select({ id: sysRole.id, tenantId: sysRole.tenantId })
      .from(sysRole)
      .where(and(eq(sysRole.roleCode, code), eq(sysRole.tenantId, tenant)));
  const [own] = await find(tenantId);
  if (own) return own.id;
  const [seeded] = await db
    .select({ tenantId: sysRole.tenantId })
    .from(sysRole)
    .where(eq(sysRole.roleCode, code))
    .limit(1);
  if (!seeded) throw new Error(`no role ${code}`);
  const copies = await copyTenantRoles(db, seeded.tenantId, tenantId);
  const copy = copies.get(code);
  if (!copy) throw new Error(`no role ${code} in tenant ${tenantId}`);
  return copy;
}

/** The id of the user `username` ('' when there is none). */
export async function userIdOf(db: Database, username: string): Promise<string> {
  const [user] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
  return user?.id ?? '';
}
