import { API_BASE } from '@mall/shared';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app';

/** A GET of an exportXls route (`path` with its query) as `token`, in `language`. */
export function exportCall(
  t: TestApp,
  token: string,
  path: string,
  language: 'zh' | 'en' = 'zh',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    headers: { 'x-access-token': token, 'accept-language': language },
  });
}

/**
 * The first sheet of an export's 200 answer as rows of cell texts (the header row first); the answer must
 * be an .xlsx attachment.
 */
export async function exportedRows(response: LightMyRequestResponse): Promise<string[][]> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  expect(response.headers['content-disposition']).toContain('.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((value) => (value === null || value === undefined ? '' : cellText(value))));
  });
  return rows;
}

function cellText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null && 'richText' in value) {
    return (value as { richText: { text: string }[] }).richText.map((part) => part.text).join('');
  }
  return String(value);
}

/** The export's column of `header` (by the header row), one text per record. */
export function columnOf(rows: string[][], header: string): string[] {
  const index = rows[0]?.indexOf(header) ?? -1;
  expect(index, `no column ${header} in ${JSON.stringify(rows[0])}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index] ?? '');
}
