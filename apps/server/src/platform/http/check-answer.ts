import type { Envelope } from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages';
import { AppError } from './app-error';
import { failure, ok } from './envelope';

/**
 * The answer of a form check (is this value free, does it pass the rule). A JeecgBoot validator reads only
 * HTTP 200 answers, so the check's own refusals (`refusals`: a taken value, a failed rule) answer 200 with
 * success false, the message (and what the error carries); any other error (a malformed or unknown check) keeps its status.
 */
export async function checkAnswer<T = null>(
  request: FastifyRequest,
  check: () => Promise<void>,
  isRefusal: (key: MessageKey) => boolean,
): Promise<Envelope<T | null>> {
  try {
    await check();
    return ok(request, null);
  } catch (error) {
    if (!(error instanceof AppError) || !isRefusal(error.i18nKey)) throw error;
    return failure(request, 200, error.i18nKey, {
      params: error.params,
      result: error.result,
    }) as Envelope<T | null>;
  }
}
