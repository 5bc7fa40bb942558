import type { LocalizedText } from '@mall/shared';

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
