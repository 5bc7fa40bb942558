import type { ImportResult } from '@mall/shared';
import { lazy, Suspense, useState } from 'react';
import { http } from '../../lib/http';
import type { CrudApi } from './crud-api';

// The import dialog (its upload and progress parts) loads when a list's import is first opened.
const ExcelImportModal = lazy(() =>
  import('../excel-import/ExcelImportModal').then((module) => ({ default: module.ExcelImportModal })),
);

export interface CrudImportDialogProps {
  /** The entity whose `importExcel` takes the files. */
  api: Pick<CrudApi<unknown, never, never>, 'importExcel' | 'basePath'>;
  open: boolean;
  onClose(): void;
  /** Rows went in (all of them, or some beside an error file): the list or tree reloads. */
  onImported(): void;
}

/**
 * The 'Import EXCEL' dialog of an entity's list (the kit's list page or a tree page): it is mounted from
 * its first opening on, so that closing it plays its animation and keeps its state; its error files
 * download through the app's HTTP client.
 */
export function CrudImportDialog({ api, open, onClose, onImported }: CrudImportDialogProps) {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering, as React recommends over an effect.
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ExcelImportModal
        open={open}
        onClose={onClose}
        onOk={onImported}
        onPartial={onImported}
        importExcel={(file, onProgress) => api.importExcel<ImportResult>(file, { onProgress })}
        downloadErrors={(fileUrl) => http.download(fileUrl)}
        downloadTemplate={() => http.download(`${api.basePath}/importTemplate`)}
      />
    </Suspense>
  );
}
