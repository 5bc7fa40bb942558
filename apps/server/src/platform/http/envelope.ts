import { SuccessKey, type Envelope, type FieldError, type SuccessKeyValue } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages';
import { requestLocale, translate, type MessageParams } from '../i18n/translate';

/** A 200 envelope around `result`, its message in the request's language. */
export function ok<T>(
  request: FastifyRequest,
  result: T,
  i18nKey: SuccessKeyValue = SuccessKey.ok,
): Envelope<T> {
  return {
    success: true,
    message: translate(requestLocale(request), i18nKey),
    code: 200,
    result,
    timestamp: Date.now(),
    i18nKey,
  };
}

export function failure(
  request: FastifyRequest,
  status: number,
  i18nKey: MessageKey,
  options: { errors?: FieldError[] | undefined; params?: MessageParams | undefined; result?: unknown } = {},
): Envelope<unknown> {
  return {
    success: false,
    message: translate(requestLocale(request), i18nKey, options.params),
    code: status,
    result: options.result ?? null,
    timestamp: Date.now(),
    i18nKey,
    ...(options.errors ? { errors: options.errors } : {}),
  };
}
