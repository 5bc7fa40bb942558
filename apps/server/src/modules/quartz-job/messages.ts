import { CRON_FIELDS, type CronErrorCode, type LocalizedText } from '@mall/shared';

/** The scheduled jobs module's own answers. */
export const quartzJobMessages = {
  'quartzJob.running': {
    zh: '该任务正在执行，请稍后再试',
    en: 'This job is running; try again when it ends',
  },
} satisfies Record<`quartzJob.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof quartzJobMessages, LocalizedText> {}
}

const CRON_ERRORS: Record<CronErrorCode, LocalizedText> = {
  parts: { zh: '需要以空格分隔的七个部分', en: 'Seven parts separated by spaces are needed' },
  syntax: { zh: '该部分无法识别', en: 'This part cannot be read' },
  range: { zh: '有取值超出允许范围', en: 'A value lies outside the allowed limits' },
  dayConflict: {
    zh: '日和周必须有且只有一个为 ?（不指定）',
    en: 'Exactly one of day and weekday must be ? (not specified)',
  },
  neverFires: { zh: '不会再执行', en: 'It never fires again' },
};

const CRON_PARTS: Record<(typeof CRON_FIELDS)[number], LocalizedText> = {
  second: { zh: '秒', en: 'Seconds' },
  minute: { zh: '分', en: 'Minutes' },
  hour: { zh: '时', en: 'Hours' },
  dayOfMonth: { zh: '日', en: 'Day' },
  month: { zh: '月', en: 'Month' },
  dayOfWeek: { zh: '周', en: 'Weekday' },
  year: { zh: '年', en: 'Year' },
};

/**
 * The cron expression's refusals, as the shared schema names them: `cron.<code>`, or
 * `cron.<code>.<part>` naming the part at fault (said as the cron builder says it).
 */
export const cronMessages: Record<string, LocalizedText> = Object.fromEntries(
  Object.entries(CRON_ERRORS).flatMap(([code, text]) => [
    [`cron.${code}`, text],
    ...CRON_FIELDS.map((field) => [
      `cron.${code}.${field}`,
      { zh: `${CRON_PARTS[field].zh}：${text.zh}`, en: `${CRON_PARTS[field].en}: ${text.en}` },
    ]),
  ]),
);
