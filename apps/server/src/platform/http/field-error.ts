import { ErrorKey, pickLocalized, type Locale, type LocalizedText } from '@mall/shared';
import type { MessageKey } from '../i18n/messages';
import { translate, type MessageParams } from '../i18n/translate';
import { AppError } from './app-error';

/**
 * The one refusal about a form's field: `status` (400 by default) with the answer `key` (a validation
 * failure by default), and `text` in the caller's language as the field's error, which forms show
 * beside the field.
 */
export function fieldError(
  locale: Locale,
  field: string,
  text: LocalizedText,
  { status = 400, key = ErrorKey.validation }: { status?: number; key?: MessageKey } = {},
): AppError {
  return new AppError(status, key, { errors: [{ field, message: pickLocalized(text, locale) }] });
}

/**
 * The refusal whose answer key is also the field's error: `key`'s text with `params`, in the caller's
 * language, both as the answer's message and beside the field.
 */
export function fieldKeyError(
  locale: Locale,
  field: string,
  key: MessageKey,
  params: MessageParams = {},
  status = 400,
): AppError {
  return new AppError(status, key, { params, errors: [{ field, message: translate(locale, key, params) }] });
}
