import type { LocalizedText } from '@mall/shared';

/** The category module's own answers. */
export const categoryMessages = {
  'category.conditionNotJson': {
    zh: '分类的筛选条件格式有误',
    en: 'The category filter is not in a valid format',
  },
  'category.fieldNotAllowed': {
    zh: '不支持按字段 {field} 查询分类',
    en: 'Categories cannot be looked up by {field}',
  },
  'category.codeUnknown': {
    zh: '该编码【{code}】不存在，请核实!',
    en: 'The code [{code}] does not exist, please check!',
  },
  'category.parentUnknown': { zh: '父级分类不存在', en: 'The parent category does not exist' },
  'category.hasChildren': {
    zh: '该分类下还有子分类，请先删除子分类',
    en: 'This category has subcategories; delete them first',
  },
  'category.inUse': {
    zh: '该分类已被使用，不能删除',
    en: 'This category is in use and cannot be deleted',
  },
  'category.full': {
    zh: '该层级的分类编码已用完',
    en: 'No category code is left on this level',
  },
} satisfies Record<`category.${string}`, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof categoryMessages, LocalizedText> {}
}
