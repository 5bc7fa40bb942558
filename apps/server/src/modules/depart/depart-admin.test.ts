import {
  API_BASE,
  ErrorKey,
  OrgCategory,
  type DepartAddRequest,
  type DepartRecord,
  type DepartSummary,
  type DepartTreeNode,
  type PageResult,
} from '@mall/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#platform/ids';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { addTenantWithUser, apiCall, defaultTenantId, resultOf, type Method } from '../../test/org-fixtures';
import { sysDepart } from '../../test/tables';

let t: TestApp;
let adminToken: string;
let strangerToken: string;

const call = (
  method: Method,
  path: string,
  payload?: unknown,
  token = adminToken,
  language: 'zh' | 'en' = 'zh',
) => apiCall(t, token, method, path, payload, language);

let counter = 0;
async function add(overrides: Partial<DepartAddRequest> = {}, token = adminToken): Promise<DepartRecord> {
  counter += 1;
  const body: DepartAddRequest = {
    name: { zh: `部门${counter}`, en: `Depart ${counter}` },
    orgCategory: OrgCategory.company,
    ...overrides,
  };
  return resultOf<DepartRecord>(await call('POST', '/sys/sysDepart/add', body, token));
}

function editBody(record: DepartRecord) {
  return {
    id: record.id,
    version: record.version,
    name: record.name,
    orgCategory: record.orgCategory,
    sortNo: record.sortNo,
    mobile: record.mobile,
    address: record.address,
    memo: record.memo,
  };
}

function flatten(nodes: DepartTreeNode[]): DepartTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  strangerToken = (await addTenantWithUser(t, 'Depart strangers', 'depart-stranger')).token;
});
afterAll(() => t?.close());

