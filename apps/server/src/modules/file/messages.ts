import type { LocalizedText } from '@mall/shared';

/** The file module's own answers. */
export const fileMessages = {
  'file.missing': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'file.typeNotAllowed': { zh: '不支持的文件类型', en: 'This type of file is not allowed' },
  'file.notImage': { zh: '请上传图片', en: 'Please upload an image' },
  'file.badName': { zh: '文件名不合法', en: 'The file name is not allowed' },
  'file.tooLarge': { zh: '文件过大', en: 'The file is too large' },
  'file.importErrorName': { zh: '导入错误', en: 'Import errors' },
  'file.quotaExceeded': {
    zh: '上传已达上限：每人每 24 小时最多上传 {mb} MB',
    en: 'Upload limit reached: at most {mb} MB per user in 24 hours',
  },
} satisfies Record<`file.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof fileMessages, LocalizedText> {}
}
