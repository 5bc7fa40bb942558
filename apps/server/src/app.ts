import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE } from '@mall/shared';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import { seedIfEmpty, type InitialCredential } from './db/seed';
import { authRoutes } from './modules/auth/routes';
import { sessionStore } from './modules/auth/service';
import { catalogueRoutes } from './modules/catalogue/routes';
import { permissionRoutes } from './modules/permission/routes';
import { userRoutes } from './modules/user/routes';
import { authGuard } from './platform/auth/guard';
import { databasePlugin } from './platform/db/plugin';
import { healthRoutes } from './platform/health';
import { registerApiDocs } from './platform/http/docs';
import { errorHandling, sendNotFound } from './platform/http/error-handler';
import { accessLog } from './platform/http/access-log';
import { securityHeaders } from './platform/http/security-headers';
import { jsonBodyParser } from './platform/http/json-parser';
import { createLogger } from './platform/logger';
import { redisPlugin } from './platform/redis';
import { webApp } from './platform/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The users' initial passwords when this start seeded an empty database, else null. */
    initialCredentials: InitialCredential[] | null;
  }
}

export interface BuildOptions {
  /** A pino logger to use instead of one made from the config (tests capture logs with it). */
  logger?: Logger;
  /** Runs after the platform plugins, before the modules: tests add hooks and routes here. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /** Starts PGlite from this data-directory dump instead of an initdb (tests). */
  pgliteTemplate?: Blob;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./db/migrations', import.meta.url));

/** The whole server, ready to listen or to be injected into. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = options.logger ?? createLogger(config);
  // Fastify's own two entries per request give way to accessLog's one line.
  const app = Fastify({ loggerInstance, logController: new LogController({ disableRequestLogging: true }) });
  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    await app.register(errorHandling);
    await app.register(accessLog);
    await app.register(securityHeaders);
    await app.register(jsonBodyParser);

    if (config.DATA_DIR) await mkdir(join(config.DATA_DIR, 'files'), { recursive: true });
    await app.register(databasePlugin, {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      pgliteTemplate: options.pgliteTemplate,
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    const initialCredentials = await seedIfEmpty(app.db, {
      adminPassword: config.ADMIN_PASSWORD,
      demoPassword: config.DEMO_PASSWORD,
      demoData: config.DEMO_DATA,
    });
    app.decorate('initialCredentials', initialCredentials);
    await app.register(redisPlugin, { url: config.REDIS_URL });
    await app.register(authGuard, { sessions: sessionStore(app.db) });
    if (config.API_DOCS) await registerApiDocs(app, `${API_BASE}/docs`);
    await options.configure?.(app);

    await app.register(
      async (api) => {
        api.setNotFoundHandler(sendNotFound);
        await api.register(healthRoutes);
        await api.register(authRoutes);
        await api.register(permissionRoutes);
        await api.register(userRoutes);
        await api.register(catalogueRoutes);
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
