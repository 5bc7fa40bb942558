import { z } from 'zod';
import { defineEntity } from './admin-entity';
import { CHECK_RULE_CODE_MAX_LENGTH, CHECK_RULE_CODE_PATTERN } from './check-rule';
import { Permission } from './permissions';
import { popupRecordSchema } from './popup';

/**
 * Online reports (JeecgBoot's cgreport): a SELECT an administrator wrote, with the columns and the query
 * fields of its popup and the named parameters it takes. The server parses the SELECT, refuses anything
 * else (writes, several statements, functions off its list, tables other than the report views), and runs
 * it read-only with a time limit and a row cap; values reach it as bound parameters only.
 */
export const REPORT_CODE_MAX_LENGTH = 64;
export const REPORT_NAME_MAX_LENGTH = 100;
export const REPORT_SQL_MAX_LENGTH = 10_000;
export const REPORT_ITEMS_MAX = 50;
export const REPORT_PARAMS_MAX = 20;
/** The report popup's page size and its choices. */
export const REPORT_PAGE_SIZE = 10;
export const REPORT_PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
/** How long a report's answer for one set of parameters is kept. */
export const REPORT_CACHE_MS = 30_000;
/** The popup's width and its table's scroll width. */
export const REPORT_POPUP_WIDTH = 1200;
export const REPORT_POPUP_SCROLL_X = 1100;
/** A dynamic parameter travels as `self_<paramName>`. */
export const REPORT_PARAM_PREFIX = 'self_';

/** A report code: letters, digits, _ and -, so that it travels in URLs unchanged. */
export const REPORT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A column or parameter name: an SQL identifier in lower case, quoted when the server uses it. */
export const REPORT_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The views a report on the main database may read (schema `report`): each shows the caller's tenant's
 * rows only, and none holds a password, a token or a secret.
 */
export const REPORT_VIEWS = {
  positions: ['id', 'code', 'name', 'name_en', 'post_rank', 'post_level', 'memo', 'create_time'],
  roles: ['id', 'role_code', 'role_name', 'role_name_en', 'description', 'create_time'],
  departs: ['id', 'parent_id', 'depart_name', 'depart_name_en', 'org_code', 'org_category', 'mobile'],
  users: ['id', 'username', 'realname', 'phone', 'status', 'create_time'],
} as const;
export type ReportView = keyof typeof REPORT_VIEWS;

const identifier = z.string().trim().regex(REPORT_NAME_PATTERN);
const flag = z.union([z.literal(0), z.literal(1)]);

/** One column of a report: its field, title, width, dictionary, shown and searched flags. */
export const reportItemSchema = z.strictObject({
  fieldName: identifier,
  fieldTxt: z.string().trim().min(1).max(100),
  fieldWidth: z.number().int().min(0).max(2000).nullable().default(null),
  dictCode: z.string().trim().max(100).nullable().default(null),
  isShow: flag.default(1),
  isSearch: flag.default(0),
  /** single: one value (contains; equals for a dictionary field); group: a range (from, to). */
  searchMode: z.enum(['single', 'group']).nullable().default(null),
  orderNum: z.number().int().min(0).max(10_000).default(0),
});
export type ReportItem = z.output<typeof reportItemSchema>;

/**
 * A named parameter of the SQL (`${name}` or `:name`), with its title, default value and the check rule
 * (its code) a value given to it must pass.
 */
export const reportParamSchema = z.strictObject({
  paramName: identifier,
  paramTxt: z.string().trim().min(1).max(100),
  paramValue: z.string().max(500).nullable().default(null),
  ruleCode: z
    .string()
    .trim()
    .max(CHECK_RULE_CODE_MAX_LENGTH)
    .regex(CHECK_RULE_CODE_PATTERN)
    .nullable()
    .default(null),
});
export type ReportParam = z.output<typeof reportParamSchema>;

const uniqueBy =
  <T>(key: (value: T) => string) =>
  (values: T[]) =>
    new Set(values.map(key)).size === values.length;

