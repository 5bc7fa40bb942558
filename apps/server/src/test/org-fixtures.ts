import { API_BASE } from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { copyTenantRoles } from '../modules/role/service';
import { sysTenant } from '../modules/tenant/schema';
import { sysUserRole } from '../modules/user/schema';
import type { TestApp } from './app';
import { addTenant, addUser } from './fixtures';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as `token`, in `language`. */
export function apiCall(
  t: TestApp,
  token: string,
  method: Method,
  path: string,
  payload?: unknown,
  language: 'zh' | 'en' = 'zh',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${API_BASE}${path}`,
    headers: { 'x-access-token': token, 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The result of a 200 answer. */
export function resultOf<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as T;
}

/** The seeded default tenant's id. */
export async function defaultTenantId(t: TestApp): Promise<string> {
  const [tenant] = await t.app.db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(eq(sysTenant.name, '默认租户'));
  return tenant?.id ?? '';
}

/**
 * A new tenant with roles copied from the default tenant and a user `username` holding its `role`
 * (admin by default) there: the stranger whose rows a test's main tenant must never reach, or whose
 * reach a test checks.
 */
export async function addTenantWithUser(
  t: TestApp,
  name: string,
  username: string,
  role = 'admin',
): Promise<{ tenantId: string; userId: string; token: string }> {
  const tenantId = await addTenant(t.app.db, name);
  const roles = await copyTenantRoles(t.app.db, await defaultTenantId(t), tenantId);
  const userId = await addUser(t.app.db, { username, tenants: [tenantId] });
  const roleId = roles.get(role);
  if (roleId) await t.app.db.insert(sysUserRole).values({ userId, roleId });
  return { tenantId, userId, token: await t.login(username) };
}
