import type { PositionAddRequest, PositionEditRequest, PositionRecord } from '@mall/shared';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/position: list (POSITION_SORT_COLUMNS, code/name/postRank filters), CRUD and export. */
export const positionApi = createCrudApi<PositionRecord, PositionAddRequest, PositionEditRequest>(
  '/sys/position',
);
