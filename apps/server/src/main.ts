import { WEB_BASE } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

const FORCED_EXIT_AFTER_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** localhost for wildcard and loopback binds, else the host itself. */
function displayHost(host: string): string {
  if (['0.0.0.0', '::', '::1', 'localhost'].includes(host) || host.startsWith('127.')) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** SIGTERM/SIGINT close the app (in-flight requests finish, then the database and Redis close). */
function closeOnSignals(app: FastifyInstance) {
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, FORCED_EXIT_AFTER_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}

/** The passwords of a first start; printed even when listening fails, as they are never shown again. */
function printInitialCredentials(app: FastifyInstance | undefined) {
  if (!app?.initialCredentials) return;
  console.log(
    '\nFirst start: the initial accounts (shown only this once; change the passwords after logging in):',
  );
  for (const { username, password } of app.initialCredentials)
    console.log(`  ${username.padEnd(8)} ${password}`);
  console.log('');
}

const config = readConfig();
let app: FastifyInstance | undefined;
try {
  app = await buildApp(config);
  closeOnSignals(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`B2B Mall is running at http://${displayHost(config.HOST)}:${config.PORT}${WEB_BASE}`);
  printInitialCredentials(app);
} catch (error) {
  console.error('B2B Mall could not start:', error);
  printInitialCredentials(app);
  await app?.close().catch(() => undefined);
  process.exit(1);
}
