import { z } from 'zod';
import { defineEntity, type DictOptions } from './admin-entity';
import { validateCron } from './cron';
import { Permission } from './permissions';

/**
 * Scheduled jobs: a job written in code (its class name from the registry below, never a class or script
 * named by the client) run on a Quartz cron expression with an optional parameter.
 */

/** The jobs written in code, by the class name a job row names, with what each does. */
export const JOB_CLASSES = {
  sweepExpiredJob: {
    zh: '清理过期会话、验证码和两步验证凭据',
    en: 'Sweep expired sessions, captchas and two-step tickets',
  },
  quotationExpiryJob: {
    zh: '标记超过有效期的报价并通知买家',
    en: 'Mark quotations past their validity and tell the buyer',
  },
  logRetentionJob: {
    zh: '删除本租户超过保留天数的日志',
    en: "Delete the tenant's logs older than the retention days",
  },
  priceApplicationReminderJob: {
    zh: '提醒销售处理等待过久的价格申请',
    en: 'Remind sales of price applications waiting too long',
  },
  sampleEchoJob: { zh: '示例：输出参数', en: 'Sample: echo the parameter' },
} as const satisfies DictOptions;
export type JobClassName = keyof typeof JOB_CLASSES;
export const JOB_CLASS_NAMES = Object.keys(JOB_CLASSES) as [JobClassName, ...JobClassName[]];

/**
 * The jobs that act on every tenant (the sweep of expired sessions, captchas and tickets): only holders of
 * Permission.quartzJobPlatform (the platform's administrators) may add, change, run, pause or delete one.
 * Every other job acts on its own row's tenant alone.
 */
export const PLATFORM_JOB_CLASSES: readonly JobClassName[] = ['sweepExpiredJob'];

/**
 * The reminder job reminds sales of price applications in review for longer than its parameter's hours,
 * this many when the parameter holds none.
 */
export const PRICE_REMINDER_DEFAULT_HOURS = 24;

/** Status of a job: 0 runs on its schedule, -1 paused (JeecgBoot's quartz_status). */
export const JobStatus = { running: 0, paused: -1 } as const;
export type JobStatusValue = (typeof JobStatus)[keyof typeof JobStatus];
export const jobStatusSchema = z.union([z.literal(JobStatus.running), z.literal(JobStatus.paused)]);

export const JOB_PARAMETER_MAX_LENGTH = 2000;
export const JOB_DESCRIPTION_MAX_LENGTH = 500;

/** A cron expression a job may run on (seven parts within the builder's limits, firing again). */
export const cronExpressionSchema = z
  .string()
  .trim()
  .max(200)
  .superRefine((value, issue) => {
    const result = validateCron(value);
    if (!result.ok) {
      // The message key names the part at fault when there is one (`cron.range.hour`).
      const { code, field } = result.error;
      issue.addIssue({
        code: 'custom',
        message: field ? `cron.${code}.${field}` : `cron.${code}`,
        params: result.error,
      });
    }
  });

export const quartzJobRecordSchema = z.object({
  id: z.string(),
  jobClassName: z.string(),
  jobClassName_dictText: z.string(),
  cronExpression: z.string(),
  parameter: z.string().nullable(),
  description: z.string().nullable(),
  status: jobStatusSchema,
  status_dictText: z.string(),
  /** When it fires next (ISO), null while paused. */
  nextFireTime: z.string().nullable(),
  createTime: z.string(),
  version: z.number().int(),
});
export type QuartzJobRecord = z.infer<typeof quartzJobRecordSchema>;

const jobFields = {
  jobClassName: z.enum(JOB_CLASS_NAMES),
  cronExpression: cronExpressionSchema,
  parameter: z.string().trim().max(JOB_PARAMETER_MAX_LENGTH).nullable().default(null),
  description: z.string().trim().max(JOB_DESCRIPTION_MAX_LENGTH).nullable().default(null),
  status: jobStatusSchema.default(JobStatus.paused),
};

/** POST /sys/quartzJob/add. */
export const quartzJobAddSchema = z.strictObject(jobFields);
export type QuartzJobAddRequest = z.input<typeof quartzJobAddSchema>;

/** PUT /sys/quartzJob/edit: against the version the form read. */
export const quartzJobEditSchema = z.strictObject({
  ...jobFields,
  id: z.string().min(1).max(64),
  version: z.number().int().min(0),
});
export type QuartzJobEditRequest = z.input<typeof quartzJobEditSchema>;

/** How a run ended. */
export const JobRunOutcome = { ok: 'ok', failed: 'failed' } as const;
export type JobRunOutcomeValue = (typeof JobRunOutcome)[keyof typeof JobRunOutcome];

/** One run of a job: a fire of its schedule (fireTime set) or a run-once-now (fireTime null). */
export const jobRunRecordSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  fireTime: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  instance: z.string(),
  outcome: z.enum(['running', 'ok', 'failed']),
  error: z.string().nullable(),
  /** What the job reported (e.g. how many rows it swept). */
  result: z.string().nullable(),
});
export type JobRunRecord = z.infer<typeof jobRunRecordSchema>;

/** GET /sys/quartzJob/runs?jobId: the job's latest runs, newest first. */
export const jobRunsQuerySchema = z.object({
  jobId: z.string().min(1).max(64),
  _t: z.string().optional(),
});
export const JOB_RUNS_SHOWN = 50;

export const quartzJobEntity = defineEntity({
  name: 'quartzJob',
  basePath: '/sys/quartzJob',
  access: {
    list: Permission.quartzJobList,
    add: Permission.quartzJobAdd,
    edit: Permission.quartzJobEdit,
    delete: Permission.quartzJobDelete,
    export: Permission.quartzJobList,
  },
  record: quartzJobRecordSchema,
  add: quartzJobAddSchema,
  edit: quartzJobEditSchema,
  versioned: true,
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '定时任务', en: 'Scheduled jobs' },
  fields: {
    jobClassName: {
      title: { zh: '任务类名', en: 'Job class' },
      type: 'dict',
      options: JOB_CLASSES,
      filter: 'eq',
      sortable: true,
      exportWidth: 30,
    },
    cronExpression: { title: { zh: 'Cron表达式', en: 'Cron expression' }, type: 'text', exportWidth: 24 },
    parameter: { title: { zh: '参数', en: 'Parameter' }, type: 'text', exportWidth: 24 },
    description: {
      title: { zh: '描述', en: 'Description' },
      type: 'text',
      filter: 'like',
      exportWidth: 30,
    },
    status: {
      title: { zh: '状态', en: 'Status' },
      type: 'dict',
      options: { 0: { zh: '正常', en: 'Running' }, [-1]: { zh: '停止', en: 'Paused' } },
      filter: 'eq',
      sortable: true,
      exportWidth: 10,
    },
    nextFireTime: { title: { zh: '下次执行', en: 'Next fire' }, type: 'datetime', exportWidth: 20 },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});
