import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@mall/shared';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import { applyBaseData, seedIfEmpty, type InitialCredential } from './db/seed';
import { accountRoutes } from './modules/account/routes';
import { announcementRoutes } from './modules/announcement/routes';
import { authRoutes } from './modules/auth/routes';
import { ssoRoutes } from './modules/sso/routes';
import { sessionStore } from './modules/auth/service';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { refreshSearchTerms } from './modules/catalogue/service';
import { fileRoutes } from './modules/file/routes';
import { gatewayRoutes } from './modules/gateway/routes';
import { importErrorFiles } from './modules/file/service';
import { messageTemplateRoutes } from './modules/message-template/routes';
import { monitorPlugin } from './modules/monitor/plugin';
import { monitorRoutes } from './modules/monitor/routes';
import { categoryRoutes } from './modules/category/routes';
import { customerRoutes } from './modules/customer/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { demandRoutes } from './modules/demand/routes';
import { departRoutes } from './modules/depart/routes';
import { duplicateCheckRoutes } from './modules/duplicate-check/routes';
import { dictRoutes } from './modules/dict/routes';
import { popupRoutes } from './modules/popup/routes';
import { positionRoutes } from './modules/position/routes';
import { quartzJobRoutes } from './modules/quartz-job/routes';
import { auditLogCapture } from './modules/sys-log/capture';
import { sysLogRoutes } from './modules/sys-log/routes';
import { checkRuleRoutes } from './modules/check-rule/routes';
import { fillRuleRoutes } from './modules/fill-rule/routes';
import { reportRoutes } from './modules/cgreport/routes';
import { permissionRoutes } from './modules/permission/routes';
import { buttonOfGrantedPage } from './modules/permission/service';
import { roleRoutes } from './modules/role/routes';
import { smsRoutes } from './modules/sms/routes';
import { tenantRoutes } from './modules/tenant/routes';
import { userRoutes } from './modules/user/routes';
import { authGuard } from './platform/auth/guard';
import { databasePlugin } from './platform/db/plugin';
import { eventsPlugin } from './platform/events/plugin';
import { healthRoutes } from './platform/health';
import { registerApiDocs } from './platform/http/docs';
import { errorHandling, sendNotFound } from './platform/http/error-handler';
import { accessLog } from './platform/http/access-log';
import { securityHeaders } from './platform/http/security-headers';
import { jsonBodyParser } from './platform/http/json-parser';
import { answerClientError, answerFrameworkError } from './platform/http/client-errors';
import { controlCharacterGuard } from './platform/http/control-characters';
import { serverTimeouts } from './platform/http/timeouts';
import { createLogger } from './platform/logger';
import { redisPlugin } from './platform/redis';
import { rateLimiting } from './platform/security/rate-limit';
import { webApp } from './platform/web';
import { realtimePlugin } from './platform/realtime/plugin';
import { fileStorageOf, type FileStorage } from './platform/files/storage';
import { EXPORT_PAGE_SIZE } from './platform/admin-kit/export';
import './platform/files/import-error-files';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Uploaded and seeded files (DATA_DIR/files, or a temporary directory without DATA_DIR). */
    files: FileStorage;
    /** The users' initial passwords when this start seeded an empty database, else null. */
    initialCredentials: InitialCredential[] | null;
    /** How many records an export reads at a time. */
    exportPageSize: number;
  }
}

export interface BuildOptions {
  /** A pino logger to use instead of one made from the config (tests capture logs with it). */
  logger?: Logger;
  /** Runs after the platform plugins, before the modules: tests add hooks and routes here. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** Starts PGlite from this data-directory dump instead of an initdb (tests). */
  pgliteTemplate?: Blob;
  /** How long a client may take to send a whole request; tests shorten it. */
  requestTimeoutMs?: number;
  /** How often open sockets' sessions are checked again; tests shorten it. */
  realtimeRevalidateMs?: number;
  /** How many records an export reads at a time; tests shorten it to export over several pages. */
  exportPageSize?: number;
}

