import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { type MallServer, startMallServer } from './mall-server';
import { test as base } from './test';

/** A local S3-protocol server with one bucket, and the env that points the mall server's files at it. */
interface TestS3 {
  env: Record<string, string>;
  /** The keys of the bucket's objects (read from the S3 server's own folder). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'mall-e2e-s3-'));
  const bucket = 'mall-e2e';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
    // The server computes bucket-level signatures (listings) differently from the current SDK.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const entries = await readdir(join(directory, bucket), { recursive: true });
      return entries
        .filter((entry) => entry.endsWith('._S3rver_object'))
        .map((entry) => entry.slice(0, -'._S3rver_object'.length));
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The e2e `test` with the worker's server keeping its files in an S3 bucket (a local S3 server the worker
 * starts) instead of its data directory. Specs using it run in workers of their own.
 */
export const test = base.extend<object, { mallServer: MallServer; s3: TestS3 }>({
  s3: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const s3 = await startS3();
      await use(s3);
      await s3.close();
    },
    { scope: 'worker' },
  ],
  mallServer: [
    async ({ s3 }, use, workerInfo) => {
      const server = await startMallServer(workerInfo.workerIndex, s3.env);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
