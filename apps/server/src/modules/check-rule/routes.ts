import { checkRuleEntity, checkRuleQuerySchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { checkRuleMessages } from './messages';
import { checkByCode, checkRuleService } from './service';

/**
 * /sys/checkRule: the tenant's check rules on the admin kit, and checkByCode, which any signed-in form
 * calls to check a value against a rule.
 */
export const checkRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(checkRuleMessages);
  registerEntityRoutes(app, checkRuleEntity, checkRuleService);

  app.get(
    '/sys/checkRule/checkByCode',
    {
      schema: {
        tags: ['checkRule'],
        querystring: checkRuleQuerySchema,
        response: { 200: envelopeOf(z.null()) },
      },
      config: { access: 'session' },
    },
    async (request) => {
      const { ruleCode, value } = request.query;
      // A JeecgBoot form encodes the value once more than the query string does; a value that is not
      // such an encoding (a bare '%') is taken as sent.
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        decoded = value;
      }
      await checkByCode(requestContext(request), ruleCode, decoded);
      return ok(request, null);
    },
  );
};
