import type { UploadBiz } from '@mall/shared';
import { http, type UploadProgress } from '../../lib/http';
import { DEFAULT_ROOT_PATH, DEFAULT_UPLOAD_BIZ } from './upload-rules';

/** Where and how a widget uploads. */
export interface UploadTarget {
  /** The upload path (API relative); default POST /sys/common/upload. */
  action?: string;
  /** The upload's purpose; default temp. */
  biz?: UploadBiz;
  /** Whether the session token header is sent; default true. */
  token?: boolean;
  /** The envelope field holding the stored path; default the result (the server puts it in both). */
  responseName?: string;
  /** Whether the server gives the file a new name (1) or keeps it (0). */
  rename?: boolean;
}

export const DEFAULT_UPLOAD_ACTION = '/sys/common/upload';

/**
 * Sends one file with the upload fields (isup=1, biz, rootPath, rename, and the name for images) and
 * answers the stored path. Silent: the widget shows the failure in its own dialog.
 */
export function sendUpload(
  file: File,
  target: UploadTarget,
  onProgress?: (progress: UploadProgress) => void,
): Promise<string> {
  const fields: Record<string, string> = {
    isup: '1',
    biz: target.biz ?? DEFAULT_UPLOAD_BIZ,
    rootPath: DEFAULT_ROOT_PATH,
  };
  if (target.rename !== undefined) fields.rename = target.rename ? '1' : '0';
  if (file.type.startsWith('image/')) fields.filename = file.name;
  return http.upload<string>(target.action ?? DEFAULT_UPLOAD_ACTION, file, {
    fields,
    silent: true,
    onProgress,
    token: target.token ?? true,
    answerField: target.responseName,
  });
}
