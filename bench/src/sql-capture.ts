import pg from 'pg';

export interface CapturedQuery {
  /** Set for named (prepared) statements, which the replay prepares the same way. */
  name?: string;
  text: string;
  values?: unknown[];
  rowMode?: 'array';
}

/**
 * Records the statements sent through any pg.Pool while `run` executes: the bench's baseline replays
 * exactly the SQL that one request of ours sends, so the ratio measures everything but the database.
 */
export async function captureQueries(run: () => Promise<void>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') captured.push({ text: first, values: second as unknown[] | undefined });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as pg.QueryConfig & { rowMode?: 'array' };
      captured.push({
        name: config.name,
        text: config.text,
        values: config.values ?? (second as unknown[] | undefined),
        rowMode: config.rowMode,
      });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return captured;
}
