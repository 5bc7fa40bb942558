import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { contentTypeOf } from './content-type';

/** A stored file opened for reading: its bytes as a stream and how many there are. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded and seeded files live: local files, or an S3-compatible bucket. Paths are always
 * `<folder>/<uuid>.<ext>` made by `storedName`, never a client's text, and every access re-checks that
 * form, so no path can leave the root (or name another key of the bucket).
 */
export interface FileStorage {
  /** The local folder the files are in; null when they are in a bucket. */
  readonly root: string | null;
  put(path: string, content: Buffer): Promise<void>;
  /** The file's size, or null when there is no such file. */
  size(path: string): Promise<number | null>;
  /** The file as a stream (read as it is sent, never held whole), or null when there is no such file. */
  open(path: string): Promise<OpenedFile | null>;
  /** Deletes the file; a missing file is not an error. */
  remove(path: string): Promise<void>;
  /** The stored paths in `folder` last written before `before`. */
  listOlderThan(folder: string, before: Date): Promise<string[]>;
  /** Removes a temporary root (tests) and lets connections go; a data directory or bucket is kept. */
  close(): Promise<void>;
}

export const STORED_PATH_PATTERN = /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;
const FOLDER_PATTERN = /^[a-z]+$/;

/** A new random stored path in `folder` with extension `ext` (lower-case, no dot). */
export function storedName(folder: string, ext: string): string {
  return `${folder}/${randomUUID()}.${ext}`;
}

function assertStoredPath(path: string): void {
  if (!STORED_PATH_PATTERN.test(path)) throw new Error('not a stored file path');
}

/**
 * Files under `<dataDir>/files`, or, without a data directory (tests), under a fresh temporary
 * directory that close() removes.
 */
export async function localFileStorage(dataDir: string | undefined): Promise<FileStorage> {
  const temporary = dataDir === undefined;
  const root = temporary ? await mkdtemp(join(tmpdir(), 'mall-files-')) : resolve(dataDir, 'files');
  await mkdir(root, { recursive: true });

  const locate = (path: string): string => {
    assertStoredPath(path);
    const full = resolve(root, path);
    if (!full.startsWith(root + sep)) throw new Error('not a stored file path');
    return full;
  };
  const sizeOf = async (path: string): Promise<number | null> => {
    try {
      const info = await stat(locate(path));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };

  return {
    root,
    async put(path, content) {
      const full = locate(path);
      await mkdir(resolve(full, '..'), { recursive: true });
      await writeFile(full, content, { flag: 'wx' });
    },
    size: sizeOf,
    async open(path) {
      const size = await sizeOf(path);
      return size === null ? null : { stream: createReadStream(locate(path)), size };
    },
    async remove(path) {
      await rm(locate(path), { force: true });
    },
    async listOlderThan(folder, before) {
      if (!FOLDER_PATTERN.test(folder)) throw new Error('not a stored folder');
      const names = await readdir(join(root, folder)).catch(() => [] as string[]);
      const old: string[] = [];
      for (const name of names) {
        const path = `${folder}/${name}`;
        if (!STORED_PATH_PATTERN.test(path)) continue;
        const info = await stat(locate(path)).catch(() => null);
        if (info?.isFile() && info.mtime < before) old.push(path);
      }
      return old;
    },
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}

/** Where an S3-compatible bucket is and how to sign in to it. */
export interface S3Settings {
  /** The store's address; undefined: AWS itself. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`host/bucket/key`) rather than in the host name: what most non-AWS stores need. */
  forcePathStyle: boolean;
}

/** A "no such key" answer of the store (GetObject and HeadObject say it differently). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
}

/**
 * Files as objects of an S3-compatible bucket, keyed by their stored path. The SDK is loaded only here,
 * so a server on local files neither loads it nor prints its notices.
 */
export async function s3FileStorage(settings: S3Settings): Promise<FileStorage> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: many compatible stores do not know the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    root: null,
    async put(path, content) {
      assertStoredPath(path);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: path,
          Body: content,
          ContentLength: content.length,
          ContentType: contentTypeOf(path),
        }),
      );
    },
    async size(path) {
      assertStoredPath(path);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: path }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(path) {
      assertStoredPath(path);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: path }));
        // In Node the body is the response's own stream: read as it is sent on.
        if (!(object.Body instanceof Readable)) throw new Error('the S3 answer has no body stream');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(path) {
      assertStoredPath(path);
      await client.send(new DeleteObjectCommand({ Bucket, Key: path }));
    },
    async listOlderThan(folder, before) {
      if (!FOLDER_PATTERN.test(folder)) throw new Error('not a stored folder');
      const old: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && STORED_PATH_PATTERN.test(object.Key) && object.LastModified! < before) {
            old.push(object.Key);
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return old;
    },
    async close() {
      client.destroy();
    },
  };
}

/** The file storage the configuration names: the S3 bucket when one is set, else local files. */
export async function fileStorageOf(config: {
  DATA_DIR: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY?: string | undefined;
  S3_SECRET_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}): Promise<FileStorage> {
  if (!config.S3_BUCKET) return localFileStorage(config.DATA_DIR);
  return s3FileStorage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY ?? '',
    secretAccessKey: config.S3_SECRET_KEY ?? '',
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/**
 * The first `bytes` bytes of `stream` (fewer when it is shorter) and a stream that still yields all of
 * it: for looking at a file's start without holding the file.
 */
export async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks).subarray(0, bytes);
  async function* whole() {
    try {
      yield* chunks;
      if (done) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // A reader that stops early (a closed connection) lets the file go too.
      stream.destroy();
    }
  }
  return { head, stream: Readable.from(whole(), { objectMode: false }) };
}
