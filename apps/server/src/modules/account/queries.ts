import { eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { subquery } from '#platform/db/subquery';
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

/** Whether `userId` is a customer (a self-registered buyer with a company), not staff. */
export async function isCustomer(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: sysCustomer.userId })
    .from(sysCustomer)
    .where(eq(sysCustomer.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Every customer profile (what the registration said of the company) as a subquery, joined on `userId`. */
export function customerProfiles() {
  return subquery
    .select({
      userId: sysCustomer.userId,
      customerType: sysCustomer.customerType,
      companyName: sysCustomer.companyName,
      contactPerson: sysCustomer.contactPerson,
      address: sysCustomer.address,
      area: sysCustomer.area,
      website: sysCustomer.website,
    })
    .from(sysCustomer)
    .as('customer_profile');
}

/** Sets the customer profile's type and company; false when the user has no profile (a staff account). */
export async function setCustomerProfile(
  tx: Database,
  userId: string,
  set: { customerType?: string; companyName?: string },
): Promise<boolean> {
  const updated = await tx
    .update(sysCustomer)
    .set(set)
    .where(eq(sysCustomer.userId, userId))
    .returning({ userId: sysCustomer.userId });
  return updated.length > 0;
}
