import { z } from 'zod';

/** The spreadsheets an import takes, by extension (lower case, with the dot). */
export const IMPORT_FILE_EXTENSIONS = ['.xls', '.xlsx'] as const;
/** Largest .xlsx an import reads (it is read row by row, so size costs time, not memory). */
export const XLSX_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Largest old-format .xls an import reads: such a file is read whole, so it is kept small. */
export const XLS_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most files one import request carries. */
export const IMPORT_FILES_MAX = 10;
/** The error file's column that says why each row was kept out. */
export const IMPORT_REASON_TITLE = { zh: '错误原因', en: 'Reason' } as const;
/** The answer code of an import in which some rows were kept out (the others went in). */
export const IMPORT_PARTIAL_CODE = 201;

/**
 * What importExcel answers: how many rows the files held, went in and were kept out; with rows kept out,
 * the one-time link to the error file (those rows as they were sent, each with its reason).
 */
export const importResultSchema = z.object({
  totalCount: z.number().int(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
  /** A summary in the caller's language. */
  msg: z.string(),
  fileUrl: z.string().optional(),
  fileName: z.string().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Whether a file name is one an import takes (.xls or .xlsx, any case). */
export function isImportFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return IMPORT_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
