import { createServer, type AddressInfo } from 'node:net';
import {
  ErrorKey,
  REPORT_VIEWS,
  type DataSourceRecord,
  type ReportAddRequest,
  type ReportColumns,
  type ReportPage,
  type ReportQueryItem,
  type ReportRecord,
} from '@mall/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { columnOf, exportCall, exportedRows } from '../../test/export-sheet';
import { addTenantWithUser, apiCall, resultOf, type Method } from '../../test/org-fixtures';
import { REPORT_ROLE } from './runner';
import { sysDataSource } from './schema';

let t: TestApp;
let adminToken: string;
let strangerToken: string;

const call = (method: Method, path: string, payload?: unknown, token = adminToken) =>
  apiCall(t, token, method, path, payload);

const ITEMS: ReportAddRequest['items'] = [
  { fieldName: 'code', fieldTxt: '编码', isSearch: 1, searchMode: 'single', orderNum: 1 },
  { fieldName: 'name', fieldTxt: '名称', isSearch: 1, orderNum: 2 },
  { fieldName: 'post_level', fieldTxt: '级别', isSearch: 1, searchMode: 'group', orderNum: 3 },
];

const add = (code: string, cgrSql: string, extra: Partial<ReportAddRequest> = {}, token = adminToken) =>
  call(
    'POST',
    '/online/cgreport/head/add',
    { code, name: `Report ${code}`, cgrSql, items: ITEMS, ...extra },
    token,
  );

async function addReport(code: string, cgrSql: string, extra: Partial<ReportAddRequest> = {}) {
  return resultOf<ReportRecord>(await add(code, cgrSql, extra));
}

const data = (id: string, query = '', token = adminToken) =>
  call('GET', `/online/cgreport/api/getData/${id}${query ? `?${query}` : ''}`, undefined, token);

beforeAll(async () => {
  t = await createTestApp({
    env: {
      REPORT_ROW_CAP: '12',
      REPORT_TIMEOUT_MS: '2000',
      // The PostgreSQL server the tests run on, so that a source may name another database on it.
      DATA_SOURCE_HOSTS: new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1').hostname,
    },
  });
  adminToken = await t.login('admin');
  strangerToken = (await addTenantWithUser(t, 'Report strangers', 'report-stranger')).token;
  for (let i = 1; i <= 15; i += 1) {
    const code = `RP${String(i).padStart(2, '0')}`;
    resultOf(
      await call('POST', '/sys/position/add', { code, name: `Reported ${code}`, postRank: 2, postLevel: i }),
    );
  }
  // The stranger's tenant has a position of its own, which the admin's reports must never show.
  resultOf(
    await call(
      'POST',
      '/sys/position/add',
      { code: 'RPX', name: 'Reported stranger', postRank: 2, postLevel: 1 },
      strangerToken,
    ),
  );
});
afterAll(() => t?.close());

const POSITIONS = "select code, name, post_level from report.positions where name like 'Reported%'";

