import { API_BASE, ossFileEntity, type OssFileRecord } from '@mall/shared';
import { http, type UploadProgress } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/** /sys/oss/file on the kit: list and delete; the list's filters and sort come from ossFileEntity. */
export const ossFileApi = createCrudApi<OssFileRecord, never, never>(ossFileEntity.basePath);

/** Uploads one file to the file admin; answers its stored path. Silent: the page shows the failure. */
export function uploadOssFile(file: File, onProgress?: (progress: UploadProgress) => void): Promise<string> {
  return http.upload<string>(`${ossFileEntity.basePath}/upload`, file, { silent: true, onProgress });
}

/** Downloads a listed file under the name it was uploaded with. */
export function downloadOssFile(record: OssFileRecord): Promise<Blob> {
  return http.download(`/sys/common/download/${record.url}`, { fileName: record.fileName });
}

/** The address a listed file is downloaded from (shown in the list). */
export const ossFileAddress = (record: OssFileRecord) => `${API_BASE}/sys/common/download/${record.url}`;
