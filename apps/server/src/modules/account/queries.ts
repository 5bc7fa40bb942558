import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { sysCustomer } from './schema';

/*
 * The account module owns sys_customer (a customer's company data): other modules read it only through
 * these named queries.
 */

/** The company name of the customer `userId`; '' when the user is no customer. */
export async function customerCompanyOf(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ company: sysCustomer.companyName })
    .from(sysCustomer)
    .where(eq(sysCustomer.userId, userId))
    .limit(1);
  return row?.company ?? '';
}
