import { z } from 'zod';
import { defineEntity } from './admin-entity';
import { listQuerySchema } from './paging';
import { Permission } from './permissions';

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

/** The logs on the admin kit: list and export only (rows are written by the server alone). */
export const sysLogEntity = defineEntity({
  name: 'sysLog',
  basePath: '/sys/log',
  access: { list: Permission.logList, export: Permission.logList },
  record: sysLogRecordSchema,
  add: z.strictObject({}),
  edit: z.strictObject({}),
  versioned: false,
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '系统日志', en: 'System log' },
  batchMax: 1,
  fields: {
    logType: {
      title: { zh: '日志类型', en: 'Log type' },
      type: 'dict',
      options: { 1: { zh: '登录日志', en: 'Sign-in log' }, 2: { zh: '操作日志', en: 'Operation log' } },
      filter: 'eq',
    },
    createTime: { title: { zh: '时间', en: 'Time' }, type: 'datetime', sortable: true, exportWidth: 20 },
    username: { title: { zh: '账号', en: 'Account' }, type: 'text', filter: 'like', exportWidth: 16 },
    logContent: { title: { zh: '日志内容', en: 'Content' }, type: 'text', exportWidth: 30 },
    outcome: {
      title: { zh: '结果', en: 'Outcome' },
      type: 'dict',
      options: { ok: { zh: '成功', en: 'Succeeded' }, failed: { zh: '失败', en: 'Failed' } },
      filter: 'eq',
      exportWidth: 10,
    },
    reason: { title: { zh: '原因', en: 'Reason' }, type: 'text', exportWidth: 30 },
    ip: { title: { zh: 'IP', en: 'Address' }, type: 'text', exportWidth: 16 },
    userAgent: { title: { zh: '客户端', en: 'User agent' }, type: 'text', exportWidth: 30 },
    method: { title: { zh: '请求方法', en: 'Method' }, type: 'text', exportWidth: 8 },
    requestUrl: { title: { zh: '请求路径', en: 'Route' }, type: 'text', exportWidth: 30 },
    requestParam: { title: { zh: '请求参数', en: 'Parameters' }, type: 'text', exportWidth: 40 },
    costTime: {
      title: { zh: '耗时(毫秒)', en: 'Duration (ms)' },
      type: 'number',
      sortable: true,
      exportWidth: 12,
    },
  },
});
