import { API_BASE, ErrorKey, type PageResult, type TenantRecord, type TenantUserRecord } from '@mall/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { sysRole } from '../../test/tables';
import { expectFailure } from '../../test/envelope';
import { addUser } from '../../test/fixtures';
import { addTenantWithUser, apiCall, defaultTenantId, resultOf, type Method } from '../../test/org-fixtures';

let t: TestApp;
let adminToken: string;
let defaultTenant: string;
let stranger: { tenantId: string; token: string };

const call = (
  method: Method,
  path: string,
  payload?: unknown,
  token = adminToken,
  language: 'zh' | 'en' = 'zh',
) => apiCall(t, token, method, path, payload, language);

const add = async (name: string, extra: Record<string, unknown> = {}, token = adminToken) =>
  resultOf<TenantRecord>(await call('POST', '/sys/tenant/add', { name, ...extra }, token));

const editBody = (record: TenantRecord) => ({
  id: record.id,
  version: record.version,
  name: record.name,
  status: record.status,
  beginDate: record.beginDate,
  endDate: record.endDate,
});

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  defaultTenant = await defaultTenantId(t);
  stranger = await addTenantWithUser(t, 'Tenant strangers', 'tenant-stranger');
});
afterAll(() => t?.close());

describe('/sys/tenant administration', () => {
  it('keeps the name in Chinese and in English and names the tenant in the language asked for', async () => {
    const created = await add('双语租户', { nameEn: 'Bilingual tenant' });
    expect(created).toMatchObject({ name: '双语租户', nameEn: 'Bilingual tenant' });
    const names = async (language: 'zh' | 'en') =>
      resultOf<{ id: string; name: string }[]>(
        await call(
          'GET',
          `/sys/tenant/queryList?ids=${created.id},${defaultTenant}`,
          undefined,
          adminToken,
          language,
        ),
      ).map((tenant) => tenant.name);
    expect(await names('zh')).toEqual(expect.arrayContaining(['双语租户', '默认租户']));
    expect(await names('en')).toEqual(expect.arrayContaining(['Bilingual tenant', 'Default tenant']));

    // Without an English name, English pages show the Chinese one.
    const edited = resultOf<TenantRecord>(
      await call('PUT', '/sys/tenant/edit', { ...editBody(created), nameEn: '  ' }),
    );
    expect(edited.nameEn).toBe('');
    expect(await names('en')).toEqual(expect.arrayContaining(['双语租户', 'Default tenant']));
    const renamed = resultOf<TenantRecord>(
      await call('PUT', '/sys/tenant/edit', { ...editBody(edited), nameEn: 'Renamed tenant' }),
    );
    expect(resultOf(await call('GET', `/sys/tenant/queryById?id=${created.id}`))).toMatchObject({
      name: '双语租户',
      nameEn: 'Renamed tenant',
      version: renamed.version,
    });
    expect(await names('en')).toContain('Renamed tenant');
    resultOf(await call('DELETE', `/sys/tenant/delete?id=${created.id}`));
  });

  it('adds a tenant the caller then belongs to, reads, edits against the version and deletes it', async () => {
    const created = await add('Acme', {
      beginDate: '2026-01-01T00:00:00.000Z',
      endDate: '2027-01-01T00:00:00.000Z',
    });
    expect(created).toMatchObject({
      name: 'Acme',
      status: 1,
      status_dictText: '正常',
      userCount: 1,
      version: 0,
    });
    expect(created.beginDate).toBe('2026-01-01T00:00:00.000Z');
    expect(resultOf(await call('GET', `/sys/tenant/queryById?id=${created.id}`))).toEqual(created);

    const edited = resultOf<TenantRecord>(
      await call(
        'PUT',
        '/sys/tenant/edit',
        { ...editBody(created), name: 'Acme 2', status: 0 },
        adminToken,
        'en',
      ),
    );
    expect(edited).toMatchObject({ name: 'Acme 2', status: 0, status_dictText: 'Frozen', version: 1 });
    expectFailure(await call('PUT', '/sys/tenant/edit', editBody(created)), 409, ErrorKey.stale);

    expect(resultOf(await call('DELETE', `/sys/tenant/delete?id=${created.id}`))).toEqual({ count: 1 });
    expectFailure(await call('GET', `/sys/tenant/queryById?id=${created.id}`), 404, ErrorKey.notFound);
  });

  it('starts a new tenant with its own roles, the creator’s roles in it and the base dictionaries; deleting it takes its roles', async () => {
    const created = await add('Ready to use');
    // A new sign-in carries the permissions of the new tenant's roles.
    const token = await t.login('admin');
    const inNewTenant = (path: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API_BASE}${path}`,
        headers: { 'x-access-token': token, tenant_id: created.id },
      });
    const roles = resultOf<PageResult<{ roleCode: string }>>(await inNewTenant('/sys/role/list?pageSize=50'));
    expect(roles.records.map((role) => role.roleCode).sort()).toEqual(['admin', 'buyer', 'sales']);
    const priority = resultOf<{ value: string }[]>(await inNewTenant('/sys/dict/getDictItems/priority'));
    expect(priority.map((item) => item.value)).toEqual(['L', 'M', 'H']);

    expect(resultOf(await call('DELETE', `/sys/tenant/delete?id=${created.id}`))).toEqual({ count: 1 });
    const left = await t.app.db.select().from(sysRole).where(eq(sysRole.tenantId, created.id));
    expect(left).toEqual([]);
  });

  it('lists only the caller’s tenants with whitelisted filters and sort', async () => {
    await add('Listed one');
    await add('Listed two', { status: 0 });
    const page = resultOf<PageResult<TenantRecord>>(
      await call('GET', '/sys/tenant/list?name=Listed&column=name&order=asc'),
    );
    expect(page.records.map((record) => record.name)).toEqual(['Listed one', 'Listed two']);
    const frozen = resultOf<PageResult<TenantRecord>>(
      await call('GET', '/sys/tenant/list?name=Listed&status=0'),
    );
    expect(frozen.records.map((record) => record.name)).toEqual(['Listed two']);
    const all = resultOf<PageResult<TenantRecord>>(await call('GET', '/sys/tenant/list?pageSize=100'));
    expect(all.records.map((record) => record.id)).not.toContain(stranger.tenantId);
    expectFailure(await call('GET', '/sys/tenant/list?column=status'), 400, ErrorKey.sortColumnNotAllowed);
    expectFailure(await call('GET', '/sys/tenant/list?createBy=admin'), 400, ErrorKey.filterNotAllowed);
  });

  it('exports the caller’s tenants of the current filter as a sheet', async () => {
    await add('Exported tenant');
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/tenant/exportXls?name=Exported`,
      headers: { 'x-access-token': adminToken, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    // The header is the field's title, the same as the list's column.
    expect(sheet?.getRow(1).getCell(1).value).toBe('Tenant name');
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(1).value).toBe('Exported tenant');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/tenant/exportXls?name=Exported`,
      headers: { 'x-access-token': stranger.token },
    });
    const strangerBook = new ExcelJS.Workbook();
    await strangerBook.xlsx.load(theirs.rawPayload as unknown as ArrayBuffer);
    expect(strangerBook.worksheets[0]?.rowCount).toBe(1);
  });

  it('lists the members of a tenant', async () => {
    const tenant = await add('Members');
    await addUser(t.app.db, { username: 'member-one', tenants: [tenant.id] });
    await addUser(t.app.db, { username: 'member-gone', tenants: [tenant.id], delFlag: 1 });
    const page = resultOf<PageResult<TenantUserRecord>>(
      await call('GET', `/sys/tenant/userList?tenantId=${tenant.id}&column=username&order=asc`),
    );
    expect(page.records.map((record) => record.username)).toEqual(['admin', 'member-one']);
    const filtered = resultOf<PageResult<TenantUserRecord>>(
      await call('GET', `/sys/tenant/userList?tenantId=${tenant.id}&username=member`),
    );
    expect(filtered.records.map((record) => record.username)).toEqual(['member-one']);
    expect(resultOf<TenantRecord>(await call('GET', `/sys/tenant/queryById?id=${tenant.id}`)).userCount).toBe(
      2,
    );
  });

  it('refuses to delete a tenant others still belong to, or to delete or freeze the acting one', async () => {
    const busy = await add('Busy');
    await addUser(t.app.db, { username: 'busy-member', tenants: [busy.id] });
    expectFailure(await call('DELETE', `/sys/tenant/delete?id=${busy.id}`), 409, 'tenant.inUse');
    expectFailure(await call('DELETE', `/sys/tenant/delete?id=${defaultTenant}`), 400, 'tenant.acting');
    const acting = resultOf<TenantRecord>(await call('GET', `/sys/tenant/queryById?id=${defaultTenant}`));
    expectFailure(
      await call('PUT', '/sys/tenant/edit', { ...editBody(acting), status: 0 }),
      400,
      'tenant.acting',
    );
  });

  it('refuses bad input', async () => {
    for (const bad of [
      { name: '' },
      { name: 'x', status: 5 },
      { name: 'x', beginDate: 'yesterday' },
      { name: 'x', beginDate: '2027-01-01T00:00:00Z', endDate: '2026-01-01T00:00:00Z' },
      { name: 'x', secret: 'chosen' },
    ]) {
      expectFailure(
        await call('POST', '/sys/tenant/add', bad),
        400,
        ErrorKey.validation,
        {},
        JSON.stringify(bad),
      );
    }
    // The id is the server's (a JeecgBoot form shows it): one sent with an add is not taken.
    const added = await call('POST', '/sys/tenant/add', { name: 'Chosen', id: 'chosen' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result.id).not.toBe('chosen');
    expectFailure(await call('GET', '/sys/tenant/userList'), 400, ErrorKey.validation);
  });

  it('keeps tenants apart: a stranger neither sees, lists the members of, edits nor deletes them', async () => {
    const mine = await add('Mine only');
    const as = (method: Method, path: string, payload?: unknown) =>
      call(method, path, payload, stranger.token);
    const theirs = resultOf<PageResult<TenantRecord>>(await as('GET', '/sys/tenant/list?pageSize=100'));
    expect(theirs.records.map((record) => record.id)).toEqual([stranger.tenantId]);
    expectFailure(await as('GET', `/sys/tenant/queryById?id=${mine.id}`), 404, ErrorKey.notFound);
    expectFailure(await as('GET', `/sys/tenant/userList?tenantId=${mine.id}`), 404, ErrorKey.notFound);
    expectFailure(
      await as('PUT', '/sys/tenant/edit', { ...editBody(mine), name: 'taken over' }),
      404,
      ErrorKey.notFound,
    );
    expect(resultOf(await as('DELETE', `/sys/tenant/deleteBatch?ids=${mine.id}`))).toEqual({ count: 0 });
    expect(resultOf<TenantRecord>(await call('GET', `/sys/tenant/queryById?id=${mine.id}`)).name).toBe(
      'Mine only',
    );
  });

  it('refuses a user without the tenant permissions (403) and a caller without a session (401)', async () => {
    const buyer = await t.login('buyer');
    expectFailure(await call('GET', '/sys/tenant/list', undefined, buyer), 403, ErrorKey.forbidden);
    expectFailure(await call('POST', '/sys/tenant/add', { name: 'x' }, buyer), 403, ErrorKey.forbidden);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/tenant/list` });
    expect(anonymous.statusCode).toBe(401);
  });
});
