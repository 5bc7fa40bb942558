import {
  ErrorKey,
  REPORT_CACHE_MS,
  REPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE_OPTIONS,
  REPORT_PARAM_PREFIX,
  reportEntity,
  type ReportAddRequest,
  type ReportColumns,
  type ReportPage,
  type ReportParam,
  type ReportQueryItem,
} from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { tableService } from '#platform/admin-kit';
import type { RequestContext } from '#platform/context';
import type { Database } from '#platform/db/client';
import { AppError } from '#platform/http/app-error';
import { fieldKeyError } from '#platform/http/field-error';
import { inTenant } from '#platform/tenancy';
import { checkByCode } from '../check-rule/service';
import { getDictItems } from '../dict/service';
import { connectionOf } from './data-source';
import { checkedSql, runReport, type ReportFilter, type ReportTarget } from './runner';
import { onlCgreportHead, sysDataSource } from './schema';
import type { ReportSettings } from './settings';

type Row = typeof onlCgreportHead.$inferSelect;
type Form = z.output<typeof reportEntity.add>;

/** The online reports of the caller's tenant: the SQL is checked on every write, before it is stored. */
export function reportService(settings: ReportSettings) {
  const checkForm = async (ctx: RequestContext, body: Form, tx: Database) => {
    if (body.dbSource) {
      const [source] = await tx
        .select({ id: sysDataSource.id })
        .from(sysDataSource)
        .where(and(inTenant(sysDataSource.tenantId, ctx.tenantId), eq(sysDataSource.code, body.dbSource)))
        .limit(1);
      if (!source) throw fieldKeyError(ctx.locale, 'dbSource', 'dataSource.unknown');
    }
    try {
      checkedSql(body.cgrSql, body.dbSource ? 'any' : 'report-views', { embedded: settings.embedded });
    } catch (error) {
      if (error instanceof AppError) throw fieldKeyError(ctx.locale, 'cgrSql', error.i18nKey);
      throw error;
    }
  };
  return tableService(reportEntity, {
    table: onlCgreportHead,
    toRecord: (row: Row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      cgrSql: row.cgrSql,
      dbSource: row.dbSource,
      content: row.content,
      items: row.items,
      params: row.params.map((param) => ({ ...param, ruleCode: param.ruleCode ?? null })),
      createTime: row.createTime.toISOString(),
      version: row.version,
    }),
    uniqueMessages: { code: 'report.codeTaken' },
    beforeAdd: (ctx, body, tx) => checkForm(ctx, body, tx),
    beforeEdit: (ctx, body, _existing, tx) => checkForm(ctx, body as ReportAddRequest as Form, tx),
  });
}

