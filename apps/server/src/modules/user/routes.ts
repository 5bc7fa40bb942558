import {
  addressBookPageSchema,
  addressBookQuerySchema,
  Permission,
  userBatchResultSchema,
  userEntity,
  userFrozenBatchSchema,
  userResetPasswordSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { registerMessages } from '#platform/i18n/translate';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerEntityRoutes } from '#platform/admin-kit';
import { registerPopupSource } from '#platform/popup-sources';
import { addressBook } from './address-book';
import { freezeUsers, resetUserPassword } from './crud';
import { userService } from './entity-service';
import { userImporter } from './import';
import { registerJeecgUserRoutes } from './jeecg-routes';
import { userAnswerMessages } from './messages';

const tags = ['user'];
const batchEnvelope = envelopeOf(userBatchResultSchema);

/** /sys/user: the users of the caller's tenant; CRUD and export on the admin kit, freeze and password beside. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(userAnswerMessages);
  registerEntityRoutes(app, userEntity, userService as never, { importer: userImporter });
  registerJeecgUserRoutes(app);
  // The business picker's 'user' source: the users list, for whoever may open it.
  registerPopupSource('user', { permission: Permission.userList, list: userService.list });

  app.put(
    '/sys/user/frozenBatch',
    {
      schema: { tags, body: userFrozenBatchSchema, response: { 200: batchEnvelope } },
      config: { access: Permission.userFreeze },
    },
    async (request) => ok(request, { count: await freezeUsers(requestContext(request), request.body) }),
  );

  // The staff address book: the acting tenant's people by department, for whoever holds its permission.
  app.get(
    '/sys/user/queryByOrgCodeForAddressList',
    {
      schema: {
        tags,
        querystring: addressBookQuerySchema,
        response: { 200: envelopeOf(addressBookPageSchema) },
      },
      config: { access: Permission.addressBookList },
    },
    async (request) => ok(request, await addressBook(requestContext(request), request.query)),
  );

  app.put(
    '/sys/user/changePassword',
    {
      schema: { tags, body: userResetPasswordSchema, response: { 200: envelopeOf(z.null()) } },
      config: { access: Permission.userEdit },
    },
    async (request) => {
      await resetUserPassword(requestContext(request), request.body);
      return ok(request, null);
    },
  );
};
