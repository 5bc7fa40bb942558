import { z } from 'zod';
import { defineEntity } from './admin-entity';
import { pickLocalized, type Locale } from './locale';
import { Permission } from './permissions';

/** Positions (job titles) of a tenant: a code unique in the tenant, a name, a rank and a post level. */
export const POSITION_CODE_MAX_LENGTH = 32;
export const POSITION_NAME_MAX_LENGTH = 100;
/** Letters, digits, _ and - only, so that a code can travel in URLs and spreadsheets unchanged. */
export const POSITION_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Post levels run from 1 (most junior) to this. */
export const POSITION_LEVEL_MAX = 20;

/** Ranks of a position (the original's position_rank dictionary): staff up to senior. */
export const PositionRank = {
  staff: 1,
  assistant: 2,
  intermediate: 3,
  associateSenior: 4,
  senior: 5,
} as const;
export type PositionRankValue = (typeof PositionRank)[keyof typeof PositionRank];
export const POSITION_RANKS = Object.values(PositionRank);
export const positionRankSchema = z.union([
  z.literal(PositionRank.staff),
  z.literal(PositionRank.assistant),
  z.literal(PositionRank.intermediate),
  z.literal(PositionRank.associateSenior),
  z.literal(PositionRank.senior),
]);

const idSchema = z.string().min(1).max(64);

export const positionRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** The name in English; empty when none was given (English then shows name). */
  nameEn: z.string(),
  postRank: positionRankSchema,
  postRank_dictText: z.string(),
  postLevel: z.number().int(),
  memo: z.string().nullable(),
  createTime: z.string(),
  version: z.number().int(),
});
export type PositionRecord = z.infer<typeof positionRecordSchema>;

/** A position's name in `locale`: English falls back to the Chinese name when the position has none. */
export function positionNameIn(position: Pick<PositionRecord, 'name' | 'nameEn'>, locale: Locale): string {
  return pickLocalized({ zh: position.name, en: position.nameEn }, locale);
}

const positionFields = {
  code: z.string().trim().min(1).max(POSITION_CODE_MAX_LENGTH).regex(POSITION_CODE_PATTERN),
  name: z.string().trim().min(1).max(POSITION_NAME_MAX_LENGTH),
  /** Left out: none on add, unchanged on edit. */
  nameEn: z.string().trim().max(POSITION_NAME_MAX_LENGTH).optional(),
  postRank: positionRankSchema,
  /** Left out: level 1 on add, unchanged on edit. */
  postLevel: z.number().int().min(1).max(POSITION_LEVEL_MAX).optional(),
  memo: z.string().trim().max(500).nullable().default(null),
};

/** POST /sys/position/add. */
export const positionAddSchema = z.strictObject(positionFields);
export type PositionAddRequest = z.input<typeof positionAddSchema>;

/** PUT /sys/position/edit: against the version the form read (409 when it moved on). */
export const positionEditSchema = z.strictObject({
  ...positionFields,
  id: idSchema,
  version: z.number().int().min(0),
});
export type PositionEditRequest = z.input<typeof positionEditSchema>;

/** The positions of a tenant on the admin kit: routes, list whitelists, export and the web's list. */
export const positionEntity = defineEntity({
  name: 'position',
  basePath: '/sys/position',
  access: {
    list: Permission.positionList,
    add: Permission.positionAdd,
    edit: Permission.positionEdit,
    delete: Permission.positionDelete,
    export: Permission.positionList,
    import: Permission.positionAdd,
  },
  record: positionRecordSchema,
  add: positionAddSchema,
  edit: positionEditSchema,
  versioned: true,
  unique: ['code'],
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '职务列表', en: 'Positions' },
  fields: {
    code: {
      title: { zh: '职务编码', en: 'Code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: POSITION_CODE_MAX_LENGTH,
      sortable: true,
      exportWidth: 16,
    },
    name: {
      title: { zh: '职务名称', en: 'Name' },
      type: 'text',
      // Either language's name finds the position.
      filter: 'like',
      alsoMatches: ['nameEn'],
      filterMaxLength: POSITION_NAME_MAX_LENGTH,
      sortable: true,
      exportWidth: 24,
    },
    nameEn: { title: { zh: '英文名称', en: 'English name' }, type: 'text', exportWidth: 24 },
    postRank: {
      title: { zh: '职级', en: 'Rank' },
      type: 'dict',
      options: {
        1: { zh: '员级', en: 'Staff' },
        2: { zh: '助级', en: 'Assistant' },
        3: { zh: '中级', en: 'Intermediate' },
        4: { zh: '副高级', en: 'Associate senior' },
        5: { zh: '正高级', en: 'Senior' },
      },
      filter: 'eq',
      sortable: true,
      exportWidth: 14,
    },
    postLevel: {
      title: { zh: '职务等级', en: 'Post level' },
      type: 'number',
      sortable: true,
      exportWidth: 10,
    },
    memo: { title: { zh: '备注', en: 'Notes' }, type: 'text', exportWidth: 30 },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
      readOnly: true,
    },
  },
});
