import { AccountErrorKey } from '@mall/shared';
import type { TFunction } from 'i18next';
import { errorMessageOf } from '../../lib/error-message';
import { isHttpError } from '../../lib/http-error';

const PASSWORD_CHANGE_KEYS: readonly string[] = [
  AccountErrorKey.noUser,
  AccountErrorKey.oldPwdError,
  AccountErrorKey.newPwdEmpty,
  AccountErrorKey.pwdDisagree,
];

/** Which field a password-change refusal belongs on (none: a message for the whole form). */
export function passwordChangeField(
  i18nKey: string | undefined,
): 'oldpassword' | 'password' | 'confirmpassword' | null {
  if (i18nKey === AccountErrorKey.oldPwdError) return 'oldpassword';
  if (i18nKey === AccountErrorKey.newPwdEmpty) return 'password';
  if (i18nKey === AccountErrorKey.pwdDisagree) return 'confirmpassword';
  return null;
}

/**
 * The text of a failed password change: its i18n key (noUser, oldPwdError, newPwdEmpty, PwdDisagree)
 * translated in the current language, else the server's message, else the generic one.
 */
export function passwordChangeMessage(t: TFunction<'account'>, error: unknown): string {
  if (isHttpError(error) && error.i18nKey && PASSWORD_CHANGE_KEYS.includes(error.i18nKey)) {
    return t(`password.error.${error.i18nKey}` as 'password.error.noUser');
  }
  if (isHttpError(error) && error.message) return errorMessageOf(error);
  return t('password.unknown');
}
