import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@mall/shared';
import type { TablePaginationConfig } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Paging of every list: 10 per page, 10/20/30, quick jumper, size changer, range and total. */
export function useListPagination(): TablePaginationConfig {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      defaultPageSize: DEFAULT_PAGE_SIZE,
      pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
      showSizeChanger: true,
      showQuickJumper: true,
      showTotal: (total: number, [start, end]: [number, number]) => t('list.total', { start, end, total }),
    }),
    [t],
  );
}
