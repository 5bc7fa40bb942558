import type { ReportColumns, ReportPage, ReportParam } from '@mall/shared';
import type { RequestContext } from '#platform/context';
import { reportColumns, reportData, reportParams } from './service';
import type { ReportSettings } from './settings';

/**
 * getColumnsAndData/{id} of a JeecgBoot 2.x front end's report page: the report's columns (as
 * getRpColumns answers them, `cgreportHeadName` naming the report) with one page of its data.
 */
export async function reportColumnsAndData(
  ctx: RequestContext,
  settings: ReportSettings,
  id: string,
  query: Readonly<Record<string, unknown>>,
): Promise<ReportColumns & { cgreportHeadName: string; data: ReportPage }> {
  const { code } = await reportParams(ctx, id);
  const [columns, data] = await Promise.all([reportColumns(ctx, code), reportData(ctx, settings, id, query)]);
  return { ...columns, cgreportHeadName: columns.cgRpConfigName, data };
}

/** getParamsInfo/{id}: the report's parameters with their default values, in order. */
export async function reportParamsInfo(ctx: RequestContext, id: string): Promise<ReportParam[]> {
  return (await reportParams(ctx, id)).params;
}
