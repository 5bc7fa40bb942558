import {
  alterationCheckRequestSchema,
  alterationCheckResultSchema,
  alterationResetRequestSchema,
  alterationTicketSchema,
  alterationVerifyRequestSchema,
  approveRequestSchema,
  avatarUpdateSchema,
  myselfSchema,
  myselfUpdateSchema,
  notificationSettingsSchema,
  privacySettingsSchema,
  Permission,
  pageResultOf,
  registerRequestSchema,
  registrationListQuerySchema,
  registrationRecordSchema,
  registerResultSchema,
  registrationEventSchema,
  registrationHistoryQuerySchema,
  registrationProofSchema,
  rejectedApplicationSchema,
  rejectRequestSchema,
  resubmitRequestSchema,
  reviewResultSchema,
  SuccessKey,
  tracenodeListSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupSchema,
  twoFactorStateSchema,
  updatePasswordRequestSchema,
} from '@mall/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicContext, requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { RateLimits } from '#platform/security/rate-limit';
import { checkAccount, resetPassword, verifyResetCode } from './alteration';
import { accountAnswerMessages } from './messages';
import { getMyself, updateAvatar, updateMyself } from './myself';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings';
import { readPrivacySettings, savePrivacySettings } from './privacy-settings';
import { changePassword } from './password-change';
import { AccountRateLimits } from './rate-limits';
import { customerTypes, register } from './registration';
import { listRegistrations } from './registrations';
import { registrationHistory } from './registration-history';
import { rejectedApplication, resubmitApplication } from './resubmission';
import { approveRegistration, rejectRegistration } from './review';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor';

const tags = ['account'];
const nothing = envelopeOf(z.null());

