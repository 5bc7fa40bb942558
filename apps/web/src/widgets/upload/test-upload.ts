import { vi } from 'vitest';
import { http, type UploadOptions } from '../../lib/http';
import { HttpError } from '../../lib/http-error';

/** One upload the test answers by hand. */
export interface PendingUpload {
  file: File;
  path: string;
  options: UploadOptions;
  progress(percent: number): void;
  succeed(storedPath: string): void;
  fail(message?: string): void;
}

/** Replaces http.upload with uploads the test settles one by one; answers their list. */
export function controlUploads(): PendingUpload[] {
  const pending: PendingUpload[] = [];
  vi.spyOn(http, 'upload').mockImplementation(
    (path, file, options = {}) =>
      new Promise((resolve, reject) => {
        pending.push({
          file: file as File,
          path,
          options,
          progress: (percent) => options.onProgress?.({ loaded: percent, total: 100, percent }),
          succeed: (storedPath) => resolve(storedPath as never),
          fail: (message = '') => reject(new HttpError({ status: 400, code: 400, message })),
        });
      }),
  );
  return pending;
}

export const pngFile = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });
export const textFile = (name = 'notes.txt') => new File(['text'], name, { type: 'text/plain' });
