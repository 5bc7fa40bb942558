import { fillRuleEntity, fillRuleExecuteBodySchema, fillRuleExecuteParamsSchema } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { fillRuleMessages } from './messages';
import { executeRuleByCode, fillRuleService } from './service';

/**
 * /sys/fillRule: the tenant's fill rules on the admin kit, and executeRuleByCode, which any signed-in
 * form calls for the next value of a rule (PUT with the form's values as JeecgBoot sends it, or GET).
 */
export const fillRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(fillRuleMessages);
  registerEntityRoutes(app, fillRuleEntity, fillRuleService);

  const path = '/sys/fillRule/executeRuleByCode/:ruleCode';
  const schema = {
    tags: [fillRuleEntity.name],
    params: fillRuleExecuteParamsSchema,
    response: { 200: envelopeOf(z.string()) },
  };
  app.put(
    path,
    { schema: { ...schema, body: fillRuleExecuteBodySchema }, config: { access: 'session' } },
    async (request) => ok(request, await executeRuleByCode(requestContext(request), request.params.ruleCode)),
  );
  app.get(
    path,
    {
      schema: { ...schema, querystring: z.object({ _t: z.string().optional() }) },
      config: { access: 'session' },
    },
    async (request) => ok(request, await executeRuleByCode(requestContext(request), request.params.ruleCode)),
  );
};
