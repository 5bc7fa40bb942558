import {
  SuccessKey,
  type LoginAnswer,
  captchaImageSchema,
  isTwoFactorChallenge,
  loginAnswerSchema,
  loginRequestSchema,
  loginResultSchema,
  loginSettingsSchema,
  logoutResultSchema,
  onlineUserQuerySchema,
  onlineUserSchema,
  pageResultOf,
  Permission,
  phoneLoginRequestSchema,
  transportKeySchema,
  twoFactorLoginRequestSchema,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicContext, requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { RateLimits } from '#platform/security/rate-limit';
import { consumeSmsCode } from '../sms/service';
import { newCaptchaImage } from './captcha';
import { captchaStoreOf } from './captcha-store';
import { authMessages } from './messages';
import { onlineUsers } from './online';
import { completeTwoFactor, login, logout, phoneLogin, type SignInSettings } from './service';
import { transportKeyOf } from './transport-key';

const checkKeyParams = z.object({ checkKey: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(authMessages);
  const captchas = captchaStoreOf(app);
  if (!app.config.LOGIN_CAPTCHA) {
    app.log.warn('LOGIN_CAPTCHA=false: sign-in asks for no captcha (meant for automated clients only)');
  }
  const settings: SignInSettings = {
    captchas: app.config.LOGIN_CAPTCHA ? captchas : null,
    mainIndexPage: { url: app.config.MAIN_INDEX_PAGE, name: 'mall-index' },
    consumeSmsCode: ({ db }, mobile, code) => consumeSmsCode(db, mobile, code, 'login'),
  };

  const answer = (request: FastifyRequest, result: LoginAnswer) =>
    ok(request, result, isTwoFactorChallenge(result) ? SuccessKey.twoFactorRequired : SuccessKey.loginOk);

  app.post(
    '/sys/login',
    {
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: envelopeOf(loginAnswerSchema) } },
      config: { access: 'public', rateLimits: RateLimits.login },
    },
    async (request) =>
      answer(request, await login(publicContext(request), request.body, settings, request.ip)),
  );

  app.post(
    '/sys/phoneLogin',
    {
      schema: {
        tags: ['auth'],
        body: phoneLoginRequestSchema,
        response: { 200: envelopeOf(loginAnswerSchema) },
      },
      config: { access: 'public', rateLimits: RateLimits.login },
    },
    async (request) =>
      answer(request, await phoneLogin(publicContext(request), request.body, settings, request.ip)),
  );

  app.post(
    '/sys/login/twoFactor',
    {
      schema: {
        tags: ['auth'],
        body: twoFactorLoginRequestSchema,
        response: { 200: envelopeOf(loginResultSchema) },
      },
      config: { access: 'public', rateLimits: RateLimits.twoFactor },
    },
    async (request) =>
      ok(
        request,
        await completeTwoFactor(publicContext(request), request.body, settings, request.ip),
        SuccessKey.loginOk,
      ),
  );

  app.get(
    '/sys/getEncryptedString',
    {
      schema: { tags: ['auth'], response: { 200: envelopeOf(transportKeySchema) } },
      config: { access: 'public' },
    },
    async (request) => ok(request, await transportKeyOf(app.db)),
  );

  app.get(
    '/sys/loginSettings',
    {
      schema: { tags: ['auth'], response: { 200: envelopeOf(loginSettingsSchema) } },
      config: { access: 'public' },
    },
    async (request) => ok(request, { captchaRequired: app.config.LOGIN_CAPTCHA }),
  );

  app.get(
    '/sys/randomImage/:checkKey',
    {
      schema: { tags: ['auth'], params: checkKeyParams, response: { 200: envelopeOf(captchaImageSchema) } },
      config: { access: 'public', rateLimits: RateLimits.captcha },
    },
    async (request) => ok(request, await newCaptchaImage(captchas, request.params.checkKey)),
  );

  app.post(
    '/sys/logout',
    {
      schema: { tags: ['auth'], response: { 200: envelopeOf(logoutResultSchema) } },
      config: { access: 'session' },
    },
    async (request) => {
      await logout(requestContext(request));
      return ok(request, null, SuccessKey.logoutOk);
    },
  );

  // JeecgBoot's online users page: the tenant's open sessions, for those who administer its users.
  app.get(
    '/sys/online/list',
    {
      schema: {
        tags: ['auth'],
        querystring: onlineUserQuerySchema,
        response: { 200: envelopeOf(pageResultOf(onlineUserSchema)) },
      },
      config: { access: Permission.userList },
    },
    async (request) => ok(request, await onlineUsers(requestContext(request), request.query)),
  );
};
