import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and seeded files live. Paths are always `<folder>/<uuid>.<ext>` made by `storedName`,
 * never a client's text, and every access re-checks that form, so no path can leave the root.
 */
export interface FileStorage {
  readonly root: string;
  put(path: string, content: Buffer): Promise<void>;
  /** The file's size, or null when there is no such file. */
  size(path: string): Promise<number | null>;
  read(path: string): Readable;
  /** Deletes the file; a missing file is not an error. */
  remove(path: string): Promise<void>;
  /** The stored paths in `folder` last written before `before`. */
  listOlderThan(folder: string, before: Date): Promise<string[]>;
  /** Removes a temporary root (tests); a data directory is kept. */
  close(): Promise<void>;
}

export const STORED_PATH_PATTERN = /^[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** A new random stored path in `folder` with extension `ext` (lower-case, no dot). */
export function storedName(folder: string, ext: string): string {
  return `${folder}/${randomUUID()}.${ext}`;
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
    if (!STORED_PATH_PATTERN.test(path)) throw new Error('not a stored file path');
    const full = resolve(root, path);
    if (!full.startsWith(root + sep)) throw new Error('not a stored file path');
    return full;
  };

  return {
    root,
    async put(path, content) {
      const full = locate(path);
      await mkdir(resolve(full, '..'), { recursive: true });
      await writeFile(full, content, { flag: 'wx' });
    },
    async size(path) {
      try {
        const info = await stat(locate(path));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    read(path) {
      return createReadStream(locate(path));
    },
    async remove(path) {
      await rm(locate(path), { force: true });
    },
    async listOlderThan(folder, before) {
      if (!/^[a-z]+$/.test(folder)) throw new Error('not a stored folder');
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
