import type { PageResult } from '@mall/shared';
import { http, type RequestOptions, type UploadOptions } from '../../lib/http';
import type { ListQueryParams } from './list-query';

/** Filters of an export: the list's filters and sort, without paging. */
export type ExportQueryParams = Omit<ListQueryParams, 'pageNo' | 'pageSize'>;

/** The query keys of one entity; every mutation invalidates `all`, so lists and details refetch. */
export interface CrudKeys {
  all: readonly [string];
  lists: readonly [string, 'list'];
  list(query: ListQueryParams): readonly [string, 'list', ListQueryParams];
  detail(id: string): readonly [string, 'detail', string];
}

/**
 * The calls every admin entity answers under its base path (e.g. `/sys/user`):
 * list, queryById, add, edit, delete, deleteBatch, exportXls and importExcel.
 */
export interface CrudApi<TRecord, TAdd, TEdit> {
  basePath: string;
  keys: CrudKeys;
  list(query: ListQueryParams, options?: RequestOptions): Promise<PageResult<TRecord>>;
  queryById(id: string, options?: RequestOptions): Promise<TRecord>;
  add(body: TAdd, options?: RequestOptions): Promise<TRecord>;
  edit(body: TEdit, options?: RequestOptions): Promise<TRecord>;
  delete(id: string, options?: RequestOptions): Promise<unknown>;
  deleteBatch(ids: readonly string[], options?: RequestOptions): Promise<unknown>;
  /**
   * Downloads `exportXls` for the filters; the file name comes from Content-Disposition, else `fileName`.
   * `onProgress` follows the bytes received.
   */
  exportXls(
    query: ExportQueryParams,
    fileName: string,
    options?: RequestOptions & { onProgress?: (received: number) => void },
  ): Promise<Blob>;
  /** Uploads a spreadsheet to `importExcel` (`onProgress` follows the upload). */
  importExcel<TResult = unknown>(file: File, options?: UploadOptions): Promise<TResult>;
}

export function crudKeys(entity: string): CrudKeys {
  return {
    all: [entity],
    lists: [entity, 'list'],
    list: (query) => [entity, 'list', query],
    detail: (id) => [entity, 'detail', id],
  };
}

function withoutPaging(query: ExportQueryParams): ExportQueryParams {
  const rest: ExportQueryParams = { ...query };
  delete rest.pageNo;
  delete rest.pageSize;
  return rest;
}

/** The CRUD calls of the entity under `basePath`, on the app's one HTTP client. */
export function createCrudApi<TRecord, TAdd, TEdit>(basePath: string): CrudApi<TRecord, TAdd, TEdit> {
  return {
    basePath,
    keys: crudKeys(basePath),
    list: (query, options) => http.get<PageResult<TRecord>>(`${basePath}/list`, query, options),
    queryById: (id, options) => http.get<TRecord>(`${basePath}/queryById`, { id }, options),
    add: (body, options) => http.post<TRecord>(`${basePath}/add`, body, options),
    edit: (body, options) => http.put<TRecord>(`${basePath}/edit`, body, options),
    delete: (id, options) => http.delete(`${basePath}/delete`, { id }, options),
    deleteBatch: (ids, options) => http.delete(`${basePath}/deleteBatch`, { ids }, options),
    exportXls: (query, fileName, { onProgress, ...options } = {}) =>
      http.download(
        `${basePath}/exportXls`,
        { params: withoutPaging(query), fileName, ...(onProgress ? { onProgress } : {}) },
        options,
      ),
    importExcel: <TResult>(file: File, options?: UploadOptions) =>
      http.upload<TResult>(`${basePath}/importExcel`, file, options),
  };
}
