import { AVATAR_MAX_BYTES, ossFileEntity, Permission, UPLOAD_MAX_BYTES, type UploadBiz } from '@mall/shared';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '#platform/auth/session-user';
import { hasPermission } from '#platform/auth/session-user';
import { tableService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { FILE_TYPES } from '#platform/files/content-type';
import type { ImportErrorFiles } from '#platform/files/import-error-files';
import { STORED_PATH_PATTERN, storedName, type FileStorage } from '#platform/files/storage';
import { AppError } from '#platform/http/app-error';
import { newId } from '#platform/ids';
import { inTenant } from '#platform/tenancy';
import { sysOssFile, sysUpload } from './schema';

/** The window the per-user upload quota counts over. */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60_000;
const MB = 1024 * 1024;

/** The upload purpose of an import's error file (kept in the temporary folder, swept like its uploads). */
const IMPORT_ERROR_BIZ = 'importError';

/** Where uploads go and the limits they are held to. */
export interface UploadTarget {
  db: Database;
  files: FileStorage;
  /** The most a user may upload within UPLOAD_QUOTA_WINDOW_MS, in bytes. */
  quotaBytes: number;
}

const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
const DOCUMENT_TYPES = [...IMAGE_TYPES, 'pdf', 'zip', 'docx', 'xlsx', 'doc', 'xls', 'txt', 'csv'] as const;

interface UploadPurpose {
  folder: string;
  types: readonly string[];
  images: boolean;
  /** Largest file taken (the request itself is cut off at UPLOAD_MAX_BYTES). */
  maxBytes: number;
  may(user: SessionUser): boolean;
}

/** An upload's purpose: one a client may name, or the file admin's (its own route). */
type Purpose = UploadBiz | 'oss';

/** Each upload purpose: its one folder, the types and size it takes, and who may upload there. */
const BIZ: Record<Purpose, UploadPurpose> = {
  product: {
    folder: 'product',
    types: IMAGE_TYPES,
    images: true,
    maxBytes: UPLOAD_MAX_BYTES,
    may: mayEditProducts,
  },
  resource: {
    folder: 'resource',
    types: DOCUMENT_TYPES,
    images: false,
    maxBytes: UPLOAD_MAX_BYTES,
    may: mayEditProducts,
  },
  // Every signed-in user may upload a picture of their own.
  avatar: { folder: 'avatar', types: IMAGE_TYPES, images: true, maxBytes: AVATAR_MAX_BYTES, may: () => true },
  temp: { folder: 'temp', types: DOCUMENT_TYPES, images: false, maxBytes: UPLOAD_MAX_BYTES, may: () => true },
  oss: {
    folder: 'oss',
    types: DOCUMENT_TYPES,
    images: false,
    maxBytes: UPLOAD_MAX_BYTES,
    may: (user) => hasPermission(user, Permission.ossFileUpload),
  },
};

function mayEditProducts(user: SessionUser): boolean {
  return hasPermission(user, Permission.productAdd) || hasPermission(user, Permission.productEdit);
}

/**
 * Whether the caller may download a stored file through the session download, and the name it was sent
 * under: a public folder's file, a file they uploaded themselves, a product document of their own tenant
 * for those who edit products, or an admin file of their own tenant for those who list the file admin.
 * The tenant is the upload's, recorded when it was made: a role in one tenant opens no file of another.
 * null: not for this caller (or not there).
 */
export async function downloadable(
  db: Database,
  caller: { user: SessionUser; tenantId: string },
  path: string,
): Promise<{ fileName: string | null } | null> {
  const folder = path.slice(0, path.indexOf('/'));
  const [upload] = await db
    .select({
      userId: sysUpload.userId,
      tenantId: sysUpload.tenantId,
      biz: sysUpload.biz,
      fileName: sysUpload.fileName,
    })
    .from(sysUpload)
    .where(eq(sysUpload.path, path));
  if (PUBLIC_FOLDERS.has(folder)) return { fileName: upload?.fileName ?? null };
  if (!upload || upload.biz === IMPORT_ERROR_BIZ) return null;
  const found = { fileName: upload.fileName };
  if (upload.userId === caller.user.id) return found;
  if (upload.tenantId !== caller.tenantId) return null;
  if (folder === BIZ.resource.folder) return BIZ.resource.may(caller.user) ? found : null;
  if (folder === BIZ.oss.folder) return hasPermission(caller.user, Permission.ossFileList) ? found : null;
  return null;
}

/** Whether `path` is an upload `userId` made for `biz` (e.g. the avatar they may point their profile at). */
export async function isOwnUpload(
  db: Database,
  userId: string,
  path: string,
  biz: UploadBiz,
): Promise<boolean> {
  const [row] = await db
    .select({ path: sysUpload.path })
    .from(sysUpload)
    .where(and(eq(sysUpload.path, path), eq(sysUpload.userId, userId), eq(sysUpload.biz, biz)));
  return row !== undefined;
}

/**
 * The tenant each of `paths` was uploaded in, for the paths that are recorded uploads: another tenant's
 * too, whose upload rows the caller cannot see (the database function answers only the tenant).
 */
export async function uploadTenants(db: Database, paths: readonly string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const { rows } = (await db.execute(
    sql`select p.path, upload_tenant_of(p.path) as tenant_id from unnest(array[${sql.join(
      paths.map((path) => sql`${path}`),
      sql`, `,
    )}]::text[]) as p(path)`,
  )) as unknown as { rows: { path: string; tenant_id: string | null }[] };
  return new Map(rows.flatMap((row) => (row.tenant_id === null ? [] : [[row.path, row.tenant_id] as const])));
}

/** Deletes an upload of `userId`: its row, then its file. Another's upload, or none, is left alone. */
export async function removeOwnUpload(
  db: Database,
  files: FileStorage,
  userId: string,
  path: string,
): Promise<void> {
  const removed = await db
    .delete(sysUpload)
    .where(and(eq(sysUpload.path, path), eq(sysUpload.userId, userId)))
    .returning({ path: sysUpload.path });
  if (removed.length > 0) await files.remove(path);
}

/** The folders whose files anybody may read (product images, avatars: random names, nothing listed). */
export const PUBLIC_FOLDERS = new Set(['product', 'avatar']);

/** How browsers keep a public image: for a year, unchanged (stored names are never reused). */
export const PUBLIC_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Stores an upload under a new random name in the folder of `biz`. The client's file name only gives
 * the extension: it must be a plain name (no folders, no "..", no control characters) with an allowed
 * extension, and the content must start as files of that type do.
 */
export async function storeUpload(
  { db, files, quotaBytes }: UploadTarget,
  { user, tenantId }: { user: SessionUser; tenantId: string },
  biz: Purpose,
  fileName: string,
  content: Buffer,
): Promise<string> {
  const purpose = BIZ[biz];
  if (!purpose.may(user)) throw new AppError(403, 'error.forbidden');
  if (
    !fileName ||
    fileName.length > 200 ||
    /[/\\]/.test(fileName) ||
    fileName.includes('..') ||
    [...fileName].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  ) {
    throw new AppError(400, 'file.badName');
  }
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const type = FILE_TYPES[extension];
  if (!type || !purpose.types.includes(extension)) {
    throw new AppError(400, purpose.images ? 'file.notImage' : 'file.typeNotAllowed');
  }
  if (content.length === 0 || !type.matches(content)) {
    throw new AppError(400, purpose.images ? 'file.notImage' : 'file.typeNotAllowed');
  }
  if (content.length > purpose.maxBytes) throw new AppError(413, 'file.tooLarge');
  const path = storedName(purpose.folder, extension === 'jpeg' ? 'jpg' : extension);
  // The quota is reserved before the file is stored: the user's uploads queue on one lock while one
  // counts what they used and records its row, so parallel uploads cannot all pass the same count.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sys_upload:${user.id}`}))`);
    const [used] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${sysUpload.size}), 0)` })
      .from(sysUpload)
      .where(
        and(
          eq(sysUpload.userId, user.id),
          // An import's error file is the server's answer, not the user's upload.
          ne(sysUpload.biz, IMPORT_ERROR_BIZ),
          gt(sysUpload.createdAt, new Date(Date.now() - UPLOAD_QUOTA_WINDOW_MS)),
        ),
      );
    if (Number(used?.bytes ?? 0) + content.length > quotaBytes) {
      throw new AppError(413, 'file.quotaExceeded', { params: { mb: Math.floor(quotaBytes / MB) } });
    }
    await tx
      .insert(sysUpload)
      .values({ path, userId: user.id, tenantId, biz, fileName, size: content.length });
  });
  try {
    await files.put(path, content);
  } catch (error) {
    // Not stored: the reservation is given back.
    await db.delete(sysUpload).where(eq(sysUpload.path, path));
    throw error;
  }
  return path;
}

/**
 * Deletes temporary uploads (`biz=temp`) older than `maxAgeMs`, files and rows. Nothing stores the path
 * of a temporary upload (a form that keeps a file uploads it to its own folder), so an old one is
 * referenced by nothing. Files in the temporary folder without a row (uploaded before rows were kept)
 * go by their age on disk. Idempotent: every instance may run it. Answers how many files it removed.
 */
export async function sweepTemporaryUploads(
  db: Database,
  files: FileStorage,
  maxAgeMs: number,
  now = Date.now(),
): Promise<number> {
  const before = new Date(now - maxAgeMs);
  const expired = await db
    .delete(sysUpload)
    .where(and(inArray(sysUpload.biz, ['temp', IMPORT_ERROR_BIZ]), lt(sysUpload.createdAt, before)))
    .returning({ path: sysUpload.path });
  const onDisk = await files.listOlderThan(BIZ.temp.folder, before);
  const kept = onDisk.length
    ? new Set(
        (
          await db.select({ path: sysUpload.path }).from(sysUpload).where(inArray(sysUpload.path, onDisk))
        ).map((row) => row.path),
      )
    : new Set<string>();
  const doomed = new Set([...expired.map((row) => row.path), ...onDisk.filter((path) => !kept.has(path))]);
  for (const path of doomed) await files.remove(path);
  return doomed.size;
}

/** Runs the temporary-upload sweep every `intervalMs` while the app is up. */
export function startSweepingUploads(app: FastifyInstance, intervalMs: number, maxAgeMs: number): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepTemporaryUploads(app.db, app.files, maxAgeMs)
      .then((removed) => {
        if (removed > 0) app.log.debug({ removed }, 'old temporary uploads swept');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}

/**
 * Import error files: each kept as a temporary file with a row naming its user; the first download by
 * that user deletes the row (so a second one, or anyone else's, finds nothing) and the file after it is
 * read. Old ones the sweep removes with the temporary uploads.
 */
export function importErrorFiles(db: Database, files: FileStorage): ImportErrorFiles {
  return {
    async keep(user, content) {
      const path = storedName(BIZ.temp.folder, 'xlsx');
      await files.put(path, content);
      await db.insert(sysUpload).values({
        path,
        userId: user.id,
        tenantId: user.tenantId,
        biz: IMPORT_ERROR_BIZ,
        size: content.length,
      });
      return path.slice(path.indexOf('/') + 1);
    },
    async take(user, name) {
      const path = `${BIZ.temp.folder}/${name}`;
      if (!STORED_PATH_PATTERN.test(path)) return null;
      const [taken] = await db
        .delete(sysUpload)
        .where(
          and(eq(sysUpload.path, path), eq(sysUpload.userId, user.id), eq(sysUpload.biz, IMPORT_ERROR_BIZ)),
        )
        .returning({ path: sysUpload.path });
      const file = taken ? await files.open(path) : null;
      if (!file) return null;
      file.stream.on('close', () => void files.remove(path).catch(() => undefined));
      return file.stream;
    },
  };
}

/** The file admin's files of the caller's tenant; deleting one deletes its stored file and upload row. */
export function ossFileService(files: FileStorage) {
  const base = tableService(ossFileEntity, {
    table: sysOssFile,
    toRecord: (row) => ({
      id: row.id,
      fileName: row.fileName,
      url: row.url,
      size: row.size,
      type: row.type,
      uploader: row.createBy,
      createTime: row.createTime.toISOString(),
    }),
  });
  return {
    ...base,
    async remove(ctx: RequestContext, ids: readonly string[]): Promise<number> {
      const removed = await ctx.db
        .delete(sysOssFile)
        .where(and(inArray(sysOssFile.id, [...ids]), inTenant(sysOssFile.tenantId, ctx.tenantId)))
        .returning({ url: sysOssFile.url });
      for (const { url } of removed) {
        await ctx.db.delete(sysUpload).where(eq(sysUpload.path, url));
        await files.remove(url);
      }
      return removed.length;
    },
  };
}

/** Stores an admin file (held to the upload rules and quota) and lists it in the caller's tenant. */
export async function addOssFile(
  ctx: RequestContext,
  target: UploadTarget,
  fileName: string,
  content: Buffer,
): Promise<string> {
  const path = await storeUpload(target, ctx, 'oss', fileName, content);
  const type = path.slice(path.lastIndexOf('.') + 1);
  await ctx.db.insert(sysOssFile).values({
    id: newId(),
    tenantId: ctx.tenantId,
    fileName,
    url: path,
    size: content.length,
    type,
    createBy: ctx.user.username,
  });
  return path;
}
