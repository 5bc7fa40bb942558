import { z } from 'zod';
import { dataSourceTestSchema, reportColumnsSchema, reportPageSchema } from './cgreport';

/*
 * Answers of the calls a JeecgBoot 2.x admin front end makes that our own web app does not: the shapes
 * its pages read, whatever we keep behind them.
 */

/** Every GET of the client carries `_t` (a timestamp against caches). */
const t = { _t: z.string().optional() };
const id = z.string().min(1).max(64);
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(1000).default(10);

/** A GET that takes nothing but `_t`. */
export const wireNoQuerySchema = z.object(t);

/** GET /sys/loginfo: sign-ins of the tenant, all time and today, and today's distinct addresses. */
export const loginInfoSchema = z.object({
  totalVisitCount: z.number().int(),
  todayVisitCount: z.number().int(),
  todayIp: z.number().int(),
});

/** GET /sys/visitInfo: sign-ins per day of the last seven (`tian` the day, `type` its month-day label). */
export const visitInfoSchema = z.array(
  z.object({ visit: z.number().int(), ip: z.number().int(), tian: z.string(), type: z.string() }),
);

/** GET /sys/actuator/redis/keysSize and /memoryInfo: read unwrapped, as Spring answered them. */
export const redisKeysSizeSchema = z.object({ dbSize: z.number(), create_time: z.number() });
export const redisMemoryInfoSchema = z.object({ used_memory: z.number(), create_time: z.number() });

/** GET /sys/actuator/redis/queryDiskInfo: each file system's size, free bytes and percent used. */
export const diskInfoSchema = z.array(
  z.object({ name: z.string(), max: z.number(), rest: z.number(), restPPT: z.number() }),
);

/** GET /actuator/metrics/{name}: one figure in Spring Actuator's shape (unwrapped). */
export const actuatorMetricSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  baseUnit: z.string().nullable(),
  measurements: z.array(z.object({ statistic: z.string(), value: z.number() })),
  availableTags: z.array(z.object({ tag: z.string(), values: z.array(z.string()) })),
});
export const actuatorMetricParamsSchema = z.object({ name: z.string().min(1).max(100) });

/** GET /actuator/httptrace: this instance's last requests in Spring Actuator's shape (unwrapped). */
export const actuatorHttpTraceSchema = z.object({
  traces: z.array(
    z.object({
      timestamp: z.string(),
      request: z.object({ method: z.string(), uri: z.string() }),
      response: z.object({ status: z.number() }),
      timeTaken: z.number(),
    }),
  ),
});

/** A query naming one record by `id`. */
export const wireIdQuerySchema = z.object({ ...t, id });

/** GET /sys/permission/getPermRuleListByPermId?permissionId= */
export const permRuleQuerySchema = z.object({ ...t, permissionId: id });
/** A menu's data rules: we keep none, so the list is always empty. */
export const permRuleListSchema = z.array(
  z.object({ id: z.string(), ruleName: z.string(), ruleColumn: z.string(), ruleValue: z.string() }),
);

/** GET /sys/permission/queryDepartPermission?departId= */
export const departIdQuerySchema = z.object({ ...t, departId: id });

/** GET /sys/user/queryUserRole?userid= */
export const userRoleQuerySchema = z.object({ ...t, userid: id });
/** GET /sys/user/userDepartList?userId= */
export const userIdQuerySchema = z.object({ ...t, userId: id });

/** A department as JeecgBoot's pickers read it (DepartIdModel), with its children. */
export interface DepartIdNode {
  key: string;
  value: string;
  title: string;
  children?: DepartIdNode[];
}
export const departIdNodeSchema: z.ZodType<DepartIdNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    value: z.string(),
    title: z.string(),
    children: z.array(departIdNodeSchema).optional(),
  }),
);

/** GET /sys/sysDepart/searchBy?keyWord=&myDeptSearch= */
export const departSearchQuerySchema = z.object({
  ...t,
  keyWord: z.string().max(100),
  myDeptSearch: z.string().max(1).optional(),
});

