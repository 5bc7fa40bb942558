import { UPLOAD_MAX_BYTES } from '@mall/shared';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http-error';
import { sendUpload, type UploadTarget } from './upload-api';
import { allDone, type UploadedFile, type UploadItem } from './upload-rules';

export interface UploadQueue {
  /** The files of the current batch: uploading, or done while others still upload. */
  items: UploadItem[];
  /** Starts uploading the files. */
  add(files: readonly File[]): void;
  /** The last failed upload (its dialog is open), or null. */
  error: UploadFailure | null;
  /** Closes the failure dialog. */
  dismissError(): void;
}

/** A file that was not stored: its name and why ('' when the failure gave no message). */
export interface UploadFailure {
  name: string;
  message: string;
}

/** A finished upload: the stored file and the file it came from. */
export interface DoneUpload extends UploadedFile {
  source: File;
}

let nextUid = 0;

/**
 * A batch of uploads. Each file is uploading, then done (it holds the stored path) or in error (it is
 * removed and its message opens the failure dialog; an empty message stays empty for the dialog's
 * 'unknown error'). A file over the upload limit is not sent: its dialog says so. The done files are
 * reported together, once none is still uploading.
 */
export function useUploadQueue(target: UploadTarget, onAllDone: (files: DoneUpload[]) => void): UploadQueue {
  const [items, setItems] = useState<UploadItem[]>([]);
  const { t } = useTranslation('upload');
  const [error, setError] = useState<UploadFailure | null>(null);
  const current = useRef<UploadItem[]>([]);
  const sources = useRef(new Map<string, File>());
  const report = useRef(onAllDone);
  const targetRef = useRef(target);
  // Uploads end after later renders: they report to the latest callback and the latest target.
  useLayoutEffect(() => {
    report.current = onAllDone;
    targetRef.current = target;
  });

  const update = useCallback((change: (list: UploadItem[]) => UploadItem[]) => {
    const next = change(current.current);
    if (next.length > 0 && allDone(next)) {
      current.current = [];
      setItems([]);
      const done = next.map((item) => ({
        path: item.path ?? '',
        name: item.name,
        source: sources.current.get(item.uid) as File,
      }));
      sources.current.clear();
      report.current(done);
      return;
    }
    current.current = next;
    setItems(next);
  }, []);

  const add = useCallback(
    (chosen: readonly File[]) => {
      const tooLarge = chosen.filter((file) => file.size > UPLOAD_MAX_BYTES);
      if (tooLarge.length > 0) {
        setError({
          name: tooLarge.map((file) => file.name).join(', '),
          message: t('tooLarge', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }),
        });
      }
      const files = chosen.filter((file) => file.size <= UPLOAD_MAX_BYTES);
      const started = files.map((file) => {
        nextUid += 1;
        const item: UploadItem = {
          uid: `upload-${nextUid}`,
          name: file.name,
          size: file.size,
          type: file.type,
          status: 'uploading',
          percent: 0,
        };
        sources.current.set(item.uid, file);
        return { file, item };
      });
      update((list) => [...list, ...started.map(({ item }) => item)]);
      const patch = (uid: string, values: Partial<UploadItem>) =>
        update((list) => list.map((item) => (item.uid === uid ? { ...item, ...values } : item)));
      started.forEach(({ file, item }) => {
        sendUpload(file, targetRef.current, (progress) => patch(item.uid, { percent: progress.percent }))
          .then((path) => patch(item.uid, { status: 'done', percent: 100, path }))
          .catch((failure: unknown) => {
            const message = failure instanceof HttpError ? failure.message : '';
            sources.current.delete(item.uid);
            update((list) => list.filter((other) => other.uid !== item.uid));
            setError({ name: file.name, message });
          });
      });
    },
    [t, update],
  );

  const dismissError = useCallback(() => setError(null), []);
  return { items, add, error, dismissError };
}
