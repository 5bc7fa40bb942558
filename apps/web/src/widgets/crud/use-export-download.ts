import { pickLocalized, type EntityDefinition, type Locale } from '@mall/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import type { ExportQueryParams } from './crud-api';
import type { ExportRequest } from './use-crud-mutations';

/**
 * An export's file name, should the server send none: the entity's export title (else "Export") in the
 * user's language. The server's own name (the title and the date) wins.
 */
export function exportFileName(entity: Pick<EntityDefinition, 'exportTitle'>, language: Locale): string {
  return `${pickLocalized(entity.exportTitle ?? { zh: '导出文件', en: 'Export' }, language)}.xlsx`;
}

/**
 * An entity's export as every admin list runs it, on the kit's list page and on a tree page alike:
 * `received` counts the bytes arrived so far (undefined while no download runs) for the export button;
 * a finished download says so.
 */
export function useExportDownload(exportXls: UseMutationResult<Blob, Error, ExportRequest>) {
  const { t } = useTranslation();
  const { message } = feedback();
  const [received, setReceived] = useState<number | undefined>(undefined);
  const { mutateAsync } = exportXls;
  const run = useCallback(
    async (query: ExportQueryParams, fileName: string) => {
      try {
        await mutateAsync({ query, fileName, onProgress: setReceived });
      } finally {
        setReceived(undefined);
      }
      message.success(t('crud.exported'));
    },
    [mutateAsync, message, t],
  );
  return { received, run };
}
