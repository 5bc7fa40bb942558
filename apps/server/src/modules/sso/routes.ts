import {
  Permission,
  SuccessKey,
  bindTicketParamsSchema,
  casValidateRequestSchema,
  isTwoFactorChallenge,
  loginAnswerSchema,
  registerResultSchema,
  thirdBindInfoSchema,
  thirdBindRequestSchema,
  thirdBindingSchema,
  thirdLoginTokenParamsSchema,
  thirdProviderEditSchema,
  thirdProviderSchema,
  thirdProviderStateSchema,
  thirdRegisterRequestSchema,
  thirdTypeSchema,
  unbindQuerySchema,
  type LoginAnswer,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicContext, requestContext } from '#platform/context';
import { ok } from '#platform/http/envelope';
import { envelopeOf } from '#platform/http/envelope-schema';
import { registerMessages } from '#platform/i18n/translate';
import { RateLimits } from '#platform/security/rate-limit';
import { ssoMessages } from './messages';
import { onceStoreOf } from './once-store';
import { assertProviderOn, disabledSources, providerStates, switchProvider } from './provider-switch';
import {
  THIRD_STATE_COOKIE,
  THIRD_STATE_TTL_MS,
  bindInfo,
  bindToAccount,
  bindingsOf,
  callbackPath,
  casLogin,
  finishThirdLogin,
  landingUrl,
  providersFor,
  redeemThirdLoginToken,
  registerAndBind,
  startThirdLogin,
  unbind,
  type SsoSettings,
} from './service';

const tags = ['sso'];
/** A browser navigation answers with a redirect (302), never a body. */
const redirectOnly = z.any().describe('none: the answer is a redirect');
const sourceParams = z.object({ source: thirdTypeSchema });
const callbackQuery = z.object({ state: z.string().max(512).optional() }).loose();

