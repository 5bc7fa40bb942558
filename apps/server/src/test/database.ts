import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { openDatabase, type DatabaseHandle } from '../platform/db/client';
import { createTestDatabase } from './app';
import { pgliteTemplate } from './pglite-template';

/**
 * An empty database without the app (no migrations): in-memory PGlite, or a new PostgreSQL database
 * when TEST_DB=postgres. For tests of the database helpers, which create their own tables.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const database = await createTestDatabase();
  const handle = await openDatabase({
    databaseUrl: database.databaseUrl,
    pgliteTemplate: database.databaseUrl ? undefined : await pgliteTemplate(),
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A debug-level logger whose entries the test can read. */
export function capturingLogger(): { log: Logger; entries: Array<Record<string, unknown>> } {
  const entries: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      entries.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'debug' }, sink), entries };
}
