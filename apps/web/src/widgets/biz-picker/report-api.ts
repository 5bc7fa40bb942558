import {
  REPORT_PARAM_PREFIX,
  type PopupRecord,
  type ReportColumns,
  type ReportPage,
  type ReportQueryItem,
} from '@mall/shared';
import { http } from '../../lib/http';

const base = '/online/cgreport/api';

/** getRpColumns/{code}: the report's id, name, shown columns and parameters. */
export const fetchReportColumns = (code: string, signal?: AbortSignal) =>
  http.get<ReportColumns>(`${base}/getRpColumns/${encodeURIComponent(code)}`, {}, signal ? { signal } : {});

/** getQueryInfo/{id}: the report's query fields. */
export const fetchReportQueryInfo = (id: string, signal?: AbortSignal) =>
  http.get<ReportQueryItem[]>(`${base}/getQueryInfo/${encodeURIComponent(id)}`, {}, signal ? { signal } : {});

export interface ReportDataQuery {
  pageNo: number;
  pageSize: number;
  column?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  /** The search form's values by field (`<field>_begin` / `<field>_end` for a range). */
  filters: Readonly<Record<string, string>>;
  /** Dynamic parameters by name (sent as `self_<name>`). */
  params: Readonly<Record<string, string>>;
}

/** getData/{id}: one page; empty values are not sent. */
export function fetchReportData(
  id: string,
  query: ReportDataQuery,
  signal?: AbortSignal,
): Promise<ReportPage> {
  const params: Record<string, string | number> = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.column) {
    params.column = query.column;
    params.order = query.order ?? 'asc';
  }
  for (const [field, value] of Object.entries(query.filters)) if (value.trim()) params[field] = value.trim();
  for (const [name, value] of Object.entries(query.params))
    if (value.trim()) params[`${REPORT_PARAM_PREFIX}${name}`] = value.trim();
  return http.get<ReportPage>(`${base}/getData/${encodeURIComponent(id)}`, params, signal ? { signal } : {});
}

/** A report row's key: its id when it has one, else the whole row. */
export const reportRowKey = (record: PopupRecord) =>
  record.id !== undefined && record.id !== null ? String(record.id) : JSON.stringify(record);