describe('online reports: writing the SQL', () => {
  const refusedAs = async (cgrSql: string, key: string) => {
    const answer = await add(`R${Math.random().toString(36).slice(2, 8)}`, cgrSql);
    expectFailure(answer, 400, key, {}, cgrSql);
    expect(answer.json().errors?.[0]?.field, cgrSql).toBe('cgrSql');
  };

  it('refuses two statements', () => refusedAs(`${POSITIONS}; select 1`, 'report.sql.oneStatement'));

  it('refuses writes, also inside a WITH, and row locks', async () => {
    await refusedAs("insert into report.positions (code) values ('x')", 'report.sql.notQuery');
    await refusedAs("update report.positions set name = 'x'", 'report.sql.notQuery');
    await refusedAs('delete from report.positions', 'report.sql.notQuery');
    await refusedAs(
      'with gone as (delete from report.positions returning *) select * from gone',
      'report.sql.notQuery',
    );
    await refusedAs('select * from report.positions for update', 'report.sql.locking');
    await refusedAs('drop table sys_user', 'report.sql.notQuery');
  });

  it('refuses functions off the list: sleeping, settings, files', async () => {
    await refusedAs('select pg_sleep(10)', 'report.sql.function');
    await refusedAs("select set_config('app.tenant_id', 'x', false)", 'report.sql.function');
    await refusedAs("select current_setting('app.tenant_id')", 'report.sql.function');
    await refusedAs("select pg_catalog.lower('A')", 'report.sql.function');
    await refusedAs(
      "select * from report.positions where code = pg_read_file('/etc/passwd')",
      'report.sql.function',
    );
  });

  it('refuses tables that are not report views, even inside subqueries', async () => {
    await refusedAs('select username, password from sys_user', 'report.sql.table');
    await refusedAs('select * from public.sys_position', 'report.sql.table');
    await refusedAs(
      'select * from report.positions where id in (select id from sys_position)',
      'report.sql.table',
    );
    await refusedAs('select * from pg_user', 'report.sql.table');
  });

  it('refuses a real table behind a WITH name of the same name', async () => {
    await refusedAs('with sys_user as (select 1) select * from public.sys_user', 'report.sql.table');
    await refusedAs('with positions as (select 1) select * from public.sys_position', 'report.sql.table');
    await refusedAs(
      'with recursive sys_user(n) as (select 1 union all select n + 1 from sys_user where n < 2) select * from public.sys_user',
      process.env.TEST_DB === 'postgres' ? 'report.sql.table' : 'report.sql.embedded',
    );
  });

  it('refuses numbered parameters and text it cannot parse', async () => {
    await refusedAs('select * from report.positions where code = $1', 'report.sql.parameter');
    await refusedAs('select from where', 'report.sql.syntax');
  });

  it('needs the report permissions', async () => {
    const salesToken = await t.login('sales');
    expectFailure(await add('RSALES', POSITIONS, {}, salesToken), 403, ErrorKey.forbidden);
  });
});

describe('online reports: export', () => {
  it('exports the filtered or selected reports with titles in the caller’s language', async () => {
    const first = await addReport('EXPORT-A', POSITIONS, { content: '=HYPERLINK("x")' });
    await addReport('EXPORT-B', POSITIONS);
    await addReport('OTHER-EXP', POSITIONS);

    const zh = await exportedRows(
      await exportCall(t, adminToken, '/online/cgreport/head/exportXls?code=EXPORT'),
    );
    expect(zh[0]).toEqual(['报表编码', '报表名称', '报表SQL', '数据源', '描述', '创建时间']);
    expect(columnOf(zh, '报表编码').sort()).toEqual(['EXPORT-A', 'EXPORT-B']);
    expect(columnOf(zh, '描述')).toContain('=HYPERLINK("x")');

    const en = await exportedRows(
      await exportCall(t, adminToken, `/online/cgreport/head/exportXls?selections=${first.id}`, 'en'),
    );
    expect(en[0]).toEqual(['Code', 'Name', 'SQL', 'Data source', 'Description', 'Created']);
    expect(columnOf(en, 'Code')).toEqual(['EXPORT-A']);

    const buyerToken = await t.login('buyer');
    expectFailure(
      await exportCall(t, buyerToken, '/online/cgreport/head/exportXls'),
      403,
      ErrorKey.forbidden,
    );
  });
});