// Found from the server's package folder: this module sits one folder below it, in src/ or, built, in dist/.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/** The whole server, ready to listen or to be injected into. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = options.logger ?? createLogger(config);
  // Fastify's own two entries per request give way to accessLog's one line.
  const app = Fastify({
    loggerInstance,
    logController: new LogController({ disableRequestLogging: true }),
    ...serverTimeouts(options.requestTimeoutMs),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Start-up migrates the database, and waits while another instance holds the migration lock: minutes
    // on a large or busy database are a slow start, not a hung plugin (Fastify's default gives up at 10 s).
    pluginTimeout: 120_000,
  });
  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    app.decorate('exportPageSize', options.exportPageSize ?? EXPORT_PAGE_SIZE);
    await app.register(errorHandling);
    await app.register(accessLog);
    await app.register(securityHeaders);
    await app.register(jsonBodyParser);
    await app.register(controlCharacterGuard);

    if (config.DATA_DIR) await mkdir(join(config.DATA_DIR, 'files'), { recursive: true });
    await app.register(databasePlugin, {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      pgliteTemplate: options.pgliteTemplate,
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    const files = await fileStorageOf(config);
    app.decorate('files', files);
    app.decorate('importErrorFiles', importErrorFiles(app.db, files));
    app.addHook('onClose', () => files.close());
    const initialCredentials = await seedIfEmpty(app.db, {
      files,
      adminPassword: config.ADMIN_PASSWORD,
      demoPassword: config.DEMO_PASSWORD,
      demoData: config.DEMO_DATA,
    });
    app.decorate('initialCredentials', initialCredentials);
    const baseData = await applyBaseData(app.db);
    if (baseData.menu || baseData.tenants > 0) app.log.info(baseData, 'base data brought up to this build');
    const refreshed = await refreshSearchTerms(app.db);
    if (refreshed > 0) app.log.info({ products: refreshed }, 'search terms made again by the current rules');
    await app.register(redisPlugin, { url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
    if (!config.RATE_LIMIT)
      app.log.warn('RATE_LIMIT=false: login, SMS, captcha and registration are not rate-limited');
    await app.register(rateLimiting, { enabled: config.RATE_LIMIT });
    await app.register(eventsPlugin);
    await app.register(authGuard, {
      sessions: sessionStore(app.db),
      buttonOfGrantedPage: buttonOfGrantedPage(app.db),
    });
    await app.register(auditLogCapture);
    if (config.API_DOCS) await registerApiDocs(app, `${API_BASE}/docs`);
    await options.configure?.(app);
    await app.register(realtimePlugin, {
      sessions: sessionStore(app.db),
      revalidateMs: options.realtimeRevalidateMs,
      maxSocketsPerUser: config.SOCKETS_PER_USER,
    });
    await app.register(monitorPlugin);

    await app.register(
      async (api) => {
        api.setNotFoundHandler(sendNotFound);
        await api.register(healthRoutes);
        await api.register(authRoutes);
        await api.register(ssoRoutes);
        await api.register(permissionRoutes);
        await api.register(userRoutes);
        await api.register(roleRoutes);
        await api.register(catalogueRoutes);
        await api.register(cartRoutes);
        await api.register(demandRoutes);
        await api.register(dashboardRoutes);
        await api.register(fileRoutes);
        await api.register(smsRoutes);
        await api.register(accountRoutes);
        await api.register(customerRoutes);
        await api.register(tenantRoutes);
        await api.register(departRoutes);
        await api.register(positionRoutes);
        await api.register(popupRoutes);
        await api.register(checkRuleRoutes);
        await api.register(fillRuleRoutes);
        await api.register(reportRoutes);
        await api.register(duplicateCheckRoutes);
        await api.register(dictRoutes);
        await api.register(categoryRoutes);
        await api.register(announcementRoutes);
        await api.register(messageTemplateRoutes);
        await api.register(quartzJobRoutes);
        await api.register(sysLogRoutes);
        await api.register(monitorRoutes);
        await api.register(gatewayRoutes);
      },
      { prefix: API_BASE },
    );
    await webApp(app, { webDist: config.WEB_DIST, apiBase: API_BASE });

    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
