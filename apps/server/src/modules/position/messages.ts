import type { LocalizedText, PositionRankValue } from '@mall/shared';

/** The positions module's own answers. */
export const positionMessages = {
  'position.codeTaken': { zh: '职务编码已存在', en: 'This position code is already in use' },
} satisfies Record<`position.${string}`, LocalizedText>;

/** Rank names (the list's postRank_dictText) and the export's texts. */
export const RANK_TEXT: Record<PositionRankValue, LocalizedText> = {
  1: { zh: '员级', en: 'Staff' },
  2: { zh: '助级', en: 'Assistant' },
  3: { zh: '中级', en: 'Intermediate' },
  4: { zh: '副高级', en: 'Associate senior' },
  5: { zh: '正高级', en: 'Senior' },
};

export const POSITION_EXPORT_TEXT = {
  sheet: { zh: '职务列表', en: 'Positions' },
  code: { zh: '职务编码', en: 'Code' },
  name: { zh: '职务名称', en: 'Name' },
  nameEn: { zh: '英文名称', en: 'English name' },
  postRank: { zh: '职级', en: 'Rank' },
  postLevel: { zh: '职务等级', en: 'Post level' },
  memo: { zh: '备注', en: 'Notes' },
  createTime: { zh: '创建时间', en: 'Created' },
} satisfies Record<string, LocalizedText>;

// The module's keys join the server's MessageKey type.
declare module '#platform/i18n/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<keyof typeof positionMessages, LocalizedText> {}
}