describe('online reports: running them', () => {
  let report: ReportRecord;
  beforeAll(async () => {
    report = await addReport('positions_by_level', `${POSITIONS} and post_level >= \${min_level}`, {
      params: [{ paramName: 'min_level', paramTxt: '最低级别', paramValue: '1' }],
    });
  });

  it('answers the columns by code and the query fields by id', async () => {
    const columns = resultOf<ReportColumns>(
      await call('GET', '/online/cgreport/api/getRpColumns/positions_by_level'),
    );
    expect(columns.cgRpConfigId).toBe(report.id);
    expect(columns.columns.map((column) => column.dataIndex)).toEqual(['code', 'name', 'post_level']);
    expect(columns.params).toEqual([
      { paramName: 'min_level', paramTxt: '最低级别', paramValue: '1', ruleCode: null },
    ]);
    const query = resultOf<ReportQueryItem[]>(
      await call('GET', `/online/cgreport/api/getQueryInfo/${report.id}`),
    );
    expect(query.map((item) => [item.field, item.mode])).toEqual([
      ['code', 'single'],
      ['name', 'single'],
      ['post_level', 'group'],
    ]);
  });

  it("checks a value given to a parameter against the parameter's check rule, a '*' step the whole value", async () => {
    resultOf(
      await call('POST', '/sys/checkRule/add', {
        ruleName: 'Level',
        ruleCode: 'report_level',
        ruleJson: JSON.stringify([
          { digits: '1', pattern: '^[1-9]$', message: 'starts with 1-9' },
          { digits: '*', pattern: '^[0-9]{1,2}$', message: 'one or two digits' },
        ]),
      }),
    );
    const checked = await addReport('positions_checked', `${POSITIONS} and post_level >= \${min_level}`, {
      params: [{ paramName: 'min_level', paramTxt: 'Level', paramValue: '1', ruleCode: 'report_level' }],
    });
    const columns = resultOf<ReportColumns>(
      await call('GET', '/online/cgreport/api/getRpColumns/positions_checked'),
    );
    expect(columns.params[0]?.ruleCode).toBe('report_level');
    expectFailure(await data(checked.id, 'self_min_level=0'), 400, 'checkRule.failed');
    // The first step passes ('1'); the whole value '123' has three digits.
    expectFailure(await data(checked.id, 'self_min_level=123'), 400, 'checkRule.failed');
    const bound = resultOf<ReportPage>(await data(checked.id, 'self_min_level=14&column=code&order=desc'));
    expect(bound.records.map((record) => record.code)).toEqual(['RP15', 'RP14']);
    // The default is the administrator's: a run that gives no value is not checked.
    expect(resultOf<ReportPage>(await data(checked.id)).total).toBe(12);
  });

  it('pages, sorts on its own columns, filters and binds parameters', async () => {
    const first = resultOf<ReportPage>(await data(report.id, 'column=code&order=asc'));
    expect(first.total).toBe(12); // 15 rows, cut at the row cap of 12
    expect(first.truncated).toBe(true);
    expect(first.records).toHaveLength(10);
    expect(first.records[0]).toEqual({ code: 'RP01', name: 'Reported RP01', post_level: 1 });
    const second = resultOf<ReportPage>(await data(report.id, 'column=code&order=asc&pageNo=2'));
    expect(second.records.map((record) => record.code)).toEqual(['RP11', 'RP12']);

    const bound = resultOf<ReportPage>(await data(report.id, 'self_min_level=14&column=code&order=desc'));
    expect(bound.records.map((record) => record.code)).toEqual(['RP15', 'RP14']);
    expect(bound.truncated).toBeUndefined();
    // A parameter's value is a value, never SQL.
    const hostile = await data(report.id, `self_min_level=${encodeURIComponent('1 or 1=1')}`);
    expectFailure(hostile, 422, 'report.failed');

    const ranged = resultOf<ReportPage>(
      await data(report.id, 'post_level_begin=3&post_level_end=5&name=&pageSize=20'),
    );
    expect(ranged.records.map((record) => record.code).sort()).toEqual(['RP03', 'RP04', 'RP05']);
    const named = resultOf<ReportPage>(await data(report.id, 'code=p07'));
    expect(named.records.map((record) => record.code)).toEqual(['RP07']);
    // A filter value with LIKE's wildcards matches them literally.
    expect(resultOf<ReportPage>(await data(report.id, 'code=%25')).total).toBe(0);
  });

  it('refuses a sort column, a query field or a page size that is not the report’s', async () => {
    expectFailure(await data(report.id, 'column=id'), 400, 'report.unknownField');
    expectFailure(
      await data(report.id, `column=${encodeURIComponent('code; drop table sys_user')}`),
      400,
      'report.unknownField',
    );
    expectFailure(await data(report.id, 'order=sideways'), 400, ErrorKey.badRequest);
    expectFailure(await data(report.id, 'tenant_id=x'), 400, 'report.unknownField');
    expectFailure(await data(report.id, 'pageSize=1000'), 400, ErrorKey.badRequest);
  });

  it('shows the caller’s tenant’s rows only', async () => {
    const all = await addReport('all_positions', 'select code, name, post_level from report.positions');
    const page = resultOf<ReportPage>(await data(all.id, 'pageSize=30'));
    expect(page.records.map((record) => record.code)).not.toContain('RPX');
    // The stranger cannot reach the admin's report, and its own tenant shows only its own rows.
    expectFailure(await data(all.id, '', strangerToken), 404, ErrorKey.notFound);
    const theirs = resultOf<ReportRecord>(
      await add('all_positions', 'select code, name, post_level from report.positions', {}, strangerToken),
    );
    const their = resultOf<ReportPage>(await data(theirs.id, 'pageSize=30', strangerToken));
    expect(their.records.map((record) => record.code)).toEqual(['RPX']);
  });

  it('refuses a stored SQL that was changed behind the form’s back, before it runs', async () => {
    const row = await addReport('tampered', POSITIONS);
    const { onlCgreportHead } = await import('./schema');
    await t.app.db
      .update(onlCgreportHead)
      .set({ cgrSql: 'select username from sys_user' })
      .where(eq(onlCgreportHead.id, row.id));
    expectFailure(await data(row.id), 400, 'report.sql.table');
  });

  it('keeps an answer for 30 seconds per report and parameters', async () => {
    const before = resultOf<ReportPage>(await data(report.id, 'self_min_level=16'));
    expect(before.total).toBe(0);
    resultOf(
      await call('POST', '/sys/position/add', {
        code: 'RP99',
        name: 'Reported RP99',
        postRank: 2,
        postLevel: 20,
      }),
    );
    expect(resultOf<ReportPage>(await data(report.id, 'self_min_level=16'))).toEqual(before);
    expect(
      resultOf<ReportPage>(await data(report.id, 'self_min_level=17')).records.map((r) => r.code),
    ).toEqual(['RP99']);
  });

  it('needs the run permission', async () => {
    const salesToken = await t.login('sales');
    expectFailure(await data(report.id, '', salesToken), 403, ErrorKey.forbidden);
    expectFailure(
      await call('GET', '/online/cgreport/api/getRpColumns/positions_by_level', undefined, salesToken),
      403,
      ErrorKey.forbidden,
    );
  });

  const SLOW =
    'select a.code, a.name, a.post_level from report.positions a, report.positions b, report.positions c, report.positions d, report.positions e, report.positions f, report.positions g where length(concat(a.name, b.name, c.name, d.name, e.name, f.name, g.name)) < 0';

  it.runIf(process.env.TEST_DB === 'postgres')('stops a query at the time limit', async () => {
    const slow = await addReport('slow', SLOW);
    const started = Date.now();
    expectFailure(await data(slow.id), 422, 'report.timeout');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'refuses, before it runs, a report the embedded database could not stop',
    async () => {
      const started = Date.now();
      expectFailure(await data((await addReport('slow', SLOW)).id), 422, 'report.embeddedLimit');
      const ten = `(values ${Array.from({ length: 10 }, (_, i) => `(${i})`).join(', ')})`;
      const lists = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `${ten} as ${name}(x)`).join(', ');
      const crossed = await addReport(
        'crossed',
        `select count(*) as code, 'n' as name, 1 as post_level from ${lists}`,
      );
      expectFailure(await data(crossed.id), 422, 'report.embeddedLimit');
      // The same through a WITH name, used twice.
      const named = await addReport(
        'crossed_with',
        `with t as (select a.x from ${ten} as a(x), ${ten} as b(x), ${ten} as c(x), ${ten} as d(x)) select count(*) as code from t, t as u`,
      );
      expectFailure(await data(named.id), 422, 'report.embeddedLimit');
      expect(Date.now() - started).toBeLessThan(5_000);
      // A join within the budget still runs.
      const paired = await addReport(
        'paired',
        `select a.code, b.name, a.post_level from report.positions a join report.positions b on b.id = a.id where a.name like 'Reported%'`,
      );
      expect(resultOf<ReportPage>(await data(paired.id)).total).toBe(12);
      // Functions that make a long text or number from a short one are refused when written.
      for (const cgrSql of [
        "select lpad('a', 100000000) as code",
        "select replace(replace('aa', 'a', 'aaaa'), 'a', 'aaaa') as code",
        'select 9.9 ^ 100000 as code',
      ]) {
        const refused = await add('amplified', cgrSql);
        expectFailure(refused, 400, 'report.sql.embedded', {}, cgrSql);
        expect(refused.json().errors?.[0]?.field).toBe('cgrSql');
      }
    },
  );

  it('runs WITH RECURSIVE on PostgreSQL, and says the embedded database refuses it', async () => {
    const cgrSql =
      "with recursive t(n) as (select 1 union all select n + 1 from t where n < 3) select 'R' || n as code, 'Recursive' as name, n as post_level from t";
    if (process.env.TEST_DB === 'postgres') {
      const recursive = await addReport('recursive', cgrSql);
      expect(resultOf<ReportPage>(await data(recursive.id, 'column=code')).records).toEqual([
        { code: 'R1', name: 'Recursive', post_level: 1 },
        { code: 'R2', name: 'Recursive', post_level: 2 },
        { code: 'R3', name: 'Recursive', post_level: 3 },
      ]);
    } else {
      const refused = await add('recursive', cgrSql);
      expectFailure(refused, 400, 'report.sql.embedded');
      expect(refused.json().errors?.[0]?.field).toBe('cgrSql');
    }
  });

  it('says truncated only when there are more rows than the cap', async () => {
    const rows = (n: number) =>
      `select code, name, post_level from (values ${Array.from({ length: n }, (_, i) => `('V${i}', 'v', ${i})`).join(', ')}) as v(code, name, post_level)`;
    const exactly = resultOf<ReportPage>(await data((await addReport('cap_exact', rows(12))).id));
    expect(exactly.total).toBe(12);
    expect(exactly.truncated).toBeUndefined();
    const over = resultOf<ReportPage>(await data((await addReport('cap_over', rows(13))).id));
    expect(over.total).toBe(12);
    expect(over.truncated).toBe(true);
  });
});

