import { ErrorKey, type FieldError } from '@mall/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages';
import { isMessageKey, requestLocale, translate } from '../i18n/translate';
import { AppError } from './app-error';
import { failure } from './envelope';

const zodZh = z.locales.zhCN();

/** One answer for every failure: the envelope, with code = HTTP status and a translated message. */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        // A field error may name a registered message (a refusal thrown where the language is not
        // known): said in the request's language with the error's parameters.
        const locale = requestLocale(request);
        const errors = error.errors?.map((item) =>
          isMessageKey(item.message)
            ? { ...item, message: translate(locale, item.message, error.params) }
            : item,
        );
        return reply.code(error.status).send(
          failure(request, error.status, error.i18nKey, {
            errors,
            params: error.params,
            result: error.result,
          }),
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = (error as FastifyError).validationContext ?? 'body';
        const errors = error.validation.flatMap((issue) => fieldErrors(issue, context, request));
        return reply.code(400).send(failure(request, 400, ErrorKey.validation, { errors }));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Unsupported content type is a bad request like malformed JSON; other client errors keep their status.
        const answered = status === 415 ? 400 : status;
        return reply.code(answered).send(failure(request, answered, clientErrorKey(answered)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(request, 500, ErrorKey.internal));
    });
    app.setNotFoundHandler(sendNotFound);
  },
  { name: 'error-handling' },
);

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(failure(request, 404, ErrorKey.notFound));
}

const CLIENT_ERROR_KEYS: Partial<Record<number, MessageKey>> = {
  401: ErrorKey.unauthorized,
  403: ErrorKey.forbidden,
  404: ErrorKey.notFound,
  409: ErrorKey.conflict,
  413: ErrorKey.payloadTooLarge,
  429: ErrorKey.tooManyRequests,
  431: ErrorKey.headersTooLarge,
};

function clientErrorKey(status: number): MessageKey {
  return CLIENT_ERROR_KEYS[status] ?? ErrorKey.badRequest;
}

/** A field the request may not send is named as the field itself: one error per unknown key. */
function fieldErrors(
  issue: ZodFastifySchemaValidationError,
  context: string,
  request: FastifyRequest,
): FieldError[] {
  const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
  if (issue.keyword !== 'unrecognized_keys' || !Array.isArray(keys))
    return [fieldError(issue, context, request)];
  const prefix = issue.instancePath.split('/').filter(Boolean);
  const message = translate(requestLocale(request), ErrorKey.fieldNotAllowed);
  return keys.map((key) => ({ field: [...prefix, String(key)].join('.'), message }));
}

function fieldError(
  issue: ZodFastifySchemaValidationError,
  context: string,
  request: FastifyRequest,
): FieldError {
  const segments = issue.instancePath.split('/').filter(Boolean);
  // zod leaves the received value out of its issues; the Chinese message names its type, so it is
  // looked up in what the request sent (undefined for a missing field).
  const input = valueAt(requestPart(request, context), segments);
  const field = segments.join('.') || context;
  const locale = requestLocale(request);
  // A field left out is required, in words: not "received undefined".
  if (issue.keyword === 'invalid_type' && input === undefined) {
    return { field, message: translate(locale, ErrorKey.required) };
  }
  // A shared schema's own refusal names a registered message (the date or quantity rule): said in words.
  if (issue.message !== undefined && isMessageKey(issue.message)) {
    return { field, message: translate(locale, issue.message) };
  }
  const message =
    locale === 'zh'
      ? (zodZh.localeError({ code: issue.keyword, ...issue.params, input } as never) as string | undefined)
      : undefined;
  return { field, message: message ?? issue.message ?? '' };
}

function requestPart(request: FastifyRequest, context: string): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function valueAt(value: unknown, segments: string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
