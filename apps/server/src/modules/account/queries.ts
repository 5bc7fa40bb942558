import { subquery } from '#platform/db/subquery';
import { sysCustomer } from './schema';

/* The account module owns the customer profiles (sys_customer): other modules read them through these. */

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
