import {
  dataSourceEntity,
  reportEntity,
  type DataSourceAddRequest,
  type DataSourceEditRequest,
  type DataSourceRecord,
  type DataSourceTestRequest,
  type ReportAddRequest,
  type ReportEditRequest,
  type ReportRecord,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /online/cgreport/head on the kit. */
export const reportApi = createCrudApi<ReportRecord, ReportAddRequest, ReportEditRequest>(
  reportEntity.basePath,
);

/** /sys/dataSource on the kit; the password goes out, never comes back. */
export const dataSourceApi = createCrudApi<DataSourceRecord, DataSourceAddRequest, DataSourceEditRequest>(
  dataSourceEntity.basePath,
);

/** POST /sys/dataSource/testConnection. */
export const testDataSource = (body: DataSourceTestRequest) =>
  http.post<null>(`${dataSourceEntity.basePath}/testConnection`, body);