describe('online reports: the tenant wall', () => {
  it('runs as a role that can read the report views and nothing else', async () => {
    const [role] = (
      (await t.app.db.execute(
        sql`select rolsuper, rolbypassrls, rolcanlogin, rolcreaterole, rolcreatedb from pg_roles where rolname = ${REPORT_ROLE}`,
      )) as unknown as { rows: Record<string, boolean>[] }
    ).rows;
    expect(role).toEqual({
      rolsuper: false,
      rolbypassrls: false,
      rolcanlogin: false,
      rolcreaterole: false,
      rolcreatedb: false,
    });
    const owned = (await t.app.db.execute(
      sql`select count(*)::int as n from pg_class where relowner = (select oid from pg_roles where rolname = ${REPORT_ROLE})`,
    )) as unknown as { rows: { n: number }[] };
    expect(owned.rows[0]?.n).toBe(0);
    const barriers = (await t.app.db.execute(
      sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'report' and c.relkind = 'v' and 'security_barrier=true' = any(c.reloptions) order by 1`,
    )) as unknown as { rows: { relname: string }[] };
    expect(barriers.rows.map((row) => row.relname)).toEqual(Object.keys(REPORT_VIEWS).sort());

    // As the role, a base table is a permission error whatever it holds; the views are readable.
    const asRole = (query: string) =>
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL ROLE ${REPORT_ROLE}`));
        return tx.execute(sql.raw(query));
      });
    for (const table of ['public.sys_user', 'public.sys_user_tenant', 'public.onl_cgreport_head']) {
      await expect(asRole(`select 1 from ${table} limit 1`)).rejects.toMatchObject({
        cause: { code: '42501' },
      });
    }
    for (const view of Object.keys(REPORT_VIEWS)) await asRole(`select 1 from report.${view} limit 1`);

    // And a report runs as it.
    const who = await addReport('who_runs', "select current_user as code, 'who' as name, 1 as post_level");
    expect(resultOf<ReportPage>(await data(who.id)).records).toEqual([
      { code: REPORT_ROLE, name: 'who', post_level: 1 },
    ]);
  });

  it('gives the same answer whether a row of another tenant matches the report’s condition or not', async () => {
    // A condition that fails (division by zero) on the matching row only: if it ever saw the other
    // tenant's row, the existing name would answer an error and the missing one rows.
    const probes = [
      {
        code: 'probe_users',
        cgrSql:
          'select username as code, realname as name, 1 as post_level from report.users where 1 / (case when username = :probe then 0 else 1 end) = 1',
        existing: 'report-stranger',
      },
      {
        code: 'probe_positions',
        cgrSql:
          'select code, name, post_level from report.positions where 1 / (case when code = :probe then 0 else 1 end) = 1',
        existing: 'RPX',
      },
    ];
    for (const probe of probes) {
      const report = await addReport(probe.code, probe.cgrSql, {
        params: [{ paramName: 'probe', paramTxt: 'probe', paramValue: null }],
      });
      const existing = await data(report.id, `self_probe=${probe.existing}&pageSize=30&column=code`);
      const missing = await data(report.id, 'self_probe=no-such-row-anywhere&pageSize=30&column=code');
      expect(existing.statusCode, `${probe.code}: ${existing.body}`).toBe(200);
      expect(existing.json().result).toEqual(missing.json().result);
    }
  });

  it('reads no real table behind a WITH name, even stored behind the form’s back', async () => {
    const row = await addReport('shadowed', POSITIONS);
    const { onlCgreportHead } = await import('./schema');
    await t.app.db
      .update(onlCgreportHead)
      .set({ cgrSql: 'with sys_user as (select 1) select username as code from public.sys_user' })
      .where(eq(onlCgreportHead.id, row.id));
    expectFailure(await data(row.id), 400, 'report.sql.table');
  });
});

