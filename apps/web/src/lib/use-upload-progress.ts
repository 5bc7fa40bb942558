import { useCallback, useRef, useState } from 'react';
import type { UploadProgress } from './http';

export interface TrackedUpload {
  /** Hand to the upload: records how much of this file has been sent. */
  onProgress: (progress: UploadProgress) => void;
  /** Call once the upload has ended (answered or failed): it leaves the sum. */
  done: () => void;
}

export interface UploadsInProgress {
  /** Whether any upload started here has not ended. */
  active: boolean;
  /** How much of all running uploads has been sent, 0–100 (bytes of all files together). */
  percent: number;
  /** Starts following one upload. */
  track: () => TrackedUpload;
}

function percentOf(uploads: UploadProgress[]): number {
  const total = uploads.reduce((sum, upload) => sum + upload.total, 0);
  if (total === 0) return 0;
  const loaded = uploads.reduce((sum, upload) => sum + upload.loaded, 0);
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** The progress of a field's uploads, one or several at once, as one percentage for its button. */
export function useUploadProgress(): UploadsInProgress {
  const [uploads, setUploads] = useState<ReadonlyMap<number, UploadProgress>>(new Map());
  const nextId = useRef(0);
  const track = useCallback((): TrackedUpload => {
    const id = nextId.current;
    nextId.current += 1;
    const set = (progress: UploadProgress | undefined) =>
      setUploads((current) => {
        if (progress === undefined && !current.has(id)) return current;
        const next = new Map(current);
        if (progress) next.set(id, progress);
        else next.delete(id);
        return next;
      });
    set({ loaded: 0, total: 0, percent: 0 });
    let ended = false;
    return {
      onProgress: (progress) => {
        if (!ended) set(progress);
      },
      done: () => {
        ended = true;
        set(undefined);
      },
    };
  }, []);
  return { active: uploads.size > 0, percent: percentOf([...uploads.values()]), track };
}
