import { USER_EXPORT_MAX_ROWS, type UserRecord } from '@mall/shared';
import ExcelJS from 'exceljs';
import type { RequestContext } from '#platform/context';
import type { UserMessageKey } from './messages';
import { findUsers, userText, type UserListParams } from './service';

interface ExportColumn {
  header: UserMessageKey;
  width: number;
  value: (user: UserRecord) => string | Date;
}

const COLUMNS: ExportColumn[] = [
  { header: 'columnUsername', width: 20, value: (user) => user.username },
  { header: 'columnRealname', width: 20, value: (user) => user.realname },
  { header: 'columnPhone', width: 16, value: (user) => user.phone ?? '' },
  { header: 'columnEmail', width: 28, value: (user) => user.email ?? '' },
  { header: 'columnStatus', width: 10, value: (user) => user.status_dictText },
  { header: 'columnRoles', width: 24, value: (user) => user.roles.join(', ') },
  { header: 'columnCreateTime', width: 20, value: (user) => new Date(user.createTime) },
];

export interface UserExport {
  fileName: string;
  content: Buffer;
}

/**
 * The users the list query matches (its filters and sort, at most USER_EXPORT_MAX_ROWS, paging ignored)
 * as an .xlsx sheet with headers in the caller's language.
 */
export async function exportUsers(ctx: RequestContext, query: UserListParams): Promise<UserExport> {
  const { records } = await findUsers(ctx, query, USER_EXPORT_MAX_ROWS);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(userText('exportSheet', ctx.locale));
  sheet.columns = COLUMNS.map((column) => ({
    header: userText(column.header, ctx.locale),
    width: column.width,
    style: column.header === 'columnCreateTime' ? { numFmt: 'yyyy-mm-dd hh:mm:ss' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  records.forEach((user) => sheet.addRow(COLUMNS.map((column) => column.value(user))));
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${userText('exportFileName', ctx.locale)}.xlsx`, content };
}