describe('reports on a data source (PostgreSQL runs)', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'reads a source on the main database host read-only, with bound parameters, but never the main database',
    async () => {
      const main = new URL(t.app.config.DATABASE_URL ?? '');
      const username = decodeURIComponent(main.username || 'postgres');
      // The main database itself, under any loopback name, would read its tables past the report views.
      for (const host of [main.host, `localhost:${main.port || 5432}`]) {
        const refused = await call('POST', '/sys/dataSource/add', {
          code: 'main_db',
          name: 'Main database',
          dbUrl: `postgres://${host}${main.pathname}`,
          dbUsername: username,
          dbPassword: null,
        });
        expectFailure(refused, 400, 'dataSource.mainDatabase');
        expect(refused.json().errors[0].field).toBe('dbUrl');
      }
      const other = new URL(process.env.TEST_DATABASE_URL ?? '');
      const added = await call('POST', '/sys/dataSource/add', {
        code: 'main_host',
        name: 'Main host',
        dbUrl: `postgres://${main.host}${other.pathname}`,
        dbUsername: username,
        dbPassword: null,
      });
      expect(added.statusCode, added.body).toBe(200);
      const report = await addReport(
        'on_source',
        "select code, name, post_level from (values ('S1', 'One', 1), ('S2', 'Two', 2)) as v(code, name, post_level) where post_level >= :min",
        { dbSource: 'main_host', params: [{ paramName: 'min', paramTxt: 'min', paramValue: '2' }] },
      );
      const page = resultOf<ReportPage>(await data(report.id));
      expect(page.records).toEqual([{ code: 'S2', name: 'Two', post_level: 2 }]);
    },
  );
});

