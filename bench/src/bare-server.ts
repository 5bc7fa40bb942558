import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { CapturedQuery } from './sql-capture';

/** A bare Fastify + pg handler that runs the given statements in order and returns their rows. */
export async function startBareServer(
  url: string,
  queries: CapturedQuery[],
): Promise<{ app: FastifyInstance; port: number }> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const app = Fastify({ logger: false });
  app.addHook('onClose', () => pool.end());
  app.get('/list', async () => {
    const results: unknown[] = [];
    for (const query of queries) results.push((await pool.query(query)).rows);
    return { success: true, result: results };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}
