import { pickLocalized, type Locale, type TenantSummary } from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { linkedTenantIds } from '../user/queries';
import { activeTenantsAmong } from './queries';
import { sysTenant } from './schema';

/** A tenant's name in `locale`, falling back to the other language's when that one is empty. */
export function tenantName(tenant: { name: string; nameEn: string }, locale: Locale): string {
  return pickLocalized({ zh: tenant.name, en: tenant.nameEn }, locale);
}

/** The name of tenant `tenantId` in `locale` (with the fallback of tenantName); '' for an unknown tenant. */
export async function tenantNameOf(db: Database, tenantId: string, locale: Locale): Promise<string> {
  const [tenant] = await db
    .select({ name: sysTenant.name, nameEn: sysTenant.nameEn })
    .from(sysTenant)
    .where(eq(sysTenant.id, tenantId))
    .limit(1);
  return tenant ? tenantName(tenant, locale) : '';
}

/**
 * The active tenants a user belongs to, oldest first (the first is where a new session starts), named in
 * `locale`.
 */
export async function tenantsOfUser(db: Database, userId: string, locale: Locale): Promise<TenantSummary[]> {
  const rows = await activeTenantsAmong(db, await linkedTenantIds(db, userId));
  return rows.map((row) => ({ id: row.id, name: tenantName(row, locale) }));
}

/** The tenants among `ids` that the user belongs to (and that are active); others' tenants never appear. */
export async function tenantsOfUserAmong(
  db: Database,
  userId: string,
  ids: string[],
  locale: Locale,
): Promise<TenantSummary[]> {
  const wanted = new Set(ids);
  return (await tenantsOfUser(db, userId, locale)).filter((tenant) => wanted.has(tenant.id));
}
