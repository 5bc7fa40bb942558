import { WEB_BASE } from '@mall/shared';
import { setFlagsFromString } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { firstStartNotice } from './first-start-notice';
import { withoutQueryValues } from './platform/db/loggable-error';

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
  const notice = firstStartNotice(app?.initialCredentials ?? null);
  if (notice) console.log(notice);
}

/**
 * V8 lets its heap fill to several times what is live before collecting it again: importing 100,000
 * products peaked at 370 MB with 65 MB live. Growing by under a third of what is live instead holds that
 * peak near 215 MB (and an export of as many near 185 MB) for about a sixth more of the server's CPU time
 * while it imports. A value given on the command line is kept.
 */
const HEAP_GROWING_PERCENT = 30;
if (!process.execArgv.some((flag) => flag.startsWith('--heap-growing-percent'))) {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
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
  // A failed migration or seed query must not print its parameters (the seed's carry password hashes).
  console.error('B2B Mall could not start:', withoutQueryValues(error));
  printInitialCredentials(app);
  await app?.close().catch(() => undefined);
  process.exit(1);
}
