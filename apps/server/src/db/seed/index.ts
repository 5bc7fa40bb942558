import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { sysUser } from '../../modules/user/schema';
import { seedBase, type BasePasswords, type InitialCredential } from './base';
import { seedDemoCatalogue } from './demo-catalogue';

export type { InitialCredential } from './base';

// Arbitrary, fixed: instances starting together on an empty PostgreSQL seed it once.
const SEED_LOCK_KEY = 7_231_964_002;

/**
 * Seeds an empty database (one without users) in one transaction. Returns the initial credentials
 * when it seeded, null when the database already had users.
 */
export async function seedIfEmpty(
  db: Database,
  options: BasePasswords & { demoData: boolean },
): Promise<InitialCredential[] | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const [anyUser] = await tx.select({ id: sysUser.id }).from(sysUser).limit(1);
    if (anyUser) return null;
    const { tenantId, credentials } = await seedBase(tx, options);
    if (options.demoData) await seedDemoCatalogue(tx, tenantId);
    return credentials;
  });
}
