import type { PopupRecord, ReportItem, ReportPage } from '@mall/shared';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { RequestContext } from '#platform/context';
import { AppError } from '#platform/http/app-error';
import { sourceClient } from './data-source';
import type { ReportSettings } from './settings';
import { guardReportSql, ReportSqlError, type GuardOptions, type ReportTables } from './sql-guard';

/** A filter of the popup's search form on one of the report's columns. */
export type ReportFilter =
  | { field: string; match: 'contains' | 'equals'; value: string }
  | { field: string; match: 'from' | 'to'; value: string };

/** One run of a report: its parameter values (by name), its filters, sort and page. */
export interface ReportRun {
  sql: string;
  items: readonly ReportItem[];
  params: Readonly<Record<string, string | null>>;
  filters: readonly ReportFilter[];
  sort: { column: string; order: 'asc' | 'desc' } | undefined;
  pageNo: number;
  pageSize: number;
}

/** Where the run reads: the main database (report views of the caller's tenant), or a data source. */
export type ReportTarget = { kind: 'main' } | { kind: 'source'; connection: pg.ClientConfig };

interface Statement {
  text: string;
  values: (string | number | null)[];
}

/** Checks a report's SQL for where it will read; the refusal as the report's 400. */
export function checkedSql(text: string, tables: ReportTables, options: GuardOptions = {}) {
  try {
    return guardReportSql(text, tables, options);
  } catch (error) {
    if (error instanceof ReportSqlError) throw new AppError(400, `report.sql.${error.reason}`);
    throw error;
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The count and page statements of a run: the checked query as a subquery, the search form's filters and
 * the sort on its own columns (names from the stored report, quoted), the row cap, and the page; every
 * value a bound parameter.
 */
function statementsOf(
  run: ReportRun,
  tables: ReportTables,
  settings: ReportSettings,
): { count: Statement; page: Statement; sources: (string | number)[] } {
  const rowCap = settings.rowCap;
  const guarded = checkedSql(run.sql, tables, { embedded: settings.embedded });
  const values: (string | number | null)[] = guarded.params.map((name) => run.params[name] ?? null);
  const bind = (value: string | number) => `$${values.push(value)}`;
  const columns = new Set(run.items.map((item) => item.fieldName));
  const conditions = run.filters.map((filter) => {
    if (!columns.has(filter.field)) throw new AppError(400, 'report.unknownField');
    const column = `"r".${quoted(filter.field)}`;
    switch (filter.match) {
      case 'contains':
        return `${column}::text ILIKE ${bind(`%${filter.value.replace(/[\\%_]/g, '\\$&')}%`)}`;
      case 'equals':
        return `${column}::text = ${bind(filter.value)}`;
      case 'from':
        return `${column} >= ${bind(filter.value)}`;
      case 'to':
        return `${column} <= ${bind(filter.value)}`;
    }
  });
  const filtered = `SELECT "r".* FROM (${guarded.sql}) AS "r"${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  if (run.sort && !columns.has(run.sort.column)) throw new AppError(400, 'report.unknownField');
  const base = values.length;
  const count = {
    text: `SELECT count(*)::int AS "n" FROM (SELECT 1 FROM (${filtered}) AS "c" LIMIT $${base + 1}) AS "k"`,
    values: [...values, rowCap + 1],
  };
  const order = run.sort
    ? ` ORDER BY "p".${quoted(run.sort.column)} ${run.sort.order === 'asc' ? 'ASC' : 'DESC'}`
    : '';
  const page = {
    text: `SELECT "p".* FROM (SELECT "c".* FROM (${filtered}) AS "c" LIMIT $${base + 1}) AS "p"${order} LIMIT $${base + 2} OFFSET $${base + 3}`,
    values: [...values, rowCap, run.pageSize, (run.pageNo - 1) * run.pageSize],
  };
  return { count, page, sources: guarded.sources };
}

/** A statement with $n placeholders as drizzle SQL: the runner's own text, its values bound. */
function drizzleSql(statement: Statement): SQL {
  const parts = statement.text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${statement.values[Number(part) - 1]}`)),
  );
}

const TIMEOUT = '57014';

/** The database's refusal as the report's answer: a timeout, a value of the wrong type, anything else. */
function runFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // drizzle wraps the driver's error: its code is on the cause.
  const failure = error as { code?: unknown; cause?: { code?: unknown } };
  const code = failure.code ?? failure.cause?.code;
  if (code === TIMEOUT) {
    return new AppError(422, 'report.timeout');
  }
  if (code === '25006') return new AppError(400, 'report.sql.notQuery');
  return new AppError(422, 'report.failed');
}

function toCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const toRecord = (row: Record<string, unknown>): PopupRecord =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, toCell(value)]));

/**
 * The role a report on the main database runs as (SET LOCAL ROLE): it reads the report views and nothing
 * else (see the migration that creates it).
 */
export const REPORT_ROLE = 'mall_report';

/**
 * The most row combinations a report may make on the embedded database, which cannot stop a query: the
 * product of (rows + 1) over what it reads (about a fifth of a second of PGlite's time at most).
 */
export const EMBEDDED_WORK_BUDGET = 1_000_000;

/** Runs a report: read-only, with the time limit, the row cap and the caller's tenant in the views. */
export async function runReport(
  ctx: RequestContext,
  settings: ReportSettings,
  target: ReportTarget,
  run: ReportRun,
): Promise<ReportPage> {
  const { count, page, sources } = statementsOf(
    run,
    target.kind === 'main' ? 'report-views' : 'any',
    settings,
  );
  try {
    const [total, rows] =
      target.kind === 'main'
        ? await onMain(ctx, settings, sources, count, page)
        : await onSource(target.connection, settings, count, page);
    return {
      records: rows.map(toRecord),
      total: Math.min(total, settings.rowCap),
      ...(total > settings.rowCap ? { truncated: true } : {}),
    };
  } catch (error) {
    throw runFailure(error);
  }
}

type Rows = Record<string, unknown>[];

type Transaction = Parameters<Parameters<RequestContext['db']['transaction']>[0]>[0];

/**
 * On the main database a report runs as REPORT_ROLE, with the caller's tenant in the views (security
 * barriers: no condition of the report sees another tenant's row) and only the report schema on the
 * search path; on PGlite, after its reads were checked against EMBEDDED_WORK_BUDGET.
 */
async function onMain(
  ctx: RequestContext,
  settings: ReportSettings,
  sources: (string | number)[],
  count: Statement,
  page: Statement,
): Promise<[number, Rows]> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION READ ONLY`);
    await tx.execute(
      sql`SELECT set_config('app.tenant_id', ${ctx.tenantId}, true), set_config('statement_timeout', ${String(settings.timeoutMs)}, true), set_config('search_path', 'report', true)`,
    );
    await tx.execute(sql.raw(`SET LOCAL ROLE ${REPORT_ROLE}`));
    if (settings.embedded) await checkEmbeddedWork(tx, sources);
    const counted = (await tx.execute(drizzleSql(count))) as unknown as { rows: { n: number }[] };
    const found = (await tx.execute(drizzleSql(page))) as unknown as { rows: Rows };
    return [Number(counted.rows[0]?.n ?? 0), found.rows];
  });
}

/** Refuses a report whose reads, at the views' sizes now, could combine more rows than the budget. */
async function checkEmbeddedWork(tx: Transaction, sources: (string | number)[]): Promise<void> {
  const views = [...new Set(sources.filter((source): source is string => typeof source === 'string'))];
  const sizes = new Map<string, number>();
  if (views.length > 0) {
    // The names are report views (the guard let nothing else through), quoted all the same.
    const counted = (await tx.execute(
      sql.raw(
        `SELECT ${views.map((view) => `(SELECT count(*) FROM report.${quoted(view)})::int`).join(', ')}`,
      ),
    )) as unknown as { rows: Record<string, number>[] };
    Object.values(counted.rows[0] ?? {}).forEach((size, i) => sizes.set(views[i]!, Number(size)));
  }
  let work = 1;
  for (const source of sources) {
    work *= (typeof source === 'number' ? source : (sizes.get(source) ?? 0)) + 1;
    if (work > EMBEDDED_WORK_BUDGET) throw new AppError(422, 'report.embeddedLimit');
  }
}

async function onSource(
  connection: pg.ClientConfig,
  settings: ReportSettings,
  count: Statement,
  page: Statement,
): Promise<[number, Rows]> {
  const client = sourceClient(connection);
  try {
    await client.connect();
    await client.query('BEGIN TRANSACTION READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${Math.trunc(settings.timeoutMs)}`);
    const counted = await client.query<{ n: number }>(count.text, count.values);
    const found = await client.query<Record<string, unknown>>(page.text, page.values);
    await client.query('ROLLBACK');
    return [Number(counted.rows[0]?.n ?? 0), found.rows];
  } catch (error) {
    if ((error as { code?: unknown }).code === undefined && !/timeout/i.test(String(error))) {
      throw new AppError(400, 'dataSource.connectFailed');
    }
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
