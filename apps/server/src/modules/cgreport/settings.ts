import type { Config } from '../../config';

/** What the report runner and the data sources take from the operator's environment. */
export interface ReportSettings {
  timeoutMs: number;
  rowCap: number;
  /** Host names a data source may name: DATA_SOURCE_HOSTS only. */
  allowedHosts: ReadonlySet<string>;
  /** The main database (PostgreSQL only), which no data source may name: its views are the tenant wall. */
  mainDatabase: { hosts: ReadonlySet<string>; port: number; database: string } | undefined;
  /** The main database is the embedded PGlite (no DATABASE_URL), which cannot stop a running query. */
  embedded: boolean;
  /** DATA_SOURCE_KEY; undefined: no data source password can be stored. */
  secretKey: Buffer | undefined;
}

export function reportSettings(
  config: Pick<
    Config,
    'REPORT_TIMEOUT_MS' | 'REPORT_ROW_CAP' | 'DATA_SOURCE_HOSTS' | 'DATA_SOURCE_KEY' | 'DATABASE_URL'
  >,
): ReportSettings {
  return {
    timeoutMs: config.REPORT_TIMEOUT_MS,
    rowCap: config.REPORT_ROW_CAP,
    allowedHosts: new Set(config.DATA_SOURCE_HOSTS),
    mainDatabase: config.DATABASE_URL ? mainDatabaseOf(config.DATABASE_URL) : undefined,
    embedded: !config.DATABASE_URL,
    secretKey: config.DATA_SOURCE_KEY ? Buffer.from(config.DATA_SOURCE_KEY, 'base64') : undefined,
  };
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** The main database's address, with every name a loopback host goes by when it is on this machine. */
function mainDatabaseOf(databaseUrl: string): NonNullable<ReportSettings['mainDatabase']> {
  const url = new URL(databaseUrl);
  const host = url.hostname.toLowerCase();
  return {
    hosts: new Set(LOOPBACK.includes(host) ? LOOPBACK : [host]),
    port: url.port ? Number(url.port) : 5432,
    database:
      decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres',
  };
}
