import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client';
import { sysLog } from './schema';

export type LogRow = typeof sysLog.$inferInsert;

/** Rows waiting beyond this are written at once rather than at the next tick. */
const BATCH_MAX = 500;
/** A flush that fails keeps at most this many rows for the next one (the rest are dropped and logged). */
const BACKLOG_MAX = 5_000;

/**
 * Log rows leave the request path: a request only pushes its row into memory, and one multi-row insert
 * every `flushMs` (or at BATCH_MAX rows, and on close) writes them, so a request waits for no log write.
 * A row whose write fails once is retried with the next batch.
 */
export class LogWriter {
  private rows: LogRow[] = [];
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    flushMs: number,
    /** Fills in what a row needs looked up (e.g. a sign-in's tenant) just before it is written. */
    private readonly complete: (rows: LogRow[]) => Promise<void> = async () => undefined,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  push(row: LogRow): void {
    this.rows.push(row);
    if (this.rows.length >= BATCH_MAX) void this.flush();
  }

  /** Writes every row pushed so far (waits for a flush under way first). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.rows.length === 0) return;
    const batch = this.rows;
    this.rows = [];
    this.flushing = this.write(batch).finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  private async write(batch: LogRow[]): Promise<void> {
    try {
      await this.complete(batch);
      await insertRows(this.db, batch);
    } catch (error) {
      const kept = batch.slice(-Math.max(0, BACKLOG_MAX - this.rows.length));
      this.log.warn({ err: error, rows: batch.length, kept: kept.length }, 'log rows not written');
      this.rows = [...kept, ...this.rows];
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** A column of the log table: its row field and its SQL array type. */
const COLUMNS = [
  ['id', 'text'],
  ['tenantId', 'text'],
  ['logType', 'smallint'],
  ['logContent', 'text'],
  ['userId', 'text'],
  ['username', 'text'],
  ['ip', 'text'],
  ['userAgent', 'text'],
  ['method', 'text'],
  ['requestUrl', 'text'],
  ['requestParam', 'text'],
  ['costTime', 'integer'],
  ['outcome', 'text'],
  ['reason', 'text'],
  ['createTime', 'timestamptz'],
] as const satisfies readonly (readonly [keyof LogRow, string])[];

/**
 * One INSERT … SELECT FROM unnest(…) with one array per column: the statement has 15 parameters however
 * many rows it writes, so building, sending and planning it costs the same for 10 rows or 500.
 */
async function insertRows(db: Database, rows: LogRow[]): Promise<void> {
  const names = sql.join(
    COLUMNS.map(([field]) => sql.identifier(sysLog[field].name)),
    sql`, `,
  );
  const arrays = sql.join(
    COLUMNS.map(([field, type]) => {
      const values = rows.map((row) =>
        field === 'createTime' ? (row.createTime ?? new Date()).toISOString() : (row[field] ?? null),
      );
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    }),
    sql`, `,
  );
  await db.execute(sql`INSERT INTO ${sysLog} (${names}) SELECT * FROM unnest(${arrays})`);
}
