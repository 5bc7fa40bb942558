import { BOM_MAX_BYTES, BomErrorKey, type LocalizedText } from '@mall/shared';

const maxMegabytes = BOM_MAX_BYTES / 1024 / 1024;

/** Why a parts list (BOM) file is refused. */
export const bomMessages = {
  [BomErrorKey.fileMissing]: { zh: '请选择要上传的 BOM 文件', en: 'Choose a BOM file to upload' },
  [BomErrorKey.fileType]: {
    zh: '仅支持 .xlsx、.xls 或 .csv 文件',
    en: 'Only .xlsx, .xls or .csv files can be uploaded',
  },
  [BomErrorKey.fileTooLarge]: {
    zh: `文件不能超过 ${maxMegabytes} MB`,
    en: `The file must not be larger than ${maxMegabytes} MB`,
  },
  [BomErrorKey.unreadable]: {
    zh: '无法读取该文件，请使用模板另存为 .xlsx 后重试',
    en: 'The file could not be read; save it as .xlsx from the template and try again',
  },
  [BomErrorKey.headerMissing]: {
    zh: '未找到表头：需要“型号”和“数量”两列（款式列可选），可下载模板参考',
    en: 'No header row found: the file needs a "Part number" and a "Quantity" column (Style is optional); see the template',
  },
  [BomErrorKey.noLines]: { zh: '文件中没有数据行', en: 'The file holds no lines' },
  [BomErrorKey.tooManyLines]: {
    zh: '一次最多上传 {max} 行，请拆分文件',
    en: 'At most {max} lines can be uploaded at once; split the file',
  },
} satisfies Record<`cart.bom.${string}`, LocalizedText>;

declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof bomMessages, LocalizedText> {}
}