/** The value of one cookie of the request, if it sent it. */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  registerMessages(ssoMessages);
  const config = app.config;
  const store = onceStoreOf(app);
  const settings: SsoSettings = {
    providers: config.THIRD_LOGIN_PROVIDERS ?? [],
    publicUrl: config.PUBLIC_URL,
    cas:
      config.CAS_SERVER_URL && config.CAS_SERVICE_URLS
        ? { serverUrl: config.CAS_SERVER_URL, serviceUrls: config.CAS_SERVICE_URLS }
        : null,
    store,
    signIn: { captchas: null, mainIndexPage: { url: config.MAIN_INDEX_PAGE, name: 'mall-index' } },
  };
  const secureCookie = config.PUBLIC_URL?.startsWith('https:') ? '; Secure' : '';

  const sweep = setInterval(() => {
    store
      .removeExpired(Date.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'sso sweep failed'));
  }, config.SESSION_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));

  const answer = (request: FastifyRequest, result: LoginAnswer) =>
    ok(request, result, isTwoFactorChallenge(result) ? SuccessKey.twoFactorRequired : SuccessKey.loginOk);

  app.post(
    '/sys/cas/client/validateLogin',
    {
      schema: { tags, body: casValidateRequestSchema, response: { 200: envelopeOf(loginAnswerSchema) } },
      config: { access: 'public', rateLimits: RateLimits.login },
    },
    async (request) => answer(request, await casLogin(publicContext(request), settings, request.body)),
  );

  app.get(
    '/sys/thirdLogin/providers',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(thirdProviderSchema)) } },
      config: { access: 'public' },
    },
    async (request) => {
      const ctx = publicContext(request);
      const off = await disabledSources(ctx.db);
      return ok(
        request,
        providersFor(settings, ctx.locale).filter((provider) => !off.has(provider.source)),
      );
    },
  );

  app.get(
    '/sys/thirdProvider/list',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(thirdProviderStateSchema)) } },
      config: { access: Permission.thirdProviderList },
    },
    async (request) => {
      const ctx = requestContext(request);
      return ok(request, await providerStates(ctx.db, settings, ctx.locale));
    },
  );

  app.put(
    '/sys/thirdProvider/edit',
    {
      schema: { tags, body: thirdProviderEditSchema, response: { 200: envelopeOf(z.null()) } },
      config: { access: Permission.thirdProviderEdit },
    },
    async (request) => {
      const ctx = requestContext(request);
      await switchProvider(ctx.db, settings, { ...request.body, by: ctx.user.username });
      return ok(request, null, SuccessKey.operationSuccessful);
    },
  );

  // A browser navigation, not a call: answers with a redirect to the provider.
  app.get(
    '/sys/thirdLogin/render/:source',
    {
      schema: { tags, params: sourceParams, response: { 200: redirectOnly } },
      config: { access: 'public', rateLimits: RateLimits.login },
    },
    async (request, reply) => {
      await assertProviderOn(publicContext(request).db, request.params.source);
      const { url, state } = await startThirdLogin(settings, request.params.source);
      const maxAge = Math.floor(THIRD_STATE_TTL_MS / 1000);
      // SameSite=Lax: sent on the provider's top-level redirect back, not on requests other sites make.
      reply.header(
        'set-cookie',
        `${THIRD_STATE_COOKIE}=${state}; Path=${callbackPath(request.params.source)}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookie}`,
      );
      return reply.redirect(url);
    },
  );

  // The provider sends the browser here; it goes on to the web app's third-login page.
  app.get(
    '/sys/thirdLogin/callback/:source',
    {
      schema: { tags, params: sourceParams, querystring: callbackQuery, response: { 200: redirectOnly } },
      config: { access: 'public', rateLimits: RateLimits.login },
    },
    async (request, reply) => {
      const { source } = request.params;
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const landing = await finishThirdLogin(
        publicContext(request),
        settings,
        source,
        { state: request.query.state, rawQuery },
        cookieOf(request, THIRD_STATE_COOKIE),
      );
      reply.header(
        'set-cookie',
        `${THIRD_STATE_COOKIE}=; Path=${callbackPath(source)}; Max-Age=0; HttpOnly; SameSite=Lax${secureCookie}`,
      );
      return reply.redirect(landingUrl(landing));
    },
  );

  app.get(
    '/sys/thirdLogin/getLoginUser/:token/:thirdType',
    {
      schema: { tags, params: thirdLoginTokenParamsSchema, response: { 200: envelopeOf(loginAnswerSchema) } },
      config: { access: 'public', rateLimits: RateLimits.login },
    },
    async (request) =>
      answer(
        request,
        await redeemThirdLoginToken(
          publicContext(request),
          settings,
          request.params.token,
          request.params.thirdType,
        ),
      ),
  );

  app.get(
    '/sys/thirdLogin/bindInfo/:bindTicket',
    {
      schema: { tags, params: bindTicketParamsSchema, response: { 200: envelopeOf(thirdBindInfoSchema) } },
      config: { access: 'public', rateLimits: RateLimits.login },
    },
    async (request) =>
      ok(request, await bindInfo(publicContext(request), settings, request.params.bindTicket)),
  );

  app.post(
    '/sys/thirdLogin/bindAccount',
    {
      schema: { tags, body: thirdBindRequestSchema, response: { 200: envelopeOf(loginAnswerSchema) } },
      config: { access: 'public', rateLimits: RateLimits.login },
    },
    async (request) =>
      answer(request, await bindToAccount(publicContext(request), settings, request.body, request.ip)),
  );

  app.post(
    '/sys/thirdLogin/register',
    {
      schema: { tags, body: thirdRegisterRequestSchema, response: { 200: envelopeOf(registerResultSchema) } },
      config: { access: 'public', rateLimits: RateLimits.register },
    },
    async (request) =>
      ok(
        request,
        await registerAndBind(publicContext(request), settings, request.body),
        SuccessKey.registered,
      ),
  );

  app.get(
    '/sys/thirdLogin/bindings',
    {
      schema: { tags, response: { 200: envelopeOf(z.array(thirdBindingSchema)) } },
      config: { access: 'session' },
    },
    async (request) => ok(request, await bindingsOf(requestContext(request), settings)),
  );

  app.delete(
    '/sys/thirdLogin/unbind',
    {
      schema: { tags, querystring: unbindQuerySchema, response: { 200: envelopeOf(z.null()) } },
      config: { access: 'session' },
    },
    async (request) => {
      await unbind(requestContext(request), request.query.id);
      return ok(request, null, SuccessKey.operationSuccessful);
    },
  );
};