/** A user as JeecgBoot's user pickers and recycle bin list it. */
export const wireUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.number().int(),
  orgCode: z.string().nullable(),
  orgCodeTxt: z.string().nullable(),
});
export type WireUser = z.infer<typeof wireUserSchema>;

/** GET /sys/user/departUserList?depId=&username=&pageNo=&pageSize= */
export const departUserQuerySchema = z.object({
  ...t,
  depId: z.string().max(64).optional(),
  username: z.string().max(100).optional(),
  pageNo,
  pageSize,
});
/** GET /sys/user/queryUserComponentData?departId=&realname=&username=&pageNo=&pageSize= */
export const userComponentQuerySchema = z.object({
  ...t,
  departId: z.string().max(64).optional(),
  realname: z.string().max(100).optional(),
  username: z.string().max(100).optional(),
  pageNo,
  pageSize,
});
/** GET /sys/user/getMultiUser?username=a,b (answered unwrapped, as JeecgBoot does). */
export const multiUserQuerySchema = z.object({ ...t, username: z.string().max(10_000).default('') });

/** GET /sys/dictItem/dictItemCheck?itemValue=&dictId=&id= */
export const dictItemCheckQuerySchema = z.object({
  ...t,
  itemValue: z.string().max(100),
  dictId: id,
  id: z.string().max(64).optional(),
});
/** GET /sys/dict/queryAllDictItems: every enabled dictionary's items by dictionary code. */
export const allDictItemsSchema = z.record(
  z.string(),
  z.array(z.object({ value: z.string(), text: z.string(), title: z.string(), description: z.string() })),
);

/**
 * GET /sys/category/rootList?pid=&pageNo=&pageSize=: the categories under `pid` (the roots by default),
 * a page at a time; the list's other parameters (columns, sort, search) are taken and left unused.
 */
export const categoryRootQuerySchema = z.looseObject({
  ...t,
  pid: z.string().max(64).optional(),
  pageNo,
  pageSize,
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** GET /sys/online/list?username=&pageNo=&pageSize= */
export const onlineUserQuerySchema = z.object({
  ...t,
  username: z.string().max(100).optional(),
  pageNo,
  pageSize,
});
/** One open session (the token is the session's id, never its secret). */
export const onlineUserSchema = z.object({
  id: z.string(),
  token: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  loginTime: z.string(),
});

/** GET /sys/dataLog/list?pageNo=&pageSize=: row versions (we keep none: the list is always empty). */
export const dataLogQuerySchema = z.object({
  ...t,
  dataTable: z.string().max(64).optional(),
  dataId: z.string().max(64).optional(),
  pageNo,
  pageSize,
});
export const dataLogSchema = z.object({
  id: z.string(),
  dataTable: z.string(),
  dataId: z.string(),
  dataContent: z.string(),
  dataVersion: z.number().int(),
});

/** GET /online/cgreport/api/getColumnsAndData/{id}?pageNo=&pageSize=&<the report's own parameters> */
export const reportColumnsAndDataSchema = reportColumnsSchema.extend({
  cgreportHeadName: z.string(),
  data: reportPageSchema,
});
/** GET /online/cgreport/api/getParamsInfo/{id}: the report's parameters with their default values. */
export const reportParamsInfoSchema = z.array(
  z.object({ paramName: z.string(), paramTxt: z.string(), paramValue: z.string().nullable() }),
);

/**
 * POST /online/cgreport/api/testConnection: the data source form's connection fields; the database type,
 * driver and name it sends too are read from the URL here, so they are taken and left unused.
 */
export const wireDataSourceTestSchema = z.strictObject({
  ...dataSourceTestSchema.shape,
  dbType: z.string().max(32).nullable().optional(),
  dbDriver: z.string().max(200).nullable().optional(),
  dbName: z.string().max(100).nullable().optional(),
});
