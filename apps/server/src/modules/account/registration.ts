import {
  CUSTOMER_TYPES,
  emailProblem,
  isCountryCode,
  isCustomerTypeCode,
  mobileProblem,
  passwordProblem,
  pickLocalized,
  textProblem,
  usernameProblem,
  UserStatus,
  websiteProblem,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  type Locale,
  type RegisterRequest,
  type RegisterResult,
  type Tracenode,
} from '@mall/shared';
import type { PublicContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { hashPassword } from '#platform/auth/password';
import { inTransaction } from '#platform/db/transaction';
import { newId } from '#platform/ids';
import { roleIdByCode } from '../role/queries';
import { oldestActiveTenantId } from '../tenant/queries';
import { insertRegisteredUser } from '../user/queries';
import { storedEmail } from '../user/service';
import { FieldErrors } from './field-errors';
import { sysCustomer } from './schema';
import { plainPassword } from './transport';
import { recordRegistrationEvent } from './registration-history';
import { addDuplicateErrors, refusingTakenNames } from './uniqueness';

/** The role a self-registered customer gets. */
const CUSTOMER_ROLE = 'buyer';

/** The customer types, each named in `locale` and in both languages. */
export function customerTypes(locale: Locale): Tracenode[] {
  return CUSTOMER_TYPES.map((type) => ({
    id: type.code,
    code: type.code,
    name: pickLocalized(type.name, locale),
    names: { ...type.name },
  }));
}

/**
 * Registers a customer: every field rule first (all field errors in one 400), then duplicates of
 * username, phone, company name and e-mail among live accounts (again one 400 naming the fields). The new
 * account is under review, so it cannot sign in until staff approve it. It joins the oldest active
 * tenant with the buyer role; its company data goes to sys_customer.
 */
export async function register(ctx: PublicContext, body: Required<RegisterRequest>): Promise<RegisterResult> {
  const input = { username: body.username.trim(), ...companyInput(body) };
  const errors = new FieldErrors(ctx.locale);
  errors.problem(
    'username',
    usernameProblem(input.username),
    {
      required: 'usernameRequired',
      format: 'usernameFormat',
    },
    USERNAME_MAX_LENGTH,
  );

  const password = await plainPassword(ctx, body.password);
  errors.problem(
    'password',
    passwordProblem(password),
    { required: 'passwordRequired', weak: 'passwordWeak' },
    PASSWORD_MAX_LENGTH,
  );
  const confirmation = await plainPassword(ctx, body.confirmPassword);
  if (password && confirmation !== password) errors.text('confirmPassword', 'confirmPasswordMismatch');

  addCompanyErrors(errors, input);
  errors.throwIfAny();

  await addDuplicateErrors(
    ctx.db,
    {
      username: { field: 'username', value: input.username },
      mobile: { field: 'mobile', value: input.mobile },
      email: { field: 'email', value: input.email },
      companyName: { field: 'companyName', value: input.companyName },
    },
    errors,
  );
  errors.throwIfAny();

  const passwordHash = await hashPassword(password as string);
  const id = newId();
  await createAccountWork(ctx, async (tx) => {
    const tenantId = await oldestActiveTenantId(tx);
    const roleId = tenantId ? await roleIdByCode(tx, tenantId, CUSTOMER_ROLE) : undefined;
    await insertRegisteredUser(
      tx,
      {
        id,
        username: input.username,
        realname: input.contactPerson,
        password: passwordHash,
        phone: input.mobile,
        email: input.email,
      },
      { tenantId, roleId },
    );
    await tx.insert(sysCustomer).values({
      userId: id,
      companyName: input.companyName,
      area: input.area,
      website: input.website || null,
      address: input.address,
      customerType: input.tracenodeId,
      contactPerson: input.contactPerson,
    });
    await recordRegistrationEvent(tx, id, 'submitted', input.username);
  });
  ctx.log.info({ userId: id }, 'customer registered, awaiting review');
  return { username: input.username, status: UserStatus.underReview };
}

/** The company data of a registration, trimmed, as sys_user and sys_customer store it. */
export interface CompanyInput {
  mobile: string;
  companyName: string;
  email: string;
  area: string;
  website: string;
  address: string;
  tracenodeId: string;
  contactPerson: string;
}

/** Trims the company fields of a registration or resubmission. */
export function companyInput(
  body: Omit<Required<RegisterRequest>, 'username' | 'password' | 'confirmPassword'>,
): CompanyInput {
  return {
    mobile: body.mobile.trim(),
    companyName: body.companyName.trim(),
    email: storedEmail(body.email) ?? '',
    area: body.area.trim(),
    website: body.website.trim(),
    address: body.address.trim(),
    tracenodeId: body.tracenodeId.trim(),
    contactPerson: body.contactPerson.trim(),
  };
}

/** The field rules of the company data: required fields, formats, known country and customer type. */
export function addCompanyErrors(errors: FieldErrors, input: CompanyInput): void {
  errors.mobile('mobile', mobileProblem(input.mobile));
  errors.problem(
    'companyName',
    textProblem(input.companyName),
    { required: 'companyNameRequired' },
    TEXT_FIELD_MAX_LENGTH,
  );
  errors.problem(
    'email',
    emailProblem(input.email),
    { required: 'emailRequired', format: 'emailFormat' },
    EMAIL_MAX_LENGTH,
  );
  if (!input.area) errors.text('area', 'areaRequired');
  else if (!isCountryCode(input.area)) errors.text('area', 'areaUnknown');
  errors.problem(
    'website',
    websiteProblem(input.website),
    { format: 'websiteFormat' },
    TEXT_FIELD_MAX_LENGTH,
  );
  errors.problem(
    'address',
    textProblem(input.address),
    { required: 'addressRequired' },
    TEXT_FIELD_MAX_LENGTH,
  );
  if (!input.tracenodeId) errors.text('tracenodeId', 'tracenodeRequired');
  else if (!isCustomerTypeCode(input.tracenodeId)) errors.text('tracenodeId', 'tracenodeUnknown');
  errors.problem(
    'contactPerson',
    textProblem(input.contactPerson),
    { required: 'contactPersonRequired' },
    TEXT_FIELD_MAX_LENGTH,
  );
}

/**
 * Runs the writes of a registration or resubmission. Two requests racing for one username, phone or
 * e-mail both pass the duplicate check; the unique indexes stop the second, which gets the same field
 * error as a plain duplicate.
 */
export function createAccountWork<T>(ctx: PublicContext, work: (tx: Database) => Promise<T>): Promise<T> {
  const fields = { username: 'username', mobile: 'mobile', email: 'email' };
  return refusingTakenNames(ctx.locale, fields, () => inTransaction(ctx, work));
}
