import { Permission, positionEntity } from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { registerMessages } from '#platform/i18n/translate';
import { registerPopupSource } from '#platform/popup-sources';
import { positionMessages } from './messages';
import { positionImporter, positionService } from './service';

/** /sys/position: the positions (job titles) of the caller's tenant, on the admin kit. */
export const positionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(positionMessages);
  registerEntityRoutes(app, positionEntity, positionService, { importer: positionImporter });
  // The business picker's 'position' source: the same list, for whoever may open the positions page.
  registerPopupSource('position', { permission: Permission.positionList, list: positionService.list });
};
