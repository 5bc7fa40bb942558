import {
  announcementAddSchema,
  announcementBatchResultSchema,
  announcementByUserSchema,
  announcementEditSchema,
  announcementIdQuerySchema,
  announcementIdsQuerySchema,
  announcementListQuerySchema,
  announcementReadByBusSchema,
  announcementReadSchema,
  announcementRecordSchema,
  myAnnouncementQuerySchema,
  myAnnouncementRecordSchema,
  pageResultOf,
  Permission,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import './events';
import { announcementMessages } from './messages';
import {
  addAnnouncement,
  deleteAnnouncements,
  editAnnouncement,
  getAnnouncement,
  listAnnouncements,
  listByUser,
  markAllAnnouncementsRead,
  markAnnouncementRead,
  markBusinessRead,
  myAnnouncements,
  publishAnnouncement,
  revokeAnnouncement,
} from './service';

const tags = ['announcement'];
const recordEnvelope = envelopeOf(announcementRecordSchema);
const batchEnvelope = envelopeOf(announcementBatchResultSchema);
// loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
const listQuery = announcementListQuerySchema.loose();
const BASE = '/sys/annountCement';
const SEND = '/sys/sysAnnouncementSend';

/**
 * Announcements: administrators draft, publish and revoke them (by permission); every signed-in user
 * reads those addressed to them (session) in the bell and in their own list.
 */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(announcementMessages);
  // A publication reaches the open bells of its audience: `topic` for everyone, `user` for chosen users.
  app.events.subscribe('announcement.published', async ({ tenantId, payload }) => {
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
  app.events.subscribe('announcement.revoked', async ({ tenantId, payload }) => {
    await app.realtime.publish({
      kind: 'notice',
      tenantId,
      userIds: payload.userIds,
      message: { cmd: 'revoke', msgTxt: payload.titile, msgId: payload.id },
    });
  });

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: envelopeOf(pageResultOf(announcementRecordSchema)) },
      },
      config: { access: Permission.announcementList },
    },
    async (request) => ok(request, await listAnnouncements(requestContext(request), request.query)),
  );

  // Session: the bell opens announcements addressed to the caller; the service limits what others see.
  app.get(
    `${BASE}/queryById`,
    {
      schema: { tags, querystring: announcementIdQuerySchema, response: { 200: recordEnvelope } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await getAnnouncement(requestContext(request), request.query.id)),
  );

  app.post(
    `${BASE}/add`,
    {
      schema: { tags, body: announcementAddSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.announcementAdd },
    },
    async (request) => ok(request, await addAnnouncement(requestContext(request), request.body)),
  );

  app.put(
    `${BASE}/edit`,
    {
      schema: { tags, body: announcementEditSchema, response: { 200: recordEnvelope } },
      config: { access: Permission.announcementEdit },
    },
    async (request) => ok(request, await editAnnouncement(requestContext(request), request.body)),
  );

  app.delete(
    `${BASE}/delete`,
    {
      schema: { tags, querystring: announcementIdQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.announcementDelete },
    },
    async (request) =>
      ok(request, { count: await deleteAnnouncements(requestContext(request), [request.query.id]) }),
  );

  app.delete(
    `${BASE}/deleteBatch`,
    {
      schema: { tags, querystring: announcementIdsQuerySchema, response: { 200: batchEnvelope } },
      config: { access: Permission.announcementDelete },
    },
    async (request) =>
      ok(request, { count: await deleteAnnouncements(requestContext(request), request.query.ids) }),
  );

  app.get(
    `${BASE}/doReleaseData`,
    {
      schema: { tags, querystring: announcementIdQuerySchema, response: { 200: recordEnvelope } },
      config: { access: Permission.announcementRelease },
    },
    async (request) => ok(request, await publishAnnouncement(requestContext(request), request.query.id)),
  );

  app.get(
    `${BASE}/doRevokeData`,
    {
      schema: { tags, querystring: announcementIdQuerySchema, response: { 200: recordEnvelope } },
      config: { access: Permission.announcementRelease },
    },
    async (request) => ok(request, await revokeAnnouncement(requestContext(request), request.query.id)),
  );

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