const reportFields = {
  code: z.string().trim().min(1).max(REPORT_CODE_MAX_LENGTH).regex(REPORT_CODE_PATTERN),
  name: z.string().trim().min(1).max(REPORT_NAME_MAX_LENGTH),
  cgrSql: z.string().trim().min(1).max(REPORT_SQL_MAX_LENGTH),
  /** The code of a data source of the tenant; null: the main database (through the report views). */
  dbSource: z.string().trim().max(64).nullable().default(null),
  content: z.string().trim().max(500).nullable().default(null),
  items: z
    .array(reportItemSchema)
    .min(1)
    .max(REPORT_ITEMS_MAX)
    .refine(
      uniqueBy((item: ReportItem) => item.fieldName),
      { message: 'duplicate fieldName' },
    ),
  params: z
    .array(reportParamSchema)
    .max(REPORT_PARAMS_MAX)
    .refine(
      uniqueBy((param: ReportParam) => param.paramName),
      { message: 'duplicate paramName' },
    )
    .default([]),
};

export const reportRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  cgrSql: z.string(),
  dbSource: z.string().nullable(),
  content: z.string().nullable(),
  items: z.array(reportItemSchema),
  params: z.array(reportParamSchema),
  createTime: z.string(),
  version: z.number().int(),
});
export type ReportRecord = z.infer<typeof reportRecordSchema>;

/** POST /online/cgreport/head/add. */
export const reportAddSchema = z.strictObject(reportFields);
export type ReportAddRequest = z.input<typeof reportAddSchema>;

/** PUT /online/cgreport/head/edit: against the version the form read. */
export const reportEditSchema = z.strictObject({
  ...reportFields,
  id: z.string().min(1).max(64),
  version: z.number().int().min(0),
});
export type ReportEditRequest = z.input<typeof reportEditSchema>;

export const reportEntity = defineEntity({
  name: 'cgreport',
  basePath: '/online/cgreport/head',
  access: {
    list: Permission.reportList,
    add: Permission.reportAdd,
    edit: Permission.reportEdit,
    delete: Permission.reportDelete,
    export: Permission.reportList,
  },
  record: reportRecordSchema,
  add: reportAddSchema,
  edit: reportEditSchema,
  versioned: true,
  unique: ['code'],
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '在线报表', en: 'Online reports' },
  fields: {
    code: {
      title: { zh: '报表编码', en: 'Code' },
      type: 'text',
      filter: 'like',
      filterMaxLength: REPORT_CODE_MAX_LENGTH,
      sortable: true,
      exportWidth: 20,
    },
    name: {
      title: { zh: '报表名称', en: 'Name' },
      type: 'text',
      filter: 'like',
      filterMaxLength: REPORT_NAME_MAX_LENGTH,
      sortable: true,
      exportWidth: 24,
    },
    cgrSql: { title: { zh: '报表SQL', en: 'SQL' }, type: 'text', exportWidth: 60 },
    dbSource: { title: { zh: '数据源', en: 'Data source' }, type: 'text', exportWidth: 16 },
    content: { title: { zh: '描述', en: 'Description' }, type: 'text', exportWidth: 30 },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});

