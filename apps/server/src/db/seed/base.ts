import { generatePassword, hashPassword } from '../../platform/auth/password';
import type { Database } from '../../platform/db/client';
import { newId } from '../../platform/ids';
import { sysRole } from '../../modules/role/schema';
import { sysTenant } from '../../modules/tenant/schema';
import { sysUser, sysUserRole, sysUserTenant } from '../../modules/user/schema';

export interface InitialCredential {
  username: string;
  password: string;
  /** True when the seed made the password up; false when the operator chose it (it is never printed). */
  generated: boolean;
}

/** The first tenant's name in both languages. */
export const DEFAULT_TENANT_NAME = { zh: '默认租户', en: 'Default tenant' } as const;

export interface BasePasswords {
  /** admin's password; generated when absent. */
  adminPassword?: string | undefined;
  /** sales' and buyer's password; generated when absent. */
  demoPassword?: string | undefined;
}

const ROLES = [
  { code: 'admin', name: '管理员', nameEn: 'Administrator', description: '系统管理员，拥有全部菜单和按钮' },
  { code: 'sales', name: '销售', nameEn: 'Sales', description: '维护产品、审核需求单报价和客户注册' },
  { code: 'buyer', name: '采购商', nameEn: 'Buyer', description: '浏览商城、加入购物车并提交需求单' },
] as const;

const USERS = [
  { username: 'admin', realname: '管理员', role: 'admin' },
  { username: 'sales', realname: '销售代表', role: 'sales' },
  // The demo buyer has a mobile so that signing in by phone can be tried (and is tested end to end).
  { username: 'buyer', realname: '采购员', role: 'buyer', phone: '13800000003' },
];

/**
 * The default tenant, its roles and users (the menu and the roles' grants come with the base data). Returns
 * the tenant and the users' initial passwords.
 */
export async function seedBase(
  db: Database,
  passwords: BasePasswords,
): Promise<{ tenantId: string; credentials: InitialCredential[] }> {
  const tenantId = newId();
  await db.insert(sysTenant).values({
    id: tenantId,
    name: DEFAULT_TENANT_NAME.zh,
    nameEn: DEFAULT_TENANT_NAME.en,
    createBy: 'system',
  });

  const roleIds = new Map<string, string>(ROLES.map((role) => [role.code, newId()]));
  await db.insert(sysRole).values(
    ROLES.map((role) => ({
      id: roleIds.get(role.code) as string,
      tenantId,
      roleCode: role.code,
      roleName: role.name,
      roleNameEn: role.nameEn,
      description: role.description,
      createBy: 'system',
    })),
  );
  const adminPassword = passwords.adminPassword ?? generatePassword();
  const demoPassword = passwords.demoPassword ?? generatePassword();
  const credentials: InitialCredential[] = [];
  for (const user of USERS) {
    const isAdmin = user.username === 'admin';
    const password = isAdmin ? adminPassword : demoPassword;
    const generated = (isAdmin ? passwords.adminPassword : passwords.demoPassword) === undefined;
    const id = newId();
    await db.insert(sysUser).values({
      id,
      username: user.username,
      realname: user.realname,
      phone: user.phone ?? null,
      password: await hashPassword(password),
      createBy: 'system',
    });
    await db.insert(sysUserRole).values({ userId: id, roleId: roleIds.get(user.role) as string });
    await db.insert(sysUserTenant).values({ userId: id, tenantId });
    credentials.push({ username: user.username, password, generated });
  }
  return { tenantId, credentials };
}
