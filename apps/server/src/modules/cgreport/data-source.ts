import { dataSourceEntity, type DataSourceTestRequest } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { tableService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { fieldKeyError } from '#platform/http/field-error';
import { inTenant } from '#platform/tenancy';
import { sysDataSource } from './schema';
import { openSecret, sealSecret } from './secret-box';
import type { ReportSettings } from './settings';

/** Where a data source's URL points: host, port and database, nothing else (no options, no credentials). */
export interface DataSourceTarget {
  host: string;
  port: number;
  database: string;
}

/** The target of `dbUrl` when its host is allowed; a field error on dbUrl otherwise. */
export function targetOf(ctx: RequestContext, settings: ReportSettings, dbUrl: string): DataSourceTarget {
  let url: URL;
  try {
    url = new URL(dbUrl.replace(/^jdbc:/, ''));
  } catch {
    throw fieldKeyError(ctx.locale, 'dbUrl', 'dataSource.urlInvalid');
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (
    !['postgres:', 'postgresql:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    !/^[A-Za-z0-9_-]{1,63}$/.test(database)
  ) {
    throw fieldKeyError(ctx.locale, 'dbUrl', 'dataSource.urlInvalid');
  }
  const host = url.hostname.toLowerCase();
  const port = url.port ? Number(url.port) : 5432;
  const main = settings.mainDatabase;
  // A source on the main database would read its tables past the tenant-filtered report views.
  if (main && main.hosts.has(host) && main.port === port && main.database === database) {
    throw fieldKeyError(ctx.locale, 'dbUrl', 'dataSource.mainDatabase');
  }
  if (!settings.allowedHosts.has(host)) {
    throw fieldKeyError(ctx.locale, 'dbUrl', 'dataSource.hostNotAllowed', { host });
  }
  return { host, port, database };
}

const sameTarget = (a: DataSourceTarget, b: DataSourceTarget | undefined) =>
  b !== undefined && a.host === b.host && a.port === b.port && a.database === b.database;

/**
 * A client for a data source that never sends the password in clear: a server asking for it
 * (AuthenticationCleartextPassword) gets no answer and the connection fails. The password is handed
 * over through pg's password callback, which runs only once the server has said how it authenticates.
 */
export function sourceClient(config: pg.ClientConfig): pg.Client {
  let cleartext = false;
  const password = config.password;
  const client = new pg.Client({
    ...config,
    password: () => {
      if (cleartext) throw new Error('the data source asked for a cleartext password');
      // pg takes an undefined answer as no password (its type does not say so).
      return (typeof password === 'function' ? password() : password) as string;
    },
  });
  (client as unknown as { connection: NodeJS.EventEmitter }).connection.on(
    'authenticationCleartextPassword',
    () => {
      cleartext = true;
    },
  );
  return client;
}
/** The data sources of the caller's tenant; the password goes in sealed and never comes out. */
export function dataSourceService(settings: ReportSettings) {
  const sealed = (ctx: RequestContext, password: string | null): string | undefined => {
    if (password === null || password === '') return undefined;
    if (!settings.secretKey) throw fieldKeyError(ctx.locale, 'dbPassword', 'dataSource.noKey');
    return sealSecret(settings.secretKey, password);
  };
  return tableService(dataSourceEntity, {
    table: sysDataSource,
    toRecord: (row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      dbType: row.dbType,
      dbUrl: row.dbUrl,
      dbUsername: row.dbUsername,
      hasPassword: row.dbPasswordEncrypted !== null,
      remark: row.remark,
      createTime: row.createTime.toISOString(),
      version: row.version,
    }),
    toValues: (body, ctx) => {
      targetOf(ctx, settings, body.dbUrl);
      const { dbPassword, ...rest } = body;
      const password = sealed(ctx, dbPassword);
      // An edit without a password keeps the stored one.
      return password === undefined ? rest : { ...rest, dbPasswordEncrypted: password };
    },
    uniqueMessages: { code: 'dataSource.codeTaken' },
    // The stored password is only ever sent to the stored address: a new address needs it again.
    beforeEdit: async (ctx, body, existing) => {
      if (body.dbPassword || existing.dbPasswordEncrypted === null) return;
      if (!sameTarget(targetOf(ctx, settings, body.dbUrl), storedTarget(existing.dbUrl))) {
        throw fieldKeyError(ctx.locale, 'dbPassword', 'dataSource.passwordAgain');
      }
    },
  });
}

/** A stored URL's address, read as it was checked when stored (no host or main-database check). */
function storedTarget(dbUrl: string): DataSourceTarget | undefined {
  try {
    const url = new URL(dbUrl.replace(/^jdbc:/, ''));
    return {
      host: url.hostname.toLowerCase(),
      port: url.port ? Number(url.port) : 5432,
      database: decodeURIComponent(url.pathname.replace(/^\//, '')),
    };
  } catch {
    return undefined;
  }
}

/** A stored source's connection settings, its password opened; a 400 when it is not (or no longer) usable. */
export async function connectionOf(
  ctx: RequestContext,
  settings: ReportSettings,
  where: { id: string } | { code: string },
): Promise<pg.ClientConfig> {
  const [row] = await ctx.db
    .select()
    .from(sysDataSource)
    .where(
      and(
        inTenant(sysDataSource.tenantId, ctx.tenantId),
        'id' in where ? eq(sysDataSource.id, where.id) : eq(sysDataSource.code, where.code),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(400, 'dataSource.unknown');
  let password: string | undefined;
  if (row.dbPasswordEncrypted) {
    if (!settings.secretKey) throw new AppError(400, 'dataSource.noKey');
    try {
      password = openSecret(settings.secretKey, row.dbPasswordEncrypted);
    } catch {
      throw new AppError(400, 'dataSource.keyChanged');
    }
  }
  return clientConfig(settings, targetOf(ctx, settings, row.dbUrl), row.dbUsername, password);
}

function clientConfig(
  settings: ReportSettings,
  target: DataSourceTarget,
  user: string,
  password: string | undefined,
): pg.ClientConfig {
  return {
    ...target,
    user,
    ...(password === undefined ? {} : { password }),
    connectionTimeoutMillis: Math.min(settings.timeoutMs, 5_000),
    statement_timeout: settings.timeoutMs,
    query_timeout: settings.timeoutMs + 1_000,
    application_name: 'mall-report',
  };
}

/**
 * testConnection: a stored source, or a form's URL, user and password. A form's empty password stands for
 * the stored one only when the form names the stored source's address; another address needs it again.
 */
export async function testConnection(
  ctx: RequestContext,
  settings: ReportSettings,
  body: DataSourceTestRequest,
): Promise<void> {
  let config: pg.ClientConfig;
  if (body.dbUrl && body.dbUsername) {
    const target = targetOf(ctx, settings, body.dbUrl);
    let password = body.dbPassword || undefined;
    if (!password && body.id) {
      const stored = await connectionOf(ctx, settings, { id: body.id });
      if (stored.password !== undefined) {
        if (!sameTarget(target, stored as DataSourceTarget)) {
          throw fieldKeyError(ctx.locale, 'dbPassword', 'dataSource.passwordAgain');
        }
        password = stored.password as string;
      }
    }
    config = clientConfig(settings, target, body.dbUsername, password);
  } else if (body.id) {
    config = await connectionOf(ctx, settings, { id: body.id });
  } else {
    throw new AppError(400, 'dataSource.urlInvalid');
  }
  const client = sourceClient(config);
  try {
    await client.connect();
    await client.query('select 1');
  } catch {
    // The driver's words may name internal hosts and users: the answer says only that it failed.
    throw new AppError(400, 'dataSource.connectFailed');
  } finally {
    await client.end().catch(() => undefined);
  }
}
