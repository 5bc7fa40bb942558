import { API_BASE } from '@mall/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysUser, sysUserTenant } from './modules/user/schema';
import { createTestApp, type TestApp } from './test/app';

// The list calls of a JeecgBoot 2.4 admin as its list mixin builds them: the table's columns in `field`,
// paging, the default sort on createTime, and the advanced query's two parameters when one is set.

let t: TestApp;
let admin: string;
let adminTenant: string;

function get(path: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    headers: { 'x-access-token': admin, 'accept-language': 'en', ...headers },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const [own] = await t.app.db
    .select({ tenantId: sysUserTenant.tenantId })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(eq(sysUser.username, 'admin'));
  adminTenant = own?.tenantId ?? '';
});
afterAll(() => t?.close());

/** The query string of the mixin's getQueryParams for a table showing `columns`. */
const mixinQuery = (columns: string, extra = '') =>
  `_t=1700000000&column=createTime&order=desc&field=id,,,${columns},action&pageNo=1&pageSize=10${extra}`;

describe('lists take the table columns in field', () => {
  const lists = [
    ['/sys/user/list', 'username,realname,sex_dictText,status_dictText'],
    ['/sys/role/list', 'roleName,roleCode,description,createTime'],
    ['/sys/dict/list', 'dictName,dictCode,description'],
    ['/sys/position/list', 'code,name,postRank_dictText'],
    ['/sys/tenant/list', 'id,name,beginDate,endDate,status_dictText'],
    ['/sys/annountCement/list', 'titile,msgCategory_dictText,sender,priority_dictText'],
    ['/sys/quartzJob/list', 'jobClassName,cronExpression,parameter,description,status_dictText'],
    ['/sys/log/list?logType=1&keyWord=', 'logContent,ip,username,costTime,createTime'],
    ['/sys/dataSource/list', 'code,name,dbType_dictText,dbDriver,dbUrl'],
    ['/online/cgreport/head/list', 'code,name,cgrSql,dbSource'],
    ['/sys/checkRule/list', 'ruleName,ruleCode,ruleDescription'],
    ['/sys/fillRule/list', 'ruleName,ruleCode,ruleClass,ruleParams'],
    ['/sys/message/sysMessageTemplate/list', 'templateCode,templateName,templateContent'],
    ['/sys/oss/file/list', 'fileName,url'],
    ['/sys/gatewayRoute/list', 'routerId,name,uri'],
    ['/sys/customer/list', 'name,code'],
    ['/catalogue/product/list', 'code,name'],
  ] as const;

  it.each(lists)('%s answers a page', async (path, columns) => {
    const response = await get(`${path}${path.includes('?') ? '&' : '?'}${mixinQuery(columns)}`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('the dictionary item list takes its dictId beside them', async () => {
    const dicts = (await get(`/sys/dict/list?${mixinQuery('dictName')}`)).json().result.records as {
      id: string;
    }[];
    const response = await get(
      `/sys/dictItem/list?${mixinQuery('itemText,itemValue')}&dictId=${dicts[0]?.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('the advanced query travels as the mixin encodes it (encodeURI of the JSON), with field beside it', async () => {
    const params = encodeURI(
      JSON.stringify([{ field: 'username', rule: 'eq', val: 'admin', type: 'string' }]),
    );
    const response = await get(
      `/sys/user/list?${mixinQuery('username,realname')}&superQueryParams=${encodeURIComponent(params)}&superQueryMatchType=and`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.records.map((r: { username: string }) => r.username)).toEqual(['admin']);
  });

  it('my announcements take column, order and field', async () => {
    const response = await get(
      `/sys/sysAnnouncementSend/getMyAnnouncementSend?${mixinQuery('titile,msgCategory,sender,priority,readFlag')}&titile=&sender=adm`,
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the tenant header under the names JeecgBoot uses', () => {
  it.each(['tenant-id', 'X-Tenant-Id'])(
    '%s picks one of the user’s tenants and refuses another',
    async (name) => {
      const own = await get('/sys/user/list', { [name]: adminTenant });
      expect(own.statusCode, own.body).toBe(200);
      const foreign = await get('/sys/user/list', { [name]: 'no-such-tenant' });
      expect(foreign.statusCode).toBe(403);
    },
  );
});
