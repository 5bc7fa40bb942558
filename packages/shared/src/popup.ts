import { z } from 'zod';
import type { LocalizedText } from './locale';

/**
 * The business component picker's sources: the only lists a picker may read. A client names a source by
 * its code; the server maps the code to its own list (never to a table name) and checks the list's
 * permission.
 */
export const POPUP_SOURCE_CODES = ['position', 'role', 'user'] as const;
export const popupCodeSchema = z.enum(POPUP_SOURCE_CODES);
export type PopupCode = z.infer<typeof popupCodeSchema>;

/** The business picker's page size and its choices. */
export const POPUP_PAGE_SIZE = 5;
export const POPUP_PAGE_SIZE_OPTIONS = [5, 10, 20, 30] as const;
/** The most rows one call may ask for by id (the names of a chosen value). */
export const POPUP_IDS_MAX = 100;

/** One column of a source: the record field it shows and its title. */
export interface PopupColumn {
  field: string;
  title: LocalizedText;
}

/** A source as the picker shows it: its title, its columns, and the field the query box searches. */
export interface PopupSource {
  title: LocalizedText;
  columns: readonly PopupColumn[];
  /** The field the query box matches (contains, case-insensitive). */
  queryField: string;
  /** The field a chosen record is named by in the selected list and in the input. */
  labelField: string;
  /** Fields shown in English from another field when that one is not empty (field: English field). */
  englishFields?: Readonly<Record<string, string>>;
}

export const POPUP_SOURCES: Record<PopupCode, PopupSource> = {
  position: {
    title: { zh: '职务', en: 'Positions' },
    columns: [
      { field: 'code', title: { zh: '职务编码', en: 'Code' } },
      { field: 'name', title: { zh: '职务名称', en: 'Name' } },
      { field: 'postRank_dictText', title: { zh: '职级', en: 'Rank' } },
    ],
    queryField: 'name',
    labelField: 'name',
    englishFields: { name: 'nameEn' },
  },
  role: {
    title: { zh: '角色', en: 'Roles' },
    columns: [
      { field: 'roleCode', title: { zh: '角色编码', en: 'Code' } },
      { field: 'roleName', title: { zh: '角色名称', en: 'Name' } },
    ],
    queryField: 'roleName',
    labelField: 'roleName',
    englishFields: { roleName: 'roleNameEn' },
  },
  user: {
    title: { zh: '用户', en: 'Users' },
    columns: [
      { field: 'username', title: { zh: '用户名', en: 'Username' } },
      { field: 'realname', title: { zh: '用户姓名', en: 'Real name' } },
      { field: 'phone', title: { zh: '手机号', en: 'Phone' } },
    ],
    queryField: 'realname',
    labelField: 'realname',
  },
};

/** GET /online/cgreport/api/getData/{code}: one page of the source, or the records named by `ids`. */
export const popupDataQuerySchema = z.strictObject({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (POPUP_PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .default(POPUP_PAGE_SIZE),
  /** Matched against the source's query field. */
  keyword: z.string().trim().max(100).optional(),
  /** Comma-separated record ids: exactly these records (a chosen value's names). */
  ids: z
    .string()
    .max(POPUP_IDS_MAX * 65)
    .optional(),
  _t: z.string().optional(),
});
export type PopupDataQuery = z.input<typeof popupDataQuerySchema>;

/** A record of a source: its id and the source's column fields, each a text (or null). */
export const popupRecordSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type PopupRecord = z.infer<typeof popupRecordSchema>;

export const popupPageSchema = z.object({ records: z.array(popupRecordSchema), total: z.number().int() });
export type PopupPage = z.infer<typeof popupPageSchema>;
