import { ROLE_EXPORT_MAX_ROWS, type RoleRecord } from '@mall/shared';
import ExcelJS from 'exceljs';
import type { RequestContext } from '#platform/context';
import type { RoleMessageKey } from './messages';
import { findRoles, roleText, type RoleListParams } from './service';

const COLUMNS: { header: RoleMessageKey; width: number; value: (role: RoleRecord) => string | Date }[] = [
  { header: 'columnRoleName', width: 24, value: (role) => role.roleName },
  { header: 'columnRoleNameEn', width: 24, value: (role) => role.roleNameEn },
  { header: 'columnRoleCode', width: 20, value: (role) => role.roleCode },
  { header: 'columnDescription', width: 40, value: (role) => role.description ?? '' },
  { header: 'columnCreateTime', width: 20, value: (role) => new Date(role.createTime) },
];

/** The roles the list query matches (filters and sort, paging ignored) as an .xlsx sheet. */
export async function exportRoles(
  ctx: RequestContext,
  query: RoleListParams,
): Promise<{ fileName: string; content: Buffer }> {
  const { records } = await findRoles(ctx, query, ROLE_EXPORT_MAX_ROWS);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(roleText('exportSheet', ctx.locale));
  sheet.columns = COLUMNS.map((column) => ({
    header: roleText(column.header, ctx.locale),
    width: column.width,
    style: column.header === 'columnCreateTime' ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  records.forEach((role) => sheet.addRow(COLUMNS.map((column) => column.value(role))));
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${roleText('exportFileName', ctx.locale)}.xlsx`, content };
}
