import { OrgCategory, type LocalizedText } from '@mall/shared';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password';
import type { Database } from '../../platform/db/client';
import { newId } from '../../platform/ids';
import { copyTenantRoles } from '../../modules/role/service';
import { addDepart, addUserToDepart } from '../../modules/depart/service';
import { sysTenant } from '../../modules/tenant/schema';
import { sysUser, sysUserRole, sysUserTenant } from '../../modules/user/schema';

/** The second demo tenant: admin belongs to it too, so signing in as admin asks which tenant to act in. */
export const DEMO_SECOND_TENANT_NAME = '演示租户B';
export const DEMO_SECOND_TENANT_NAME_EN = 'Demo tenant B';

interface DemoCompany {
  name: LocalizedText;
  departments: { name: LocalizedText; members: string[] }[];
}

const DEFAULT_TENANT_COMPANY: DemoCompany = {
  name: { zh: '示例贸易有限公司', en: 'Example Trading Co., Ltd.' },
  departments: [
    // sales is in both departments (asked to pick one at sign-in); buyer is in none.
    { name: { zh: '销售部', en: 'Sales Department' }, members: ['admin', 'sales'] },
    { name: { zh: '市场部', en: 'Marketing Department' }, members: ['sales'] },
  ],
};

const SECOND_TENANT_COMPANY: DemoCompany = {
  name: { zh: '乙方工业有限公司', en: 'Party B Industrial Co., Ltd.' },
  departments: [{ name: { zh: '运营部', en: 'Operations Department' }, members: ['admin', 'b-manager'] }],
};

/** Users of the second tenant only; they sign in with the demo password. */
const SECOND_TENANT_USERS = [
  // The second tenant's administrator: everything, but only in the second tenant.
  { username: 'b-manager', realname: '乙方经理', role: 'admin' },
  { username: 'b-buyer', realname: '乙方采购员', role: 'buyer' },
];

/**
 * The demo organisation: a company with two departments in the default tenant, and a second tenant
 * with a company, a department and two users of its own that admin also belongs to (as its admin).
 */
export async function seedDemoOrganisation(
  db: Database,
  defaultTenantId: string,
  demoPassword: string,
): Promise<void> {
  const secondTenantId = newId();
  await db.insert(sysTenant).values({
    id: secondTenantId,
    name: DEMO_SECOND_TENANT_NAME,
    nameEn: DEMO_SECOND_TENANT_NAME_EN,
    createBy: 'system',
  });

  const roleIds = await copyTenantRoles(db, defaultTenantId, secondTenantId);
  const passwordHash = await hashPassword(demoPassword);
  for (const user of SECOND_TENANT_USERS) {
    const id = newId();
    await db.insert(sysUser).values({
      id,
      username: user.username,
      realname: user.realname,
      password: passwordHash,
      createBy: 'system',
    });
    const roleId = roleIds.get(user.role);
    if (roleId) await db.insert(sysUserRole).values({ userId: id, roleId });
    await db.insert(sysUserTenant).values({ userId: id, tenantId: secondTenantId });
  }
  const [admin] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'));
  if (admin) {
    await db.insert(sysUserTenant).values({ userId: admin.id, tenantId: secondTenantId });
    // Roles hold only in their tenant: admin administers the second tenant through its own admin role.
    const adminRole = roleIds.get('admin');
    if (adminRole) await db.insert(sysUserRole).values({ userId: admin.id, roleId: adminRole });
  }

  await seedCompany(db, defaultTenantId, DEFAULT_TENANT_COMPANY);
  await seedCompany(db, secondTenantId, SECOND_TENANT_COMPANY);
}

async function seedCompany(db: Database, tenantId: string, company: DemoCompany): Promise<void> {
  const root = await addDepart(db, {
    tenantId,
    parentId: null,
    name: company.name,
    category: OrgCategory.company,
    by: 'system',
  });
  const usernames = [...new Set(company.departments.flatMap((department) => department.members))];
  const users = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, usernames));
  const idOf = new Map(users.map((user) => [user.username, user.id]));
  for (const [index, department] of company.departments.entries()) {
    const { id } = await addDepart(db, {
      tenantId,
      parentId: root.id,
      name: department.name,
      category: OrgCategory.department,
      sortNo: index + 1,
      by: 'system',
    });
    for (const username of department.members) {
      const userId = idOf.get(username);
      if (userId) await addUserToDepart(db, userId, id);
    }
  }
}
