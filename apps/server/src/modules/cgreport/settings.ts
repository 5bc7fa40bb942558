import type { Config } from '../../config';

/** What the report runner and the data sources take from the operator's environment. */
export interface ReportSettings {
  timeoutMs: number;
  rowCap: number;
  /** Host names a data source may name: DATA_SOURCE_HOSTS and the main database's host. */
  allowedHosts: ReadonlySet<string>;
  /** DATA_SOURCE_KEY; undefined: no data source password can be stored. */
  secretKey: Buffer | undefined;
}

export function reportSettings(
  config: Pick<
    Config,
    'REPORT_TIMEOUT_MS' | 'REPORT_ROW_CAP' | 'DATA_SOURCE_HOSTS' | 'DATA_SOURCE_KEY' | 'DATABASE_URL'
  >,
): ReportSettings {
  const hosts = new Set(config.DATA_SOURCE_HOSTS);
  if (config.DATABASE_URL) hosts.add(new URL(config.DATABASE_URL).hostname.toLowerCase());
  return {
    timeoutMs: config.REPORT_TIMEOUT_MS,
    rowCap: config.REPORT_ROW_CAP,
    allowedHosts: hosts,
    secretKey: config.DATA_SOURCE_KEY ? Buffer.from(config.DATA_SOURCE_KEY, 'base64') : undefined,
  };
}
