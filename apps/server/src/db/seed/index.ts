import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { sysUser } from '../../modules/user/schema';
import { seedBase, type BasePasswords, type InitialCredential } from './base';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoDemand } from './demo-demand';
import { seedDemoOrganisation } from './demo-organisation';
import { applyBaseData, SEED_LOCK_KEY } from './base-data';

export type { InitialCredential } from './base';
export { applyBaseData } from './base-data';

/**
 * Seeds an empty database (one without users) in one transaction. Returns the initial credentials
 * when it seeded, null when the database already had users.
 */
export async function seedIfEmpty(
  db: Database,
  options: BasePasswords & { demoData: boolean; files?: FileStorage },
): Promise<InitialCredential[] | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const [anyUser] = await tx.select({ id: sysUser.id }).from(sysUser).limit(1);
    if (anyUser) return null;
    const { tenantId, credentials } = await seedBase(tx, options);
    await applyBaseData(tx);
    if (options.demoData) {
      await seedDemoCatalogue(tx, tenantId, options.files);
      // The demo users share one password; the second tenant's users get it too.
      const demoPassword = credentials.find((credential) => credential.username === 'sales')?.password;
      if (demoPassword) await seedDemoOrganisation(tx, tenantId, demoPassword);
      await seedDemoDemand(tx, tenantId);
      // The demo's second tenant.
      await applyBaseData(tx);
    }
    return credentials;
  });
}
