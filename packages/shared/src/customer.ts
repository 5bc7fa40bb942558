import { z } from 'zod';
import { defineEntity } from './admin-entity';
import { Permission } from './permissions';
import { USER_STATUS_OPTIONS, userStateSchema } from './user';
import { TEXT_FIELD_MAX_LENGTH } from './validation';

/** One customer account as the customers page shows it: who, which company, and where its review stands. */
export const customerRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** A CUSTOMER_TYPES code, and its name in the request's language. */
  customerType: z.string(),
  customerType_dictText: z.string(),
  companyName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** When the account registered (ISO time). */
  createTime: z.string(),
  status: userStateSchema,
  status_dictText: z.string(),
  /** Why the registration was rejected (null unless it was). */
  reviewMemo: z.string().nullable(),
  /** What the registration said of the company, for its review. */
  contactPerson: z.string(),
  address: z.string(),
  /** A COUNTRIES code, and its name in the request's language. */
  area: z.string(),
  areaName: z.string(),
  website: z.string().nullable(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/**
 * The tenant's customer accounts (self-registered, with a company) on the admin kit: the list and
 * queryById only. No status means every state; the page asks for those under review first.
 */
export const customerEntity = defineEntity({
  name: 'customer',
  basePath: '/sys/customer',
  access: { list: Permission.customerList, export: Permission.customerList },
  record: customerRecordSchema,
  // Customers are not written here: no add or edit route (the account module registers and reviews them).
  add: z.object({}),
  edit: z.object({}),
  versioned: false,
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '客户列表', en: 'Customers' },
  // In the order the page shows them: who, the company and what the registration said of it, the review.
  fields: {
    username: {
      title: { zh: '用户名', en: 'Username' },
      type: 'text',
      filter: 'like',
      filterMaxLength: 64,
      sortable: true,
      exportWidth: 16,
    },
    customerType: { title: { zh: '客户类型', en: 'Customer type' }, type: 'text', exportWidth: 16 },
    companyName: {
      title: { zh: '公司名称', en: 'Company' },
      type: 'text',
      filter: 'like',
      filterMaxLength: TEXT_FIELD_MAX_LENGTH,
      sortable: true,
      exportWidth: 30,
    },
    contactPerson: { title: { zh: '联系人', en: 'Contact person' }, type: 'text', exportWidth: 16 },
    areaName: { title: { zh: '国家或地区', en: 'Country or region' }, type: 'text', exportWidth: 20 },
    address: { title: { zh: '地址', en: 'Address' }, type: 'text', exportWidth: 30 },
    website: { title: { zh: '网址', en: 'Website' }, type: 'text', exportWidth: 24 },
    phone: {
      title: { zh: '手机号', en: 'Phone' },
      type: 'text',
      filter: 'like',
      filterMaxLength: 32,
      exportWidth: 16,
    },
    email: { title: { zh: '邮箱', en: 'Email' }, type: 'text', exportWidth: 24 },
    createTime: {
      title: { zh: '注册时间', en: 'Registered' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
    status: {
      title: { zh: '状态', en: 'Status' },
      type: 'dict',
      options: USER_STATUS_OPTIONS,
      filter: 'eq',
      exportWidth: 12,
    },
    reviewMemo: { title: { zh: '驳回原因', en: 'Rejection reason' }, type: 'text', exportWidth: 30 },
  },
});
