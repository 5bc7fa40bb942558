import { z } from 'zod';
import { nullAsAbsent } from './wire-input';
import { ANNOUNCEMENT_PRIORITIES } from './notice-socket';
import { defineEntity } from './admin-entity';
import { Permission } from './permissions';

/**
 * Announcements: a tenant's notices and system messages, sent to everyone or to chosen users, each
 * user reading them separately. Field names follow the original API (`titile` is spelt so).
 */
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 100;
export const ANNOUNCEMENT_CONTENT_MAX_LENGTH = 100_000;
/** The most users one announcement may be addressed to. */
export const ANNOUNCEMENT_USERS_MAX = 500;
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

const PRIORITY_TEXTS = {
  L: { zh: '一般消息', en: 'Normal' },
  M: { zh: '重要消息', en: 'Important' },
  H: { zh: '紧急消息', en: 'Urgent' },
} as const;

/**
 * /sys/annountCement on the admin kit. queryById is not the kit's: every signed-in user opens the
 * announcements addressed to them, so the routes register it (session) beside the kit's.
 */
export const announcementEntity = defineEntity({
  name: 'announcement',
  basePath: '/sys/annountCement',
  access: {
    list: Permission.announcementList,
    add: Permission.announcementAdd,
    edit: Permission.announcementEdit,
    delete: Permission.announcementDelete,
    export: Permission.announcementList,
  },
  record: announcementRecordSchema,
  add: announcementAddSchema,
  edit: announcementEditSchema,
  versioned: true,
  defaultSort: { column: 'createTime', order: 'desc' },
  // The export holds the list's columns; never the pages' content.
  exportTitle: { zh: '系统通告', en: 'Announcements' },
  superQuery: { titile: {}, msgCategory: {}, priority: {}, sendStatus: {}, sendTime: {}, createTime: {} },
  fields: {
    titile: {
      title: { zh: '标题', en: 'Title' },
      type: 'text',
      filter: 'like',
      filterMaxLength: ANNOUNCEMENT_TITLE_MAX_LENGTH,
      sortable: true,
      exportWidth: 40,
    },
    msgCategory: {
      title: { zh: '消息类型', en: 'Category' },
      type: 'dict',
      options: { 1: { zh: '通知公告', en: 'Notice' }, 2: { zh: '系统消息', en: 'System message' } },
      filter: 'eq',
      exportWidth: 14,
    },
    priority: {
      title: { zh: '优先级', en: 'Priority' },
      type: 'dict',
      options: PRIORITY_TEXTS,
      filter: 'eq',
      sortable: true,
      exportWidth: 10,
    },
    msgType: {
      title: { zh: '通告对象', en: 'Audience' },
      type: 'dict',
      options: { ALL: { zh: '全体用户', en: 'Everyone' }, USER: { zh: '指定用户', en: 'Chosen users' } },
      exportWidth: 14,
    },
    sendStatus: {
      title: { zh: '发布状态', en: 'Status' },
      type: 'dict',
      options: {
        0: { zh: '未发布', en: 'Draft' },
        1: { zh: '已发布', en: 'Published' },
        2: { zh: '已撤销', en: 'Revoked' },
      },
      filter: 'eq',
      exportWidth: 10,
    },
    sender: { title: { zh: '发布人', en: 'Sender' }, type: 'text', exportWidth: 16 },
    sendTime: {
      title: { zh: '发布时间', en: 'Published' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});

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
  /** Words in the sender's name. */
  sender: z.string().max(100).optional(),
  /** The list is in order of sending; a JeecgBoot list's default `createTime` names the same order. */
  column: z.enum(['sendTime', 'createTime']).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** The columns the client's table shows; the list answers whole rows. */
  field: z.string().max(4_000).optional(),
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
