import { z } from 'zod';
import { listQuerySchema } from './paging';

/** Login and operation logs (JeecgBoot's sys_log, logType 1 and 2). */
export const LogType = { login: 1, operation: 2 } as const;
export type LogTypeValue = (typeof LogType)[keyof typeof LogType];

export const sysLogRecordSchema = z.object({
  id: z.string(),
  logType: z.union([z.literal(LogType.login), z.literal(LogType.operation)]),
  /** What happened in words (the sign-in, or the operation's route in words). */
  logContent: z.string(),
  userid: z.string().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.string().nullable(),
  requestUrl: z.string().nullable(),
  /** The parameters with passwords, tokens and personal values replaced by a mark. */
  requestParam: z.string().nullable(),
  costTime: z.number().int().nullable(),
  outcome: z.enum(['ok', 'failed']),
  /** Why it failed (the answer's message). */
  reason: z.string().nullable(),
  createTime: z.string(),
});
export type SysLogRecord = z.infer<typeof sysLogRecordSchema>;

const dateTime = z.string().max(40).optional();

/** GET /sys/log/list and /sys/log/exportXls: a log type, a period, a user and words in the text. */
export const sysLogQuerySchema = listQuerySchema.extend({
  logType: z.coerce.number().pipe(z.union([z.literal(LogType.login), z.literal(LogType.operation)])),
  createTime_begin: dateTime,
  createTime_end: dateTime,
  username: z.string().trim().max(100).optional(),
  keyWord: z.string().trim().max(200).optional(),
  outcome: z.enum(['ok', 'failed']).optional(),
});
export type SysLogQuery = z.input<typeof sysLogQuerySchema>;

/** Logs older than this many days are deleted by the retention job unless its parameter says otherwise. */
export const LOG_RETENTION_DEFAULT_DAYS = 180;
/** The mark a redacted value is replaced by. */
export const REDACTED = '******';
