import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from './client';
import type { DatabaseScope } from './scope';

declare module 'fastify' {
  interface FastifyInstance {
    /** The owner's database: migrations, seeds and work not yet given a scope. */
    db: Database;
    /** The database as a request in `scope` sees it (row-level security decides whose rows). */
    databaseAs(scope: DatabaseScope): Database;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  pgliteTemplate?: Blob | undefined;
  migrationsFolder: string;
}

/** Opens the database, migrates it, decorates `app.db` and `app.databaseAs`, and closes it when the app closes. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    const handle = await openDatabase({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      pgliteTemplate: options.pgliteTemplate,
      onPoolError: (error) => app.log.error({ err: error }, 'database connection error'),
    });
    app.addHook('onClose', () => handle.close());
    await handle.migrate(options.migrationsFolder);
    app.decorate('db', handle.db);
    app.decorate('databaseAs', (scope: DatabaseScope) => handle.as(scope));
  },
  { name: 'database' },
);
