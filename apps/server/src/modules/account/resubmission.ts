import {
  AccountErrorKey,
  ErrorKey,
  UserStatus,
  type RegisterResult,
  type RegistrationProof,
  type RejectedApplication,
  type ResubmitRequest,
} from '@mall/shared';
import { eq } from 'drizzle-orm';
import type { PublicContext } from '#platform/context';
import { verifyAgainstDummy, verifyPassword } from '#platform/auth/password';
import { AppError } from '#platform/http/app-error';
import { liveUserByLoginName, reopenRejectedUser } from '../user/queries';
import { FieldErrors } from './field-errors';
import { addCompanyErrors, companyInput, createAccountWork } from './registration';
import { recordRegistrationEvent } from './registration-history';
import { sysCustomer } from './schema';
import { plainPassword } from './transport';
import { addDuplicateErrors } from './uniqueness';

/**
 * The rejected application the proof names, as it was sent. The proof is the account's login name
 * (username, phone or e-mail) with its password: an unknown name and a wrong password get the same
 * answer after the same work, so nobody learns another person's data or whether an account exists;
 * only the owner learns that the application is not (or no longer) rejected.
 */
export async function rejectedApplication(
  ctx: PublicContext,
  proof: RegistrationProof,
): Promise<RejectedApplication> {
  const account = await provenAccount(ctx, proof);
  if (account.status !== UserStatus.rejected) throw new AppError(409, AccountErrorKey.notRejected);
  const { id: _id, status: _status, ...application } = account;
  return application;
}

/**
 * Sends a rejected application again with corrected company data: the field rules and duplicate checks
 * of a registration (the account's own values pass), then the account is under review again and the
 * resubmission joins its review history. Anything but a rejected account is a 409.
 */
export async function resubmitApplication(
  ctx: PublicContext,
  body: ResubmitRequest,
): Promise<RegisterResult> {
  const account = await provenAccount(ctx, body);
  if (account.status !== UserStatus.rejected) throw new AppError(409, AccountErrorKey.notRejected);
  const input = companyInput(body as Required<ResubmitRequest>);
  const errors = new FieldErrors(ctx.locale);
  addCompanyErrors(errors, input);
  errors.throwIfAny();
  await addDuplicateErrors(
    ctx.db,
    {
      mobile: { field: 'mobile', value: input.mobile },
      email: { field: 'email', value: input.email },
      companyName: { field: 'companyName', value: input.companyName },
    },
    errors,
    account.id,
  );
  errors.throwIfAny();

  const resubmitted = await createAccountWork(ctx, async (tx) => {
    const reopened = await reopenRejectedUser(tx, account.id, {
      realname: input.contactPerson,
      phone: input.mobile,
      email: input.email,
      updateBy: account.username,
    });
    if (!reopened) return false;
    await tx
      .update(sysCustomer)
      .set({
        companyName: input.companyName,
        area: input.area,
        website: input.website || null,
        address: input.address,
        customerType: input.tracenodeId,
        contactPerson: input.contactPerson,
      })
      .where(eq(sysCustomer.userId, account.id));
    await recordRegistrationEvent(tx, account.id, 'resubmitted', account.username);
    return true;
  });
  if (!resubmitted) throw new AppError(409, AccountErrorKey.notRejected);
  ctx.log.info({ userId: account.id }, 'registration resubmitted, awaiting review');
  return { username: account.username, status: UserStatus.underReview };
}

/** The live self-registered account the login name and password prove, or the sign-in's refusal. */
async function provenAccount(ctx: PublicContext, proof: RegistrationProof) {
  const name = proof.account.trim();
  const password = (await plainPassword(ctx, proof.password ?? '')) ?? '';
  const user = await liveUserByLoginName(ctx.db, name);
  const [company] = user
    ? await ctx.db.select().from(sysCustomer).where(eq(sysCustomer.userId, user.id)).limit(1)
    : [];
  const account =
    user && company
      ? {
          ...user,
          companyName: company.companyName,
          area: company.area,
          website: company.website,
          address: company.address,
          tracenodeId: company.customerType,
          contactPerson: company.contactPerson,
        }
      : undefined;
  const matches = account ? await verifyPassword(account.hash, password) : await verifyAgainstDummy(password);
  if (!account || !matches) throw new AppError(400, ErrorKey.badCredentials);
  const { hash: _hash, ...rest } = account;
  return {
    ...rest,
    mobile: rest.mobile ?? '',
    email: rest.email ?? '',
    website: rest.website ?? '',
  };
}