describe('data sources', () => {
  const KEY = Buffer.alloc(32, 7).toString('base64');
  let keyed: TestApp;
  let keyedToken: string;
  beforeAll(async () => {
    keyed = await createTestApp({
      env: { DATA_SOURCE_KEY: KEY, DATA_SOURCE_HOSTS: 'reports.example.internal,127.0.0.1' },
    });
    keyedToken = await keyed.login('admin');
  });
  afterAll(() => keyed?.close());
  const form = {
    code: 'warehouse',
    name: 'Warehouse',
    dbUrl: 'postgres://reports.example.internal:5432/warehouse',
    dbUsername: 'reader',
    dbPassword: 'S3cret!pass',
  };

  it('refuses a host off the operator’s list, and URL options', async () => {
    const answer = await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/add', {
      ...form,
      dbUrl: 'postgres://169.254.169.254:5432/x',
    });
    expectFailure(answer, 400, 'dataSource.hostNotAllowed');
    expect(answer.json().errors[0].field).toBe('dbUrl');
    expectFailure(
      await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/add', {
        ...form,
        dbUrl: 'postgres://reports.example.internal:5432/x?host=10.0.0.1',
      }),
      400,
      'dataSource.urlInvalid',
    );
    expectFailure(
      await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/testConnection', {
        dbUrl: 'jdbc:postgresql://localhost:5432/postgres',
        dbUsername: 'postgres',
      }),
      400,
      'dataSource.hostNotAllowed',
    );
  });

  it('stores the password encrypted and never answers it', async () => {
    const added = resultOf<DataSourceRecord>(
      await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/add', form),
    );
    expect(added.hasPassword).toBe(true);
    const [row] = await keyed.app.db.select().from(sysDataSource).where(eq(sysDataSource.id, added.id));
    expect(row?.dbPasswordEncrypted).toMatch(/^v1:/);
    expect(row?.dbPasswordEncrypted).not.toContain('S3cret');
    for (const path of [`/sys/dataSource/queryById?id=${added.id}`, '/sys/dataSource/list']) {
      const answer = await apiCall(keyed, keyedToken, 'GET', path);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('S3cret');
      expect(answer.body).not.toContain(row?.dbPasswordEncrypted ?? 'none');
      expect(answer.body).not.toContain('dbPassword');
    }
    // An edit without a password keeps the stored one.
    const edited = resultOf<DataSourceRecord>(
      await apiCall(keyed, keyedToken, 'PUT', '/sys/dataSource/edit', {
        ...form,
        dbPassword: null,
        name: 'Warehouse 2',
        id: added.id,
        version: added.version,
      }),
    );
    expect(edited.hasPassword).toBe(true);
    const [after] = await keyed.app.db.select().from(sysDataSource).where(eq(sysDataSource.id, added.id));
    expect(after?.dbPasswordEncrypted).toBe(row?.dbPasswordEncrypted);
  });

  it('exports the sources without their passwords, filtered or selected, in the caller’s language', async () => {
    const exported = resultOf<DataSourceRecord>(
      await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/add', {
        ...form,
        code: 'export-src',
        name: 'Exported source',
        dbPassword: 'Exp0rt!secret',
      }),
    );
    resultOf(
      await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/add', {
        ...form,
        code: 'export-other',
        dbPassword: null,
      }),
    );
    const [row] = await keyed.app.db.select().from(sysDataSource).where(eq(sysDataSource.id, exported.id));

    const zh = await exportedRows(
      await exportCall(keyed, keyedToken, '/sys/dataSource/exportXls?code=export'),
    );
    expect(zh[0]).toEqual([
      '数据源编码',
      '数据源名称',
      '数据库类型',
      '数据源地址',
      '用户名',
      '备注',
      '创建时间',
    ]);
    expect(columnOf(zh, '数据源编码').sort()).toEqual(['export-other', 'export-src']);
    // Neither the password nor its sealed form, nor whether one is set, is in any cell.
    const cells = zh.flat().join('\n');
    expect(cells).not.toContain('Exp0rt');
    expect(cells).not.toContain(row?.dbPasswordEncrypted ?? 'none');

    const en = await exportedRows(
      await exportCall(keyed, keyedToken, `/sys/dataSource/exportXls?selections=${exported.id}`, 'en'),
    );
    expect(en[0]?.slice(0, 3)).toEqual(['Code', 'Name', 'Database type']);
    expect(en.slice(1).map((cells) => cells.slice(0, 3))).toEqual([
      ['export-src', 'Exported source', 'PostgreSQL'],
    ]);
    expect(en.flat().join('\n')).not.toContain('Exp0rt');

    const buyerToken = await keyed.login('buyer');
    expectFailure(await exportCall(keyed, buyerToken, '/sys/dataSource/exportXls'), 403, ErrorKey.forbidden);
  });

  it('refuses to store a password without the key', async () => {
    const answer = await call('POST', '/sys/dataSource/add', { ...form, dbUrl: 'postgres://localhost/x' });
    // Only the hosts in DATA_SOURCE_HOSTS are allowed, written as they are listed.
    expectFailure(answer, 400, 'dataSource.hostNotAllowed');
    const noHostCheck = await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/add', {
      ...form,
      code: 'nokey',
    });
    expect(noHostCheck.statusCode).toBe(200);
    const unkeyed = await createTestApp({ env: { DATA_SOURCE_HOSTS: 'reports.example.internal' } });
    try {
      const token = await unkeyed.login('admin');
      const refused = await apiCall(unkeyed, token, 'POST', '/sys/dataSource/add', form);
      expectFailure(refused, 400, 'dataSource.noKey');
      expect(refused.json().errors[0].field).toBe('dbPassword');
      resultOf(await apiCall(unkeyed, token, 'POST', '/sys/dataSource/add', { ...form, dbPassword: null }));
    } finally {
      await unkeyed.close();
    }
  });

  /**
   * A PostgreSQL server that asks for the password in clear (AuthenticationCleartextPassword) and records
   * whether one arrives.
   */
  async function cleartextServer() {
    const seen = { connections: 0, password: false };
    const server = createServer((socket) => {
      seen.connections += 1;
      let started = false;
      socket.on('error', () => undefined);
      socket.on('data', (chunk) => {
        if (!started) {
          started = true;
          socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]));
        } else if (chunk[0] === 0x70) {
          seen.password = true;
          socket.destroy();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `postgres://127.0.0.1:${(server.address() as AddressInfo).port}/warehouse`;
    return { seen, url, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('sends the stored password only to the stored address, and never in clear', async () => {
    const fake = await cleartextServer();
    try {
      const stored = resultOf<DataSourceRecord>(
        await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/add', {
          ...form,
          code: 'moving',
          dbPassword: 'Stored!secret1',
        }),
      );
      // A test of a new address with the stored source's id and no password: the password again.
      for (const dbPassword of ['', null]) {
        const answer = await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/testConnection', {
          id: stored.id,
          dbUrl: fake.url,
          dbUsername: 'reader',
          dbPassword,
        });
        expectFailure(answer, 400, 'dataSource.passwordAgain');
        expect(answer.json().errors[0].field).toBe('dbPassword');
      }
      // An edit moving the source without its password is refused, and keeps the stored address.
      const moved = await apiCall(keyed, keyedToken, 'PUT', '/sys/dataSource/edit', {
        ...form,
        code: 'moving',
        dbUrl: fake.url,
        dbPassword: null,
        id: stored.id,
        version: stored.version,
      });
      expectFailure(moved, 400, 'dataSource.passwordAgain');
      expect(moved.json().errors[0].field).toBe('dbPassword');
      expect(fake.seen).toEqual({ connections: 0, password: false });

      // Moved with its password, the source is at the fake server, which asks for it in clear: no answer.
      const edited = resultOf<DataSourceRecord>(
        await apiCall(keyed, keyedToken, 'PUT', '/sys/dataSource/edit', {
          ...form,
          code: 'moving',
          dbUrl: fake.url,
          dbPassword: 'Moved!secret2',
          id: stored.id,
          version: stored.version,
        }),
      );
      expectFailure(
        await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/testConnection', { id: edited.id }),
        400,
        'dataSource.connectFailed',
      );
      expectFailure(
        await apiCall(keyed, keyedToken, 'POST', '/sys/dataSource/testConnection', {
          id: edited.id,
          dbUrl: fake.url,
          dbUsername: 'reader',
          dbPassword: '',
        }),
        400,
        'dataSource.connectFailed',
      );
      const report = resultOf<ReportRecord>(
        await apiCall(keyed, keyedToken, 'POST', '/online/cgreport/head/add', {
          code: 'on_fake',
          name: 'On the fake server',
          cgrSql: 'select code, name from stock',
          dbSource: 'moving',
          items: ITEMS,
        }),
      );
      expectFailure(
        await apiCall(keyed, keyedToken, 'GET', `/online/cgreport/api/getData/${report.id}`),
        400,
        'dataSource.connectFailed',
      );
      expect(fake.seen.connections).toBe(3);
      expect(fake.seen.password).toBe(false);
    } finally {
      await fake.close();
    }
  });

  it('lets a report name a source of the tenant only, and checks its SQL for any table but the catalogue', async () => {
    expectFailure(
      await apiCall(keyed, keyedToken, 'POST', '/online/cgreport/head/add', {
        code: 'elsewhere',
        name: 'Elsewhere',
        cgrSql: 'select code, name from stock',
        dbSource: 'nowhere',
        items: ITEMS,
      }),
      400,
      'dataSource.unknown',
    );
    const stored = resultOf<ReportRecord>(
      await apiCall(keyed, keyedToken, 'POST', '/online/cgreport/head/add', {
        code: 'elsewhere',
        name: 'Elsewhere',
        cgrSql: 'select code, name from stock',
        dbSource: 'warehouse',
        items: ITEMS,
      }),
    );
    expect(stored.dbSource).toBe('warehouse');
    expectFailure(
      await apiCall(keyed, keyedToken, 'POST', '/online/cgreport/head/add', {
        code: 'catalogue',
        name: 'Catalogue',
        cgrSql: 'select usename from pg_user',
        dbSource: 'warehouse',
        items: ITEMS,
      }),
      400,
      'report.sql.table',
    );
  });
});
