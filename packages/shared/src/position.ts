import { z } from 'zod';
import { pickLocalized, type Locale } from './locale';
import { listQuerySchema } from './paging';

/** Positions (job titles) of a tenant: a code unique in the tenant, a name, a rank and a post level. */
export const POSITION_CODE_MAX_LENGTH = 32;
export const POSITION_NAME_MAX_LENGTH = 100;
/** Letters, digits, _ and - only, so that a code can travel in URLs and spreadsheets unchanged. */
export const POSITION_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** The most positions one deleteBatch may name. */
export const POSITION_BATCH_MAX = 100;
export const POSITION_EXPORT_MAX_ROWS = 10_000;
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

export const POSITION_SORT_COLUMNS = ['code', 'name', 'postRank', 'postLevel', 'createTime'] as const;

const idSchema = z.string().min(1).max(64);

export const positionListQuerySchema = listQuerySchema.extend({
  code: z.string().max(POSITION_CODE_MAX_LENGTH).optional(),
  name: z.string().max(POSITION_NAME_MAX_LENGTH).optional(),
  postRank: z.coerce.number().int().pipe(positionRankSchema).optional(),
});
export type PositionListQuery = z.input<typeof positionListQuerySchema>;

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
  postLevel: z.number().int().min(1).max(POSITION_LEVEL_MAX),
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

export const positionIdQuerySchema = z.object({ id: idSchema, _t: z.string().optional() });

/** `?ids=a,b` of deleteBatch. */
export const positionIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(POSITION_BATCH_MAX * 65)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(idSchema).min(1).max(POSITION_BATCH_MAX)),
});

/** What a batch call changed. */
export const positionBatchResultSchema = z.object({ count: z.number().int() });
