import { z } from 'zod';
import { nullAsAbsent } from './wire-input';
import { ANNOUNCEMENT_PRIORITIES } from './notice-socket';
import { listQuerySchema } from './paging';

/**
 * Announcements: a tenant's notices and system messages, sent to everyone or to chosen users, each
 * user reading them separately. Field names follow the original API (`titile` is spelt so).
 */
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 100;
export const ANNOUNCEMENT_CONTENT_MAX_LENGTH = 100_000;
/** The most users one announcement may be addressed to. */
export const ANNOUNCEMENT_USERS_MAX = 500;
export const ANNOUNCEMENT_BATCH_MAX = 100;
/** How many unread items of each category the bell receives. */
export const ANNOUNCEMENT_BELL_MAX = 50;

/** L = normal, M = important, H = urgent. */
export const announcementPrioritySchema = z.enum(ANNOUNCEMENT_PRIORITIES);
/** '1' = notice, '2' = system message. */
export const announcementCategorySchema = z.enum(['1', '2']);
export type AnnouncementCategory = z.infer<typeof announcementCategorySchema>;
/** ALL = every user of the tenant; USER = the users named in userIds. */
export const announcementAudienceSchema = z.enum(['ALL', 'USER']);
/** How the bell opens an item: a page of the app with the business id, a URL page, or the notice dialog. */
export const announcementOpenTypeSchema = z.enum(['url', 'component']);
/** '0' = draft, '1' = published, '2' = revoked. */
export const AnnouncementStatus = { draft: '0', published: '1', revoked: '2' } as const;
export const announcementStatusSchema = z.enum(['0', '1', '2']);
export type AnnouncementStatusValue = z.infer<typeof announcementStatusSchema>;

export const ANNOUNCEMENT_SORT_COLUMNS = ['createTime', 'sendTime', 'priority', 'titile'] as const;

const idSchema = z.string().min(1).max(64);

/** Comma-separated user ids: `a,b` (duplicates and blanks dropped). */
export const userIdsSchema = z
  .string()
  .max(ANNOUNCEMENT_USERS_MAX * 65)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(idSchema).max(ANNOUNCEMENT_USERS_MAX));

export const announcementListQuerySchema = listQuerySchema.extend({
  titile: z.string().max(ANNOUNCEMENT_TITLE_MAX_LENGTH).optional(),
  msgCategory: announcementCategorySchema.optional(),
  sendStatus: announcementStatusSchema.optional(),
  priority: announcementPrioritySchema.optional(),
});
export type AnnouncementListQuery = z.input<typeof announcementListQuerySchema>;

export const announcementRecordSchema = z.object({
  id: z.string(),
  titile: z.string(),
  /** Sanitised HTML. */
  msgContent: z.string(),
  priority: announcementPrioritySchema,
  msgCategory: announcementCategorySchema,
  msgType: announcementAudienceSchema,
  /** Comma-separated; empty for everyone. */
  userIds: z.string(),
  openType: announcementOpenTypeSchema.nullable(),
  openPage: z.string().nullable(),
  busId: z.string().nullable(),
  sender: z.string().nullable(),
  sendStatus: announcementStatusSchema,
  sendTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  createTime: z.string(),
  version: z.number().int(),
});
export type AnnouncementRecord = z.infer<typeof announcementRecordSchema>;

const announcementFields = nullAsAbsent({
  titile: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX_LENGTH),
  msgContent: z.string().max(ANNOUNCEMENT_CONTENT_MAX_LENGTH).default(''),
  priority: announcementPrioritySchema.default('L'),
  msgCategory: announcementCategorySchema.default('1'),
  msgType: announcementAudienceSchema.default('ALL'),
  userIds: z
    .string()
    .max(ANNOUNCEMENT_USERS_MAX * 65)
    .default(''),
  openType: announcementOpenTypeSchema.nullable().default(null),
  /** An in-app path (component) or a path/URL (url); never a script. */
  openPage: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https?:\/\/)[^\s<>"']*$/)
    .nullable()
    .default(null),
  busId: z.string().trim().max(64).nullable().default(null),
});

/** POST /sys/annountCement/add: a draft. */
export const announcementAddSchema = z.strictObject(announcementFields);
export type AnnouncementAddRequest = z.input<typeof announcementAddSchema>;

/** PUT /sys/annountCement/edit: drafts only, against the version the form read. */
export const announcementEditSchema = z.strictObject({
  ...announcementFields,
  id: idSchema,
  version: z.number().int().min(0),
});
export type AnnouncementEditRequest = z.input<typeof announcementEditSchema>;

export const announcementIdQuerySchema = z.object({ id: idSchema, _t: z.string().optional() });

export const announcementIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(ANNOUNCEMENT_BATCH_MAX * 65)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(idSchema).min(1).max(ANNOUNCEMENT_BATCH_MAX)),
});

export const announcementBatchResultSchema = z.object({ count: z.number().int() });

/** One item of the bell. */
export const announcementBriefSchema = z.object({
  id: z.string(),
  titile: z.string(),
  priority: announcementPrioritySchema,
  msgCategory: announcementCategorySchema,
  sender: z.string().nullable(),
  sendTime: z.string().nullable(),
  openType: announcementOpenTypeSchema.nullable(),
  openPage: z.string().nullable(),
  busId: z.string().nullable(),
});
export type AnnouncementBrief = z.infer<typeof announcementBriefSchema>;

/** GET /sys/annountCement/listByUser: the caller's unread notices and system messages. */
export const announcementByUserSchema = z.object({
  anntMsgList: z.array(announcementBriefSchema),
  anntMsgTotal: z.number().int(),
  sysMsgList: z.array(announcementBriefSchema),
  sysMsgTotal: z.number().int(),
});
export type AnnouncementByUser = z.infer<typeof announcementByUserSchema>;

/** PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId: the caller has read this announcement. */
export const announcementReadSchema = z.strictObject({ anntId: idSchema });

/** PUT /sys/sysAnnouncementSend/readByBusId: the caller has read every message about this business object. */
export const announcementReadByBusSchema = z.strictObject({ busId: idSchema });

/** GET /sys/sysAnnouncementSend/getMyAnnouncementSend: readFlag '0' unread, '1' read. */
export const myAnnouncementQuerySchema = z.strictObject({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  readFlag: z.enum(['0', '1']).optional(),
  titile: z.string().max(ANNOUNCEMENT_TITLE_MAX_LENGTH).optional(),
  msgCategory: announcementCategorySchema.optional(),
  _t: z.string().optional(),
});
export type MyAnnouncementQuery = z.input<typeof myAnnouncementQuerySchema>;

export const myAnnouncementRecordSchema = announcementBriefSchema.extend({
  anntId: z.string(),
  msgContent: z.string(),
  readFlag: z.enum(['0', '1']),
  readTime: z.string().nullable(),
});
export type MyAnnouncementRecord = z.infer<typeof myAnnouncementRecordSchema>;
