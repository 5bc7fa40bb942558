import { randomBytes } from 'node:crypto';
import { createTestApp, createTestDatabase, type TestApp } from './app';

export interface TwoInstances {
  a: TestApp;
  /** Listening on a loopback port (sockets connect to it). */
  b: TestApp;
  close(): Promise<void>;
}

/**
 * Two server instances on one PostgreSQL database and one Redis (the same key prefix, so the same
 * realtime channel), as a deployment behind a load balancer runs them. Needs TEST_DB=postgres and
 * REDIS_URL.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  const redisUrl = process.env.REDIS_URL;
  if (process.env.TEST_DB !== 'postgres' || !redisUrl) {
    throw new Error('two instances need TEST_DB=postgres and REDIS_URL');
  }
  const database = await createTestDatabase();
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `mall-test-${randomBytes(6).toString('hex')}:` };
  const started: TestApp[] = [];
  const close = async () => {
    for (const instance of started) await instance.close();
    await database.drop();
  };
  try {
    // One after the other: the first migrates and seeds, the second finds the database ready.
    started.push(await createTestApp({ database, env }));
    started.push(await createTestApp({ database, env }));
    const [a, b] = started as [TestApp, TestApp];
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    return { a, b, close };
  } catch (error) {
    await close();
    throw error;
  }
}
