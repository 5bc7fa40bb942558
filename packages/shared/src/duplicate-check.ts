import { z } from 'zod';

/**
 * GET /sys/duplicate/check: is `fieldVal` free in `tableName.fieldName` (ignoring the row `dataId`, the
 * one being edited)? Table and field name a server-side whitelist entry (DUPLICATE_CHECK_FIELDS); they
 * never reach SQL as text.
 */
export const DUPLICATE_CHECK_FIELDS = {
  sys_user: ['username', 'phone', 'email'],
  sys_role: ['role_code'],
  sys_position: ['code'],
} as const;
export type DuplicateCheckTable = keyof typeof DUPLICATE_CHECK_FIELDS;

export const duplicateCheckQuerySchema = z.object({
  tableName: z.string().min(1).max(64),
  fieldName: z.string().min(1).max(64),
  fieldVal: z.string().max(256),
  dataId: z.string().max(64).optional(),
  _t: z.string().optional(),
});
export type DuplicateCheckQuery = z.input<typeof duplicateCheckQuerySchema>;
