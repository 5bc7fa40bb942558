import {
  announcementByUserSchema,
  announcementEntity,
  announcementReadByBusSchema,
  announcementReadSchema,
  myAnnouncementQuerySchema,
  myAnnouncementRecordSchema,
  pageResultOf,
  Permission,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEntityRoutes } from '#platform/admin-kit';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { announcementService, publishAnnouncement, revokeAnnouncement } from './admin';
import './events';
import { announcementMessages } from './messages';
import {
  listByUser,
  markAllAnnouncementsRead,
  markAnnouncementRead,
  markBusinessRead,
  myAnnouncements,
} from './service';

const tags = ['announcement'];
const recordEnvelope = envelopeOf(announcementEntity.record);
const batchEnvelope = envelopeOf(announcementEntity.batchResult);
const idQuery = announcementEntity.idQuery;
const BASE = announcementEntity.basePath;
const SEND = '/sys/sysAnnouncementSend';

/**
 * Announcements: administrators draft, publish and revoke them (by permission); every signed-in user
 * reads those addressed to them (session) in the bell and in their own list.
 */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(announcementMessages);
  // A publication reaches the open bells of its audience: `topic` for everyone, `user` for chosen users.
  app.events.subscribe('announcement.published', 'announcement-bells', async ({ tenantId, payload }) => {
    await app.realtime.publish({
      kind: 'notice',
      tenantId,
      userIds: payload.userIds,
      message: {
        cmd: payload.userIds ? 'user' : 'topic',
        msgTxt: payload.titile,
        msgId: payload.id,
        priority: payload.priority,
      },
    });
  });
  // A withdrawal reaches the same audience, so that their bells drop it.
  app.events.subscribe('announcement.revoked', 'announcement-bells', async ({ tenantId, payload }) => {
    await app.realtime.publish({
      kind: 'notice',
      tenantId,
      userIds: payload.userIds,
      message: { cmd: 'revoke', msgTxt: payload.titile, msgId: payload.id },
    });
  });

  // Session: the bell opens announcements addressed to the caller; the service limits what others see.
  registerEntityRoutes(app, announcementEntity, announcementService, { queryByIdAccess: 'session' });

  app.get(
    `${BASE}/doReleaseData`,
    {
      schema: { tags, querystring: idQuery, response: { 200: recordEnvelope } },
      config: { access: Permission.announcementRelease },
    },
    async (request) => ok(request, await publishAnnouncement(requestContext(request), request.query.id)),
  );

  // doReovkeData: JeecgBoot's spelling of the same call, which its front end sends.
  for (const path of [`${BASE}/doRevokeData`, `${BASE}/doReovkeData`]) {
    app.get(
      path,
      {
        schema: { tags, querystring: idQuery, response: { 200: recordEnvelope } },
        config: { access: Permission.announcementRelease },
      },
      async (request) => ok(request, await revokeAnnouncement(requestContext(request), request.query.id)),
    );
  }

  app.get(
    `${BASE}/listByUser`,
    {
      schema: {
        tags,
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: envelopeOf(announcementByUserSchema) },
      },
      config: { access: 'session' },
    },
    async (request) => ok(request, await listByUser(requestContext(request))),
  );

  app.put(
    `${SEND}/editByAnntIdAndUserId`,
    {
      schema: { tags, body: announcementReadSchema, response: { 200: envelopeOf(z.null()) } },
      config: { access: 'session' },
    },
    async (request) => {
      await markAnnouncementRead(requestContext(request), request.body.anntId);
      return ok(request, null);
    },
  );

  // Opening a business object (a demand order) reads the caller's messages about it.
  app.put(
    `${SEND}/readByBusId`,
    {
      schema: { tags, body: announcementReadByBusSchema, response: { 200: batchEnvelope } },
      config: { access: 'session' },
    },
    async (request) =>
      ok(request, { count: await markBusinessRead(requestContext(request), request.body.busId) }),
  );

  app.put(
    `${SEND}/readAll`,
    {
      schema: { tags, response: { 200: batchEnvelope } },
      config: { access: 'session' },
    },
    async (request) => ok(request, { count: await markAllAnnouncementsRead(requestContext(request)) }),
  );

  app.get(
    `${SEND}/getMyAnnouncementSend`,
    {
      schema: {
        tags,
        querystring: myAnnouncementQuerySchema,
        response: { 200: envelopeOf(pageResultOf(myAnnouncementRecordSchema)) },
      },
      config: { access: 'session' },
    },
    async (request) => ok(request, await myAnnouncements(requestContext(request), request.query)),
  );
};
