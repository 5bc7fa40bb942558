import {
  checkRuleEntity,
  checkRuleFailureSchema,
  checkRuleQuerySchema,
  type CheckRuleFailure,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { checkAnswer } from '#platform/http/check-answer';
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
        response: { 200: envelopeOf(checkRuleFailureSchema.nullable()) },
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
      return checkAnswer<CheckRuleFailure>(
        request,
        () => checkByCode(requestContext(request), ruleCode, decoded),
        isRuleRefusal,
      );
    },
  );
};

/** A value the rule refuses (not an unknown rule, nor one too slow to run): the form shows the message. */
const isRuleRefusal = (key: string) =>
  key.startsWith('checkRule.') && key !== 'checkRule.unknown' && key !== 'checkRule.patternTooSlow';