/** A column as the popup shows it. */
export const reportColumnSchema = z.object({
  dataIndex: z.string(),
  title: z.string(),
  width: z.number().int().nullable(),
  dictCode: z.string().nullable(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** GET /online/cgreport/api/getRpColumns/{code}. */
export const reportColumnsSchema = z.object({
  cgRpConfigId: z.string(),
  cgRpConfigName: z.string(),
  columns: z.array(reportColumnSchema),
  /** Each dictionary column's options: field → [{ value, text }]. */
  dictOptions: z.record(z.string(), z.array(z.object({ value: z.string(), text: z.string() }))),
  /** The dynamic parameters (sent as `self_<name>`), with the default a run takes when none is sent. */
  params: z.array(
    z.object({
      paramName: z.string(),
      paramTxt: z.string(),
      paramValue: z.string().nullable(),
      ruleCode: z.string().nullable(),
    }),
  ),
});
export type ReportColumns = z.infer<typeof reportColumnsSchema>;

/** GET /online/cgreport/api/getQueryInfo/{id}: the query fields of the popup's search form. */
export const reportQueryItemSchema = z.object({
  field: z.string(),
  label: z.string(),
  mode: z.enum(['single', 'group']),
  dictCode: z.string().nullable(),
});
export type ReportQueryItem = z.infer<typeof reportQueryItemSchema>;

/** A range query field travels as `<field>_begin` and `<field>_end`. */
export const REPORT_RANGE_SUFFIXES = ['_begin', '_end'] as const;

/** GET /online/cgreport/api/getData/{id}: one page, and whether the row cap cut the answer short. */
export const reportPageSchema = z.object({
  records: z.array(popupRecordSchema),
  total: z.number().int(),
  truncated: z.boolean().optional(),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

/** Data sources a report may name: PostgreSQL databases on hosts the operator allows. */
export const DATA_SOURCE_DB_TYPES = { postgresql: { zh: 'PostgreSQL', en: 'PostgreSQL' } } as const;

const dataSourceFields = {
  code: z.string().trim().min(1).max(64).regex(REPORT_CODE_PATTERN),
  name: z.string().trim().min(1).max(100),
  dbType: z.enum(['postgresql']).default('postgresql'),
  /** postgres://host:port/database, or JeecgBoot's jdbc:postgresql://host:port/database. */
  dbUrl: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^(jdbc:)?postgres(ql)?:\/\/[^\s]+$/),
  dbUsername: z.string().trim().min(1).max(100),
  /** Write-only: stored encrypted, never answered. Empty on edit keeps the stored one. */
  dbPassword: z.string().max(200).nullable().default(null),
  remark: z.string().trim().max(500).nullable().default(null),
};

export const dataSourceRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  dbType: z.string(),
  dbUrl: z.string(),
  dbUsername: z.string(),
  /** Whether a password is stored (the password itself never leaves the server). */
  hasPassword: z.boolean(),
  remark: z.string().nullable(),
  createTime: z.string(),
  version: z.number().int(),
});
export type DataSourceRecord = z.infer<typeof dataSourceRecordSchema>;

export const dataSourceAddSchema = z.strictObject(dataSourceFields);
export type DataSourceAddRequest = z.input<typeof dataSourceAddSchema>;
export const dataSourceEditSchema = z.strictObject({
  ...dataSourceFields,
  id: z.string().min(1).max(64),
  version: z.number().int().min(0),
});
export type DataSourceEditRequest = z.input<typeof dataSourceEditSchema>;

export const dataSourceEntity = defineEntity({
  name: 'dataSource',
  basePath: '/sys/dataSource',
  access: {
    list: Permission.dataSourceList,
    add: Permission.dataSourceAdd,
    edit: Permission.dataSourceEdit,
    delete: Permission.dataSourceDelete,
    export: Permission.dataSourceList,
  },
  record: dataSourceRecordSchema,
  add: dataSourceAddSchema,
  edit: dataSourceEditSchema,
  versioned: true,
  unique: ['code'],
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '数据源', en: 'Data sources' },
  // The password is write-only: no field of it here, so an export never holds it (nor whether one is set).
  fields: {
    code: {
      title: { zh: '数据源编码', en: 'Code' },
      type: 'text',
      filter: 'like',
      sortable: true,
      exportWidth: 20,
    },
    name: {
      title: { zh: '数据源名称', en: 'Name' },
      type: 'text',
      filter: 'like',
      sortable: true,
      exportWidth: 24,
    },
    dbType: {
      title: { zh: '数据库类型', en: 'Database type' },
      type: 'dict',
      options: DATA_SOURCE_DB_TYPES,
      exportWidth: 14,
    },
    dbUrl: { title: { zh: '数据源地址', en: 'URL' }, type: 'text', exportWidth: 40 },
    dbUsername: { title: { zh: '用户名', en: 'Username' }, type: 'text', exportWidth: 16 },
    remark: { title: { zh: '备注', en: 'Remark' }, type: 'text', exportWidth: 30 },
    createTime: {
      title: { zh: '创建时间', en: 'Created' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});

/** POST /sys/dataSource/testConnection: a stored source by id, or a form's values. */
export const dataSourceTestSchema = z.strictObject({
  id: z.string().min(1).max(64).optional(),
  dbUrl: dataSourceFields.dbUrl.optional(),
  dbUsername: dataSourceFields.dbUsername.optional(),
  dbPassword: z.string().max(200).nullable().optional(),
});
export type DataSourceTestRequest = z.input<typeof dataSourceTestSchema>;
