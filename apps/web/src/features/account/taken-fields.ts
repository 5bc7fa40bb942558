import { isHttpError } from '../../lib/http-error';

/** The registration fields another account can already hold: its login names and its company. */
const TAKEN_FIELDS = new Set(['username', 'mobile', 'email', 'companyName']);

/**
 * The registration was refused because a login name or the company already belongs to an account: the
 * form checks every rule of these fields before sending, so the server's field errors on them can only
 * say that the value exists (perhaps in the applicant's own rejected application).
 */
export function refusedAsTaken(error: unknown): boolean {
  return isHttpError(error) && error.errors.some((fieldError) => TAKEN_FIELDS.has(fieldError.field));
}
