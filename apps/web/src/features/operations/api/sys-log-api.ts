import { sysLogEntity, type LogTypeValue, type SysLogRecord } from '@mall/shared';
import { createCrudApi, crudKeys, type CrudApi } from '../../../widgets/crud/crud-api';

const base = createCrudApi<SysLogRecord, never, never>(sysLogEntity.basePath);

/** What the log page searches by beyond the list's own filters: the type, a period and words. */
export interface LogSearch {
  logType: LogTypeValue;
  keyWord: string;
  createTime_begin: string;
  createTime_end: string;
}

/**
 * /sys/log list and export of one log type (1 login, 2 operation), narrowed by a period and words:
 * the search travels with every list and export call, and is part of the query keys.
 */
export function sysLogApi(search: LogSearch): CrudApi<SysLogRecord, never, never> {
  const extra = Object.fromEntries(Object.entries(search).filter(([, value]) => value !== ''));
  return {
    ...base,
    keys: crudKeys(`${sysLogEntity.basePath}?${new URLSearchParams(extra as Record<string, string>)}`),
    list: (query, options) => base.list({ ...query, ...extra }, options),
    exportXls: (query, fileName, options) => base.exportXls({ ...query, ...extra }, fileName, options),
  };
}