/**
 * Registration and its review, password change and reset, the personal centre (profile, avatar,
 * notification preferences), two-step enrolment. The personal calls act on the session's user only.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(accountAnswerMessages);

  app.post(
    '/sys/tracenode/queryAllTracenode',
    { schema: { tags, response: { 200: envelopeOf(tracenodeListSchema) } }, config: { access: 'public' } },
    async (request) => ok(request, customerTypes(publicContext(request).locale)),
  );

  app.post(
    '/sys/user/register',
    {
      schema: { tags, body: registerRequestSchema, response: { 200: envelopeOf(registerResultSchema) } },
      config: { access: 'public', rateLimits: RateLimits.register },
    },
    async (request) =>
      ok(request, await register(publicContext(request), request.body), SuccessKey.registered),
  );

  app.post(
    '/sys/user/registration/mine',
    {
      schema: {
        tags,
        body: registrationProofSchema,
        response: { 200: envelopeOf(rejectedApplicationSchema) },
      },
      config: { access: 'public', rateLimits: AccountRateLimits.resubmission },
    },
    async (request) => ok(request, await rejectedApplication(publicContext(request), request.body)),
  );

  app.post(
    '/sys/user/registration/resubmit',
    {
      schema: { tags, body: resubmitRequestSchema, response: { 200: envelopeOf(registerResultSchema) } },
      config: { access: 'public', rateLimits: AccountRateLimits.resubmission },
    },
    async (request) =>
      ok(request, await resubmitApplication(publicContext(request), request.body), SuccessKey.registered),
  );

  app.get(
    '/sys/user/registration/history',
    {
      schema: {
        tags,
        querystring: registrationHistoryQuerySchema,
        response: { 200: envelopeOf(z.array(registrationEventSchema)) },
      },
      config: { access: Permission.userApprove },
    },
    async (request) => ok(request, await registrationHistory(requestContext(request), request.query.id)),
  );

  app.get(
    '/sys/user/registration/list',
    {
      schema: {
        tags,
        // loose: unknown keys reach the list helper, which answers them with error.filterNotAllowed.
        querystring: registrationListQuerySchema.loose(),
        response: { 200: envelopeOf(pageResultOf(registrationRecordSchema)) },
      },
      config: { access: Permission.userApprove },
    },
    async (request) => ok(request, await listRegistrations(requestContext(request), request.query)),
  );

  app.post(
    '/sys/user/approve',
    {
      schema: { tags, body: approveRequestSchema, response: { 200: envelopeOf(reviewResultSchema) } },
      config: { access: Permission.userApprove },
    },
    async (request) => ok(request, await approveRegistration(requestContext(request), request.body.id)),
  );

  app.post(
    '/sys/user/reject',
    {
      schema: { tags, body: rejectRequestSchema, response: { 200: envelopeOf(reviewResultSchema) } },
      config: { access: Permission.userReject },
    },
    async (request) =>
      ok(request, await rejectRegistration(requestContext(request), request.body.id, request.body.reason)),
  );

  app.post(
    '/sys/user/updatePassword',
    {
      schema: { tags, body: updatePasswordRequestSchema, response: { 200: nothing } },
      config: { access: 'session', rateLimits: AccountRateLimits.passwordChange },
    },
    async (request) => {
      await changePassword(requestContext(request), request.body);
      return ok(request, null, SuccessKey.operationSuccessful);
    },
  );

  app.get(
    '/sys/user/myself',
    { schema: { tags, response: { 200: envelopeOf(myselfSchema) } }, config: { access: 'session' } },
    async (request) => ok(request, await getMyself(requestContext(request))),
  );

  app.put(
    '/sys/user/myself',
    {
      schema: { tags, body: myselfUpdateSchema, response: { 200: envelopeOf(myselfSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await updateMyself(requestContext(request), request.body)),
  );

  app.put(
    '/sys/user/myself/avatar',
    {
      schema: { tags, body: avatarUpdateSchema, response: { 200: envelopeOf(myselfSchema) } },
      config: { access: 'session' },
    },
    async (request) =>
      ok(request, await updateAvatar(requestContext(request), app.files, request.body.avatar)),
  );

  app.get(
    '/sys/user/privacySettings',
    {
      schema: { tags, response: { 200: envelopeOf(privacySettingsSchema) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await readPrivacySettings(requestContext(request))),
  );

  app.put(
    '/sys/user/privacySettings',
    {
      schema: { tags, body: privacySettingsSchema, response: { 200: envelopeOf(privacySettingsSchema) } },
      config: { access: 'session' },
    },
    async (request) =>
      ok(
        request,
        await savePrivacySettings(requestContext(request), request.body),
        SuccessKey.operationSuccessful,
      ),
  );

  app.get(
    '/sys/user/notificationSettings',
    {
      schema: { tags, response: { 200: envelopeOf(notificationSettingsSchema) } },
      config: { access: 'session' },
    },
    async (request) => {
      const ctx = requestContext(request);
      return ok(request, await readNotificationSettings(ctx.db, ctx.user.id));
    },
  );

  app.put(
    '/sys/user/notificationSettings',
    {
      schema: {
        tags,
        body: notificationSettingsSchema,
        response: { 200: envelopeOf(notificationSettingsSchema) },
      },
      config: { access: 'session' },
    },
    async (request) =>
      ok(
        request,
        await saveNotificationSettings(requestContext(request), request.body),
        SuccessKey.operationSuccessful,
      ),
  );

  app.post(
    '/sys/user/alteration/check',
    {
      schema: {
        tags,
        body: alterationCheckRequestSchema,
        response: { 200: envelopeOf(alterationCheckResultSchema) },
      },
      config: { access: 'public', rateLimits: AccountRateLimits.alteration },
    },
    async (request) => ok(request, await checkAccount(publicContext(request), request.body.username)),
  );

  app.post(
    '/sys/user/alteration/verify',
    {
      schema: {
        tags,
        body: alterationVerifyRequestSchema,
        response: { 200: envelopeOf(alterationTicketSchema) },
      },
      config: { access: 'public', rateLimits: AccountRateLimits.alteration },
    },
    async (request) => ok(request, await verifyResetCode(publicContext(request), request.body)),
  );

  app.post(
    '/sys/user/alteration/reset',
    {
      schema: { tags, body: alterationResetRequestSchema, response: { 200: nothing } },
      config: { access: 'public', rateLimits: AccountRateLimits.alterationReset },
    },
    async (request) => {
      await resetPassword(publicContext(request), request.body);
      return ok(request, null, SuccessKey.operationSuccessful);
    },
  );

  app.post(
    '/sys/user/twoFactor/setup',
    {
      schema: { tags, response: { 200: envelopeOf(twoFactorSetupSchema) } },
      config: { access: 'session', rateLimits: AccountRateLimits.twoFactor },
    },
    async (request) => ok(request, await setupTwoFactor(requestContext(request))),
  );

  app.post(
    '/sys/user/twoFactor/enable',
    {
      schema: {
        tags,
        body: twoFactorEnableRequestSchema,
        response: { 200: envelopeOf(twoFactorStateSchema) },
      },
      config: { access: 'session', rateLimits: AccountRateLimits.twoFactor },
    },
    async (request) => ok(request, await enableTwoFactor(requestContext(request), request.body.code)),
  );

  app.post(
    '/sys/user/twoFactor/disable',
    {
      schema: {
        tags,
        body: twoFactorDisableRequestSchema,
        response: { 200: envelopeOf(twoFactorStateSchema) },
      },
      config: { access: 'session', rateLimits: AccountRateLimits.twoFactor },
    },
    async (request) => ok(request, await disableTwoFactor(requestContext(request), request.body)),
  );
};
