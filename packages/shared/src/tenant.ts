import { z } from 'zod';
import { nullAsAbsent } from './wire-input';
import { dateTimeSchema } from './date-input';
import { tenantSummarySchema } from './auth';
import { listQuerySchema } from './paging';
import { defineEntity } from './admin-entity';
import { Permission } from './permissions';

/** The most tenant ids one GET /sys/tenant/queryList may name. */
export const TENANT_QUERY_MAX_IDS = 100;

/** GET /sys/tenant/queryList?ids=a,b: comma-separated tenant ids. */
export const tenantQueryListQuerySchema = z.object({ ids: z.string().max(4000).default('') });
export type TenantQueryListQuery = z.input<typeof tenantQueryListQuerySchema>;

/** The ids of a queryList call, blanks dropped, at most TENANT_QUERY_MAX_IDS of them. */
export function parseTenantIds(ids: string): string[] {
  const list = ids
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(list)].slice(0, TENANT_QUERY_MAX_IDS);
}

/** The tenants among the requested ids that the caller belongs to. */
export const tenantListResultSchema = z.array(tenantSummarySchema);

// ---- Tenant administration (/sys/tenant) ----

/** A tenant is open (its members may act in it) or frozen (nobody may, it drops out of sign-in). */
export const TenantState = { frozen: 0, normal: 1 } as const;
export const tenantStateSchema = z.union([z.literal(TenantState.frozen), z.literal(TenantState.normal)]);
export const TENANT_NAME_MAX_LENGTH = 100;

const tenantIdSchema = z.string().min(1).max(64);

export const tenantRecordSchema = z.object({
  id: z.string(),
  /** The name in Chinese. */
  name: z.string(),
  /** The name in English ('' when none was given: English pages then show `name`). */
  nameEn: z.string(),
  status: tenantStateSchema,
  status_dictText: z.string(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
  userCount: z.number().int(),
  createTime: z.string(),
  version: z.number().int(),
});
export type TenantRecord = z.infer<typeof tenantRecordSchema>;

const isoDate = dateTimeSchema.nullable().default(null);

const tenantFields = nullAsAbsent({
  name: z.string().trim().min(1).max(TENANT_NAME_MAX_LENGTH),
  nameEn: z.string().trim().max(TENANT_NAME_MAX_LENGTH).default(''),
  status: tenantStateSchema.default(TenantState.normal),
  beginDate: isoDate,
  endDate: isoDate,
});

/** The end of a tenant's period may not come before its beginning. */
function periodInOrder(value: { beginDate: string | null; endDate: string | null }): boolean {
  return !value.beginDate || !value.endDate || Date.parse(value.beginDate) <= Date.parse(value.endDate);
}
const periodIssue = { message: 'endDate before beginDate', path: ['endDate'] };

/** POST /sys/tenant/add: the caller becomes a member of the new tenant. */
export const tenantAddSchema = z.strictObject(tenantFields).refine(periodInOrder, periodIssue);
export type TenantAddRequest = z.input<typeof tenantAddSchema>;

/** PUT /sys/tenant/edit: against the version the form read. */
export const tenantEditSchema = z
  .strictObject({ ...tenantFields, id: tenantIdSchema, version: z.number().int().min(0) })
  .refine(periodInOrder, periodIssue);
export type TenantEditRequest = z.input<typeof tenantEditSchema>;

/** GET /sys/tenant/userList?tenantId=: a page of the members of one of the caller's tenants. */
export const tenantUserListQuerySchema = listQuerySchema.extend({
  tenantId: tenantIdSchema,
  username: z.string().max(64).optional(),
});
export type TenantUserListQuery = z.input<typeof tenantUserListQuerySchema>;

export const tenantUserRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  status: z.number().int(),
  createTime: z.string(),
});
export type TenantUserRecord = z.infer<typeof tenantUserRecordSchema>;

/** The caller's tenants on the admin kit: routes, list whitelists, export and the web's list. */
export const tenantEntity = defineEntity({
  name: 'tenant',
  basePath: '/sys/tenant',
  access: {
    list: Permission.tenantList,
    add: Permission.tenantAdd,
    edit: Permission.tenantEdit,
    delete: Permission.tenantDelete,
    export: Permission.tenantList,
  },
  record: tenantRecordSchema,
  add: tenantAddSchema,
  edit: tenantEditSchema,
  versioned: true,
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '租户列表', en: 'Tenants' },
  fields: {
    name: {
      title: { zh: '租户名称', en: 'Tenant name' },
      type: 'text',
      filter: 'like',
      filterMaxLength: TENANT_NAME_MAX_LENGTH,
      sortable: true,
      exportWidth: 28,
    },
    nameEn: {
      title: { zh: '租户名称（英文）', en: 'Tenant name (English)' },
      type: 'text',
      filter: 'like',
      filterMaxLength: TENANT_NAME_MAX_LENGTH,
      exportWidth: 28,
    },
    status: {
      title: { zh: '状态', en: 'Status' },
      type: 'dict',
      options: { 1: { zh: '正常', en: 'Normal' }, 0: { zh: '冻结', en: 'Frozen' } },
      filter: 'eq',
      exportWidth: 10,
    },
    beginDate: { title: { zh: '开始时间', en: 'Begins' }, type: 'datetime', exportWidth: 20 },
    endDate: { title: { zh: '结束时间', en: 'Ends' }, type: 'datetime', exportWidth: 20 },
    userCount: { title: { zh: '用户数', en: 'Users' }, type: 'number', exportWidth: 10 },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});