describe('/sys/sysDepart administration', () => {
  it('makes hierarchical org codes for roots and children', async () => {
    const root = await add();
    expect(root.orgCode).toMatch(/^[A-Z]\d{2}$/);
    const first = await add({ parentId: root.id, orgCategory: OrgCategory.department });
    const second = await add({ parentId: root.id, orgCategory: OrgCategory.department });
    const post = await add({ parentId: first.id, orgCategory: OrgCategory.post });
    expect(first.orgCode).toBe(`${root.orgCode}A01`);
    expect(second.orgCode).toBe(`${root.orgCode}A02`);
    expect(post.orgCode).toBe(`${root.orgCode}A01A01`);
    expect(post).toMatchObject({
      parentId: first.id,
      orgCategory: 3,
      orgCategory_dictText: '岗位',
      version: 0,
    });
  });

  it('answers the tree, lazy roots and children, listAll and a search in the caller’s language', async () => {
    const root = await add({ name: { zh: '树根公司', en: 'Tree Root Co' } });
    const child = await add({
      parentId: root.id,
      orgCategory: OrgCategory.department,
      name: { zh: '树枝', en: 'Branch' },
    });

    const tree = resultOf<DepartTreeNode[]>(
      await call('GET', '/sys/sysDepart/queryTreeList', undefined, adminToken, 'en'),
    );
    const rootNode = tree.find((node) => node.id === root.id);
    expect(rootNode).toMatchObject({ key: root.id, value: root.id, title: 'Tree Root Co', leaf: false });
    expect(rootNode?.children?.map((node) => node.title)).toEqual(['Branch']);

    const roots = resultOf<DepartTreeNode[]>(await call('GET', '/sys/sysDepart/loadTreeRoot?async=true'));
    expect(roots.find((node) => node.id === root.id)).toMatchObject({ leaf: false, title: '树根公司' });
    expect(roots.every((node) => node.parentId === null && node.children === undefined)).toBe(true);
    const children = resultOf<DepartTreeNode[]>(
      await call('GET', `/sys/sysDepart/loadTreeChildren?pid=${root.id}`),
    );
    expect(children).toEqual([expect.objectContaining({ id: child.id, leaf: true })]);

    const all = resultOf<DepartSummary[]>(await call('GET', '/sys/sysDepart/listAll'));
    expect(all.map((depart) => depart.id)).toEqual(expect.arrayContaining([root.id, child.id]));
    expect(resultOf<DepartSummary[]>(await call('GET', `/sys/sysDepart/listAll?id=${child.id}`))).toEqual([
      { id: child.id, parentId: root.id, orgCode: child.orgCode, departName: '树枝', orgCategory: 2 },
    ]);

    const found = resultOf<DepartTreeNode[]>(
      await call('POST', '/sys/sysDepart/searchDeparts', { searchValue: 'branch' }),
    );
    expect(found.map((node) => node.id)).toEqual([child.id]);
    expect(resultOf(await call('POST', '/sys/sysDepart/searchDeparts', { searchValue: '%' }))).toEqual([]);
    expect(resultOf(await call('POST', '/sys/sysDepart/searchDeparts', { searchValue: '  ' }))).toEqual([]);
  });

  it('lists a page with whitelisted filters and refuses others', async () => {
    const root = await add();
    await add({ parentId: root.id, orgCategory: OrgCategory.department });
    await add({ parentId: root.id, orgCategory: OrgCategory.post });
    const page = resultOf<PageResult<DepartRecord>>(
      await call('GET', `/sys/sysDepart/list?parentId=${root.id}&column=orgCode&order=desc&pageSize=10`),
    );
    expect(page.total).toBe(2);
    expect(page.records.map((record) => record.orgCode)).toEqual([
      `${root.orgCode}A02`,
      `${root.orgCode}A01`,
    ]);
    const posts = resultOf<PageResult<DepartRecord>>(
      await call('GET', `/sys/sysDepart/list?parentId=${root.id}&orgCategory=3`),
    );
    expect(posts.total).toBe(1);
    expectFailure(
      await call('GET', '/sys/sysDepart/list?column=tenantId'),
      400,
      ErrorKey.sortColumnNotAllowed,
    );
    expectFailure(await call('GET', '/sys/sysDepart/list?delFlag=1'), 400, ErrorKey.filterNotAllowed);
  });

  it('edits against the version and keeps the place in the tree', async () => {
    const record = await add({ mobile: '010-1' });
    const edited = resultOf<DepartRecord>(
      await call('PUT', '/sys/sysDepart/edit', {
        ...editBody(record),
        name: { zh: '改名', en: 'Renamed' },
        memo: 'note',
      }),
    );
    expect(edited).toMatchObject({
      departName: '改名',
      orgCode: record.orgCode,
      memo: 'note',
      mobile: '010-1',
      version: 1,
    });
    expectFailure(await call('PUT', '/sys/sysDepart/edit', editBody(record)), 409, ErrorKey.stale);
    // The parent and code are the record's, shown only: an edit sending them back does not move it.
    const kept = resultOf<DepartRecord>(
      await call('PUT', '/sys/sysDepart/edit', {
        ...editBody(edited),
        parentId: 'elsewhere',
        orgCode: 'Z99',
      }),
    );
    expect(kept).toMatchObject({ parentId: record.parentId, orgCode: record.orgCode });
  });

  it('deletes a department with everything under it, and the codes are never handed out again', async () => {
    const root = await add();
    const child = await add({ parentId: root.id, orgCategory: OrgCategory.department });
    await add({ parentId: child.id, orgCategory: OrgCategory.post });
    const sibling = await add({ parentId: root.id, orgCategory: OrgCategory.department });
    expect(resultOf(await call('DELETE', `/sys/sysDepart/delete?id=${child.id}`))).toEqual({ count: 2 });
    expectFailure(await call('GET', `/sys/sysDepart/queryById?id=${child.id}`), 404, ErrorKey.notFound);
    expect(resultOf<DepartRecord>(await call('GET', `/sys/sysDepart/queryById?id=${sibling.id}`)).id).toBe(
      sibling.id,
    );
    const next = await add({ parentId: root.id, orgCategory: OrgCategory.department });
    expect(next.orgCode).toBe(`${root.orgCode}A03`);
    expect(resultOf(await call('DELETE', `/sys/sysDepart/deleteBatch?ids=${sibling.id},${next.id}`))).toEqual(
      { count: 2 },
    );
  });

  it('refuses children under a post, and bad input', async () => {
    const root = await add();
    const post = await add({ parentId: root.id, orgCategory: OrgCategory.post });
    expectFailure(
      await call('POST', '/sys/sysDepart/add', {
        name: { zh: 'x', en: 'x' },
        orgCategory: 2,
        parentId: post.id,
      }),
      400,
      'depart.postHasNoChildren',
    );
    expectFailure(
      await call('PUT', '/sys/sysDepart/edit', { ...editBody(root), orgCategory: OrgCategory.post }),
      400,
      'depart.postHasNoChildren',
    );
    for (const bad of [
      { name: { zh: '', en: 'x' }, orgCategory: 1 },
      { name: { zh: 'x', en: 'x' }, orgCategory: 7 },
      { name: { zh: 'x', en: 'x' }, orgCategory: 1, fax: '010' },
      { name: 5, orgCategory: 1 },
    ]) {
      expectFailure(
        await call('POST', '/sys/sysDepart/add', bad),
        400,
        ErrorKey.validation,
        {},
        JSON.stringify(bad),
      );
    }
    expectFailure(
      await call('POST', '/sys/sysDepart/add', {
        name: { zh: 'x', en: 'x' },
        orgCategory: 2,
        parentId: 'nope',
      }),
      404,
      ErrorKey.notFound,
    );
  });

  it('keeps tenants apart', async () => {
    const mine = await add();
    const theirs = await add({}, strangerToken);
    const tree = resultOf<DepartTreeNode[]>(
      await call('GET', '/sys/sysDepart/queryTreeList', undefined, strangerToken),
    );
    expect(flatten(tree).map((node) => node.id)).toEqual([theirs.id]);
    const stranger = (method: Method, path: string, payload?: unknown) =>
      call(method, path, payload, strangerToken);
    expectFailure(await stranger('GET', `/sys/sysDepart/queryById?id=${mine.id}`), 404, ErrorKey.notFound);
    expectFailure(
      await stranger('GET', `/sys/sysDepart/loadTreeChildren?pid=${mine.id}`),
      404,
      ErrorKey.notFound,
    );
    expectFailure(await stranger('PUT', '/sys/sysDepart/edit', editBody(mine)), 404, ErrorKey.notFound);
    expectFailure(
      await stranger('POST', '/sys/sysDepart/add', {
        name: { zh: 'x', en: 'x' },
        orgCategory: 2,
        parentId: mine.id,
      }),
      404,
      ErrorKey.notFound,
    );
    expect(resultOf(await stranger('DELETE', `/sys/sysDepart/delete?id=${mine.id}`))).toEqual({ count: 0 });
    expect(resultOf(await stranger('GET', `/sys/sysDepart/listAll?id=${mine.id}`))).toEqual([]);
    expect(resultOf<DepartRecord>(await call('GET', `/sys/sysDepart/queryById?id=${mine.id}`)).id).toBe(
      mine.id,
    );
  });

  it('shows the organisation to staff only: a customer gets 403 from every tree and picker read', async () => {
    const buyer = await t.login('buyer');
    for (const [method, path, payload] of [
      ['GET', '/sys/sysDepart/queryTreeList'],
      ['GET', '/sys/sysDepart/loadTreeRoot?async=true'],
      ['GET', '/sys/sysDepart/loadTreeChildren?pid=x'],
      ['GET', '/sys/sysDepart/listAll'],
      ['POST', '/sys/sysDepart/searchDeparts', { searchValue: 'a' }],
    ] as const) {
      expectFailure(await call(method, path, payload, buyer), 403, ErrorKey.forbidden);
    }
    const sales = await t.login('sales');
    expect((await call('GET', '/sys/sysDepart/queryTreeList', undefined, sales)).statusCode).toBe(200);
  });

  it('refuses changes without the department permissions (403) and reads without a session (401)', async () => {
    const buyer = await t.login('buyer');
    expectFailure(
      await call('POST', '/sys/sysDepart/add', { name: { zh: 'x', en: 'x' }, orgCategory: 1 }, buyer),
      403,
      ErrorKey.forbidden,
    );
    expectFailure(await call('GET', '/sys/sysDepart/list', undefined, buyer), 403, ErrorKey.forbidden);
    expectFailure(
      await call('DELETE', '/sys/sysDepart/delete?id=x', undefined, buyer),
      403,
      ErrorKey.forbidden,
    );
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/sysDepart/queryTreeList` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('/sys/sysDepart on the admin kit', () => {
  async function exported(query: string, language: 'zh' | 'en') {
    const response = await call('GET', `/sys/sysDepart/exportXls?${query}`, undefined, adminToken, language);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = Array.from({ length: sheet.rowCount }, (_, index) =>
      (sheet.getRow(index + 1).values as unknown[]).slice(1),
    );
    return { rows, sheetName: sheet.name, disposition: String(response.headers['content-disposition']) };
  }

  it('filters the list by a name in either language and by org code, and leaves deleted ones out', async () => {
    const root = await add({ name: { zh: '筛选公司', en: 'Filter Holding' } });
    const child = await add({
      parentId: root.id,
      orgCategory: OrgCategory.department,
      name: { zh: '筛选部', en: 'Filter Unit' },
    });
    const list = async (query: string) =>
      resultOf<PageResult<DepartRecord>>(await call('GET', `/sys/sysDepart/list?${query}`));
    expect((await list('departName=filter%20unit')).records.map((r) => r.id)).toEqual([child.id]);
    expect((await list(`departName=${encodeURIComponent('筛选')}`)).total).toBe(2);
    expect((await list(`orgCode=${child.orgCode}`)).records.map((r) => r.id)).toEqual([child.id]);
    await call('DELETE', `/sys/sysDepart/delete?id=${child.id}`);
    expect((await list(`orgCode=${child.orgCode}`)).total).toBe(0);
    expect((await list(`departName=${encodeURIComponent('筛选')}`)).records.map((r) => r.id)).toEqual([
      root.id,
    ]);
    expectFailure(await call('GET', `/sys/sysDepart/queryById?id=${child.id}`), 404, ErrorKey.notFound);
    expectFailure(
      await call('PUT', '/sys/sysDepart/edit', { ...editBody(child), version: child.version + 1 }),
      404,
      ErrorKey.notFound,
    );
  });

  it('exports the filtered departments with the definition’s titles in the caller’s language', async () => {
    const root = await add({ name: { zh: '导出公司', en: 'Export Co' }, mobile: '010-9' });
    const zh = await exported(`departName=${encodeURIComponent('导出公司')}`, 'zh');
    expect(zh.sheetName).toBe('部门列表');
    expect(zh.disposition).toContain(encodeURIComponent('部门列表'));
    expect(zh.disposition).toMatch(/\d{8}\.xlsx/);
    expect(zh.rows).toEqual([
      ['机构名称', '机构编码', '机构类型', '电话', '地址', '备注'],
      // Empty texts are empty cells, which the reader leaves out at a row's end.
      ['导出公司', root.orgCode, '公司', '010-9'],
    ]);
    const en = await exported(`departName=${encodeURIComponent('导出公司')}`, 'en');
    expect(en.sheetName).toBe('Departments');
    expect(en.rows).toEqual([
      ['Name', 'Org code', 'Kind', 'Phone', 'Address', 'Notes'],
      ['Export Co', root.orgCode, 'Company', '010-9'],
    ]);
  });

  it('answers an org code already held (the unique index) as a field error, never a 500', async () => {
    const root = await add();
    // A row holding the code the next child of root would get, under another parent.
    await t.app.db.insert(sysDepart).values({
      id: newId(),
      tenantId: await defaultTenantId(t),
      parentId: newId(),
      departName: { zh: '占位', en: 'Squatter' },
      orgCode: `${root.orgCode}A01`,
      orgCategory: OrgCategory.department,
    });
    const response = await call(
      'POST',
      '/sys/sysDepart/add',
      { name: { zh: 'x', en: 'x' }, orgCategory: OrgCategory.department, parentId: root.id },
      adminToken,
      'en',
    );
    expectFailure(response, 400, ErrorKey.valueTaken, {
      errors: [{ field: 'orgCode', message: 'Org code: this value is already in use' }],
    });
  });
});
