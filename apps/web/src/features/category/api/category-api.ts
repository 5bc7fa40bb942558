import {
  categoryEntity,
  type CategoryAddRequest,
  type CategoryEditRequest,
  type CategoryRecord,
} from '@mall/shared';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/category on the kit: CRUD and export of the acting tenant's categories. */
export const categoryApi = createCrudApi<CategoryRecord, CategoryAddRequest, CategoryEditRequest>(
  categoryEntity.basePath,
);
