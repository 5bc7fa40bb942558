import { smsRequestSchema, smsResultSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { RateLimits } from '#platform/security/rate-limit';
import { smsAnswerMessages } from './messages';
import { smsSenderFor } from './senders';
import { sendSmsCode } from './service';

/** POST /sys/sms: sends a login or reset code through the configured sender. */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(smsAnswerMessages);
  const sender = smsSenderFor(app.config.SMS_WEBHOOK_URL, app.log);
  app.post(
    '/sys/sms',
    {
      schema: { tags: ['sms'], body: smsRequestSchema, response: { 200: envelopeOf(smsResultSchema) } },
      config: { access: 'public', rateLimits: RateLimits.sms },
    },
    async (request) => ok(request, await sendSmsCode(publicContext(request), request.body, sender)),
  );
};
