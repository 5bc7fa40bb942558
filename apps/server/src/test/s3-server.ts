import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

/** A local S3-protocol server for tests: one bucket, the env that points the app at it, and close(). */
export interface TestS3 {
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'mall-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'mall-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
    // The server computes bucket-level signatures (ListObjectsV2) differently from the current SDK:
    // object requests are checked, the signature of a listing is not.
    allowMismatchedSignatures: true,
  });
  const { port } = (await server.run()) as { port: number };
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