async function findReport(ctx: RequestContext, where: { id: string } | { code: string }): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(onlCgreportHead)
    .where(
      and(
        inTenant(onlCgreportHead.tenantId, ctx.tenantId),
        'id' in where ? eq(onlCgreportHead.id, where.id) : eq(onlCgreportHead.code, where.code),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(404, ErrorKey.notFound);
  return row;
}

/** The code and parameters of the tenant's report `id` (404 when there is none). */
export async function reportParams(
  ctx: RequestContext,
  id: string,
): Promise<{ code: string; params: ReportParam[] }> {
  const row = await findReport(ctx, { id });
  return { code: row.code, params: row.params };
}

const sortedItems = (row: Row) => [...row.items].sort((a, b) => a.orderNum - b.orderNum);

/** getRpColumns/{code}: the shown columns of a report, its dictionaries' options and its parameters. */
export async function reportColumns(ctx: RequestContext, code: string): Promise<ReportColumns> {
  const row = await findReport(ctx, { code });
  const shown = sortedItems(row).filter((item) => item.isShow === 1);
  const dictOptions: ReportColumns['dictOptions'] = {};
  for (const item of shown) {
    if (!item.dictCode) continue;
    const options = await getDictItems(ctx, item.dictCode).catch(() => []);
    dictOptions[item.fieldName] = options.map((option) => ({ value: option.value, text: option.text }));
  }
  return {
    cgRpConfigId: row.id,
    cgRpConfigName: row.name,
    columns: shown.map((item) => ({
      dataIndex: item.fieldName,
      title: item.fieldTxt,
      width: item.fieldWidth,
      dictCode: item.dictCode,
    })),
    dictOptions,
    params: row.params.map((param) => ({
      paramName: param.paramName,
      paramTxt: param.paramTxt,
      paramValue: param.paramValue,
      ruleCode: param.ruleCode ?? null,
    })),
  };
}

/** getQueryInfo/{id}: the report's query fields. */
export async function reportQueryInfo(ctx: RequestContext, id: string): Promise<ReportQueryItem[]> {
  const row = await findReport(ctx, { id });
  return sortedItems(row)
    .filter((item) => item.isSearch === 1)
    .map((item) => ({
      field: item.fieldName,
      label: item.fieldTxt,
      mode: item.searchMode ?? 'single',
      dictCode: item.dictCode,
    }));
}

/** Answers kept for REPORT_CACHE_MS, per tenant, report version and query. */
const CACHE_MAX = 500;
const cache = new Map<string, { at: number; page: ReportPage }>();

/**
 * getData/{id}: one page of a stored report. The query may hold only the report's own names: pageNo and
 * pageSize, column and order (a column of the report), `self_<param>` for its parameters, and its query
 * fields (`<field>`, or `<field>_begin` and `<field>_end` for a range); empty values are dropped, anything
 * else is a 400.
 */
export async function reportData(
  ctx: RequestContext,
  settings: ReportSettings,
  id: string,
  query: Readonly<Record<string, unknown>>,
): Promise<ReportPage> {
  const row = await findReport(ctx, { id });
  const given = Object.entries(query).filter(
    ([key, value]) => key !== '_t' && value !== '' && value !== undefined,
  );
  if (given.some(([, value]) => typeof value !== 'string')) throw new AppError(400, ErrorKey.badRequest);
  const values = new Map(given as [string, string][]);

  const take = (key: string) => {
    const value = values.get(key);
    values.delete(key);
    return value;
  };
  const pageNo = Number(take('pageNo') ?? 1);
  const pageSize = Number(take('pageSize') ?? REPORT_PAGE_SIZE);
  if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > 100_000)
    throw new AppError(400, ErrorKey.badRequest);
  if (!(REPORT_PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize))
    throw new AppError(400, ErrorKey.badRequest);
  const column = take('column');
  const order = take('order') ?? 'asc';
  if (order !== 'asc' && order !== 'desc') throw new AppError(400, ErrorKey.badRequest);
  const columns = new Set(row.items.map((item) => item.fieldName));
  if (column !== undefined && !columns.has(column)) throw new AppError(400, 'report.unknownField');

  const params: Record<string, string | null> = {};
  const checked: { value: string; ruleCode: string }[] = [];
  for (const param of row.params) {
    const value = take(`${REPORT_PARAM_PREFIX}${param.paramName}`);
    if (value !== undefined && param.ruleCode) checked.push({ value, ruleCode: param.ruleCode });
    params[param.paramName] = value ?? param.paramValue ?? null;
  }
  const filters: ReportFilter[] = [];
  for (const item of row.items) {
    if (item.isSearch !== 1) continue;
    if (item.searchMode === 'group') {
      const from = take(`${item.fieldName}_begin`);
      const to = take(`${item.fieldName}_end`);
      if (from !== undefined) filters.push({ field: item.fieldName, match: 'from', value: from });
      if (to !== undefined) filters.push({ field: item.fieldName, match: 'to', value: to });
    } else {
      const value = take(item.fieldName);
      if (value !== undefined)
        filters.push({ field: item.fieldName, match: item.dictCode ? 'equals' : 'contains', value });
    }
  }
  if (values.size > 0) throw new AppError(400, 'report.unknownField');
  if ([...Object.values(params), ...filters.map((f) => f.value)].some((v) => v !== null && v.length > 500)) {
    throw new AppError(400, ErrorKey.badRequest);
  }
  // A value given to a parameter passes the parameter's check rule (its default is the administrator's).
  for (const { value, ruleCode } of checked) await checkByCode(ctx, ruleCode, value);

  const key = JSON.stringify([
    ctx.tenantId,
    row.id,
    row.version,
    pageNo,
    pageSize,
    column,
    order,
    params,
    filters,
  ]);
  const now = Date.now();
  const kept = cache.get(key);
  if (kept && now - kept.at < REPORT_CACHE_MS) return kept.page;

  const target: ReportTarget = row.dbSource
    ? { kind: 'source', connection: await connectionOf(ctx, settings, { code: row.dbSource }) }
    : { kind: 'main' };
  const page = await runReport(ctx, settings, target, {
    sql: row.cgrSql,
    items: row.items,
    params,
    filters,
    sort: column ? { column, order } : undefined,
    pageNo,
    pageSize,
  });
  cache.delete(key);
  cache.set(key, { at: now, page });
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return page;
}

export { reportSettings, type ReportSettings } from './settings';
