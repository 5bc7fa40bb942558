import { AVATAR_MAX_BYTES, Permission, UPLOAD_MAX_BYTES, type UploadBiz } from '@mall/shared';
import type { SessionUser } from '#platform/auth/session-user';
import { hasPermission } from '#platform/auth/session-user';
import { FILE_TYPES } from '#platform/files/content-type';
import { storedName, type FileStorage } from '#platform/files/storage';
import { AppError } from '#platform/http/app-error';

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

/** Each upload purpose: its one folder, the types and size it takes, and who may upload there. */
const BIZ: Record<UploadBiz, UploadPurpose> = {
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
};

function mayEditProducts(user: SessionUser): boolean {
  return hasPermission(user, Permission.productAdd) || hasPermission(user, Permission.productEdit);
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
  files: FileStorage,
  user: SessionUser,
  biz: UploadBiz,
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
    [...fileName].some((char) => char.charCodeAt(0) < 0x20)
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
  await files.put(path, content);
  return path;
}
