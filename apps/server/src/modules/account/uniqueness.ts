import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { sysUser } from '../user/schema';
import type { FieldErrors } from './field-errors';
import { sysCustomer } from './schema';

/** Values that must not belong to another live account, by the request field that carries them. */
export interface UniqueValues {
  username?: { field: string; value: string };
  mobile?: { field: string; value: string | null };
  email?: { field: string; value: string | null };
  companyName?: { field: string; value: string };
}

const caseless = (column: typeof sysUser.email, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;

/**
 * Adds an '... already exists' error for each value another live account holds: username and phone as
 * they are, e-mail and company name ignoring case. `exceptUserId` is the account being edited.
 */
export async function addDuplicateErrors(
  db: Database,
  values: UniqueValues,
  errors: FieldErrors,
  exceptUserId?: string,
): Promise<void> {
  const live = and(eq(sysUser.delFlag, 0), exceptUserId ? ne(sysUser.id, exceptUserId) : undefined);
  const taken = async (condition: SQL, withCustomer = false): Promise<boolean> => {
    const query = db.select({ id: sysUser.id }).from(sysUser);
    const joined = withCustomer ? query.innerJoin(sysCustomer, eq(sysCustomer.userId, sysUser.id)) : query;
    const rows = await joined.where(and(live, condition)).limit(1);
    return rows.length > 0;
  };
  if (values.username?.value && (await taken(eq(sysUser.username, values.username.value)))) {
    errors.text(values.username.field, 'usernameExists');
  }
  if (values.mobile?.value && (await taken(eq(sysUser.phone, values.mobile.value)))) {
    errors.text(values.mobile.field, 'mobileExists');
  }
  if (values.email?.value && (await taken(caseless(sysUser.email, values.email.value)))) {
    errors.text(values.email.field, 'emailExists');
  }
  const company = values.companyName?.value;
  if (company && (await taken(sql`lower(${sysCustomer.companyName}) = lower(${company})`, true))) {
    errors.text(values.companyName!.field, 'companyNameExists');
  }
}
