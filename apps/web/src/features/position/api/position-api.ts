import {
  positionEntity,
  type PositionAddRequest,
  type PositionEditRequest,
  type PositionRecord,
} from '@mall/shared';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/position on the kit: the list's filters and sort come from positionEntity. */
export const positionApi = createCrudApi<PositionRecord, PositionAddRequest, PositionEditRequest>(
  positionEntity.basePath,
);
