import { positionEntity } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { registerMessages } from '#platform/i18n/translate';
import { positionMessages } from './messages';
import { positionImporter, positionService } from './service';

/** /sys/position: the positions (job titles) of the caller's tenant, on the admin kit. */
export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(positionMessages);
  registerEntityRoutes(app, positionEntity, positionService, { importer: positionImporter });
};
