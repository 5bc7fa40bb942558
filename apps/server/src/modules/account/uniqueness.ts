import type { Locale } from '@mall/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { refusingDuplicates } from '#platform/db/unique-violation';
import { loginFieldOfIndex, takenLoginNames, type LoginField } from '../user/service';
import { liveUserIds } from '../user/queries';
import { FieldErrors } from './field-errors';
import type { AccountFieldMessageKey } from './messages';
import { sysCustomer } from './schema';

/** Values that must not belong to another live account, by the request field that carries them. */
export interface UniqueValues {
  username?: { field: string; value: string };
  mobile?: { field: string; value: string | null };
  email?: { field: string; value: string | null };
  companyName?: { field: string; value: string };
}

const LOGIN_NAMES = { username: 'username', mobile: 'phone', email: 'email' } as const;
const EXISTS: Record<keyof typeof LOGIN_NAMES, AccountFieldMessageKey> = {
  username: 'usernameExists',
  mobile: 'mobileExists',
  email: 'emailExists',
};

/**
 * Adds an '... already exists' error for each value another live account holds: the login names by the
 * users module's one check (username and e-mail ignoring case, phone as it is), the company name
 * ignoring case. `exceptUserId` is the account being edited.
 */
export async function addDuplicateErrors(
  db: Database,
  values: UniqueValues,
  errors: FieldErrors,
  exceptUserId?: string,
): Promise<void> {
  const taken = await takenLoginNames(
    db,
    { username: values.username?.value, phone: values.mobile?.value, email: values.email?.value },
    exceptUserId,
  );
  for (const name of Object.keys(LOGIN_NAMES) as (keyof typeof LOGIN_NAMES)[]) {
    const value = values[name];
    if (value && taken.includes(LOGIN_NAMES[name])) errors.text(value.field, EXISTS[name]);
  }
  const company = values.companyName?.value;
  if (!company) return;
  const holders = await db
    .select({ userId: sysCustomer.userId })
    .from(sysCustomer)
    .where(sql`lower(${sysCustomer.companyName}) = lower(${company})`);
  const others = holders.map((row) => row.userId).filter((userId) => userId !== exceptUserId);
  const holder = (await liveUserIds(db, others)).length > 0;
  if (holder) errors.text(values.companyName!.field, 'companyNameExists');
}

/**
 * Runs an account write; a login name a racing request took first (its unique index refused the write)
 * is answered as the duplicate check answers it, on the request field in `fields`.
 */
export function refusingTakenNames<T>(
  locale: Locale,
  fields: Partial<Record<keyof typeof LOGIN_NAMES, string>>,
  work: () => Promise<T>,
): Promise<T> {
  return refusingDuplicates(work, (index) => {
    const login: LoginField | undefined = loginFieldOfIndex(index);
    const name = (Object.keys(LOGIN_NAMES) as (keyof typeof LOGIN_NAMES)[]).find(
      (key) => LOGIN_NAMES[key] === login,
    );
    const field = name && fields[name];
    if (!name || !field) return undefined;
    const errors = new FieldErrors(locale);
    errors.text(field, EXISTS[name]);
    return errors.error();
  });
}
