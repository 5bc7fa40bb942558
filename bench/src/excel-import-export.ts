// Excel import and export of 100,000 products on PostgreSQL (BENCH_DATABASE_URL, default the local server).
// Import: POST /catalogue/product/importExcel of a 100,000-row .xlsx (one style per product), against the
// baseline of reading the same file row by row with no database work. Export: GET exportXls of every
// product, against the baseline of reading the same records page by page without writing a sheet.
// The server runs in its own process, built and started as `npm start` runs it: the peak RSS sampled
// while each runs is the server's, and the CPU time of the server and of its database connections says
// which of the two the time went to.
// Targets: import < 10 s with RSS < 300 MB; export < 5 s with RSS < 200 MB.
// With both, the export runs right after the import: the import leaves the planner's statistics current.
// BENCH_EXCEL=export measures the export alone, of products (a style each) inserted straight into the
// database rather than imported: seconds instead of minutes. BENCH_EXCEL=import measures the import alone.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE } from '@mall/shared';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { sheetRows } from '../../apps/server/src/platform/files/sheet-reader';
import { createBenchDatabase } from './database';
import { cpuMs, databaseCpuMs, residentBytes, startServerProcess } from './server-process';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const MODE = process.env.BENCH_EXCEL ?? 'both';
if (!['both', 'import', 'export'].includes(MODE))
  throw new Error(`BENCH_EXCEL is both, import or export: ${MODE}`);
const ADMIN_PASSWORD = 'Bench#Admin1';
const MB = 1024 * 1024;

interface Measured<T> {
  ms: number;
  /** The server's highest RSS while `work` ran. */
  peakMb: number;
  /** CPU time of the server and of its database connections while `work` ran. */
  serverCpuMs: number;
  databaseCpuMs: number;
  value: T;
}

/** Runs `work` sampling the server's RSS every 25 ms: its time, the highest RSS seen and the CPU used. */
async function measured<T>(pid: number, database: string, work: () => Promise<T>): Promise<Measured<T>> {
  let peak = residentBytes(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 25);
  const cpu = { server: cpuMs(pid), database: databaseCpuMs(database) };
  const started = performance.now();
  try {
    const value = await work();
    return {
      ms: performance.now() - started,
      peakMb: Math.max(peak, residentBytes(pid)) / MB,
      serverCpuMs: cpuMs(pid) - cpu.server,
      databaseCpuMs: databaseCpuMs(database) - cpu.database,
      value,
    };
  } finally {
    clearInterval(timer);
  }
}

const cpuText = (run: Measured<unknown>) =>
  `CPU: server ${(run.serverCpuMs / 1000).toFixed(1)} s, database ${(run.databaseCpuMs / 1000).toFixed(1)} s`;

/**
 * The import's file: a product a row, with the categories, 50 brands and 97 models spread over them, so
 * that few columns hold the same value in every row.
 */
async function writeProducts(path: string, categories: string[], currency: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path) });
  const sheet = workbook.addWorksheet('产品列表');
  sheet
    .addRow([
      '产品编码',
      '产品名称',
      '产品分类',
      '型号',
      '品牌',
      '状态',
      '款式名称',
      '标准价',
      '款式价格单位',
    ])
    .commit();
  for (let i = 0; i < ROWS; i++) {
    sheet
      .addRow([
        `BENCH-${i}`,
        `基准产品 ${i}`,
        categories[i % categories.length],
        `M${i % 97}`,
        `Brand ${i % 50}`,
        '上架',
        '标准',
        (i % 1000) + 0.5,
        currency,
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Inserts `ROWS` products like the imported ones (the seeded product's tenant, category and currency), a
 * style each, one statement per table: the export's data without the import's time.
 */
async function seedProducts(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // Creation times a millisecond apart per 500 products: the default sort (newest first) has ties.
    await client.query(
      `with template as (
         select p.tenant_id, p.category_id, s.currency from mall_product p
         join mall_product_style s on s.product_id = p.id where not p.del_flag limit 1
       )
       insert into mall_product (id, tenant_id, category_id, code, name, model, brand, status, price, currency,
                                 create_by, create_time)
       select 'bench-' || n, t.tenant_id, t.category_id, 'BENCH-' || n,
              jsonb_build_object('zh', '基准产品 ' || n, 'en', 'Bench product ' || n), 'M' || (n % 97), 'Bench',
              1, (n % 1000) + 0.5, t.currency, 'admin', now() - ((n / 500) || ' ms')::interval
       from template t, generate_series(0, $1::int - 1) n`,
      [ROWS],
    );
    await client.query(
      `insert into mall_product_style (id, tenant_id, product_id, name, price, currency, create_by)
       select 'bench-style-' || p.id, p.tenant_id, p.id, '{"zh":"标准","en":"Standard"}'::jsonb, p.price,
              p.currency, 'admin'
       from mall_product p where p.id like 'bench-%'`,
    );
    await client.query('commit');
    await client.query('analyze mall_product, mall_product_style');
  } finally {
    await client.end();
  }
}

const database = await createBenchDatabase();
if (!database.url) {
  console.log('PostgreSQL: no server answered (set BENCH_DATABASE_URL); skipped.');
  process.exit(0);
}
const databaseName = new URL(database.url).pathname.slice(1);
const server = await startServerProcess({
  DATABASE_URL: database.url,
  ADMIN_PASSWORD,
  DEMO_PASSWORD: 'Bench#Demo1',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  NODE_ENV: 'production',
  WEB_DIST: '/nonexistent',
  LOGIN_CAPTCHA: 'false',
  RATE_LIMIT: 'false',
});
const folder = await mkdtemp(join(tmpdir(), 'bench-import-'));
try {
  const { origin, pid } = server;
  const token = await server.signIn('admin', ADMIN_PASSWORD);
  // A seeded product's category and currency, and the categories of the seeded products: the imported
  // ones use them too.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const seeded = (
    await client.query<{ category: string; currency: string }>(
      `select c.name ->> 'zh' as category, s.currency from mall_product_style s
       join mall_product p on p.id = s.product_id join sys_category c on c.id = p.category_id limit 1`,
    )
  ).rows[0];
  const categories = (
    await client.query<{ name: string }>(
      `select distinct c.name ->> 'zh' as name from sys_category c join mall_product p on p.category_id = c.id`,
    )
  ).rows.map((row) => row.name);
  await client.end();
  if (!seeded) throw new Error('no seeded product to take a category and currency from');
  if (MODE === 'export') {
    const inserted = await measured(pid, databaseName, () => seedProducts(database.url!));
    console.log(
      `${database.describe}; ${ROWS} products (a style each) inserted in ${(inserted.ms / 1000).toFixed(2)} s`,
    );
  } else {
    const path = join(folder, 'products.xlsx');
    await writeProducts(path, categories, seeded.currency);
    const content = await readFile(path);
    console.log(`${database.describe}; ${ROWS} product rows, ${(content.length / MB).toFixed(1)} MB .xlsx`);

    // In this process, not the server's: only its time is compared.
    const parseStarted = performance.now();
    let parsedRows = 0;
    for await (const _row of sheetRows(path, 'xlsx', 'products.xlsx')) parsedRows++;
    const parse = { ms: performance.now() - parseStarted, value: parsedRows };
    const imported = await measured(pid, databaseName, async () => {
      const form = new FormData();
      form.append('files[]', new Blob([new Uint8Array(content)]), 'products.xlsx');
      const response = await fetch(`${origin}${API_BASE}/catalogue/product/importExcel`, {
        method: 'POST',
        headers: { 'X-Access-Token': token },
        body: form,
      });
      return (await response.json()) as {
        code: number;
        result: { successCount: number; errorCount: number };
      };
    });
    console.log(
      `import: ${imported.value.result.successCount} saved, ${imported.value.result.errorCount} kept out (code ${imported.value.code}) ` +
        `in ${(imported.ms / 1000).toFixed(2)} s, peak RSS ${imported.peakMb.toFixed(0)} MB; ` +
        `plain parse of the same file ${(parse.ms / 1000).toFixed(2)} s (${parse.value - 1} rows): ratio ${(imported.ms / parse.ms).toFixed(2)}x; ${cpuText(imported)}`,
    );
    const errorFile = (imported.value.result as { fileUrl?: string }).fileUrl;
    if (errorFile) {
      // Rows kept out (none expected): their reasons, for whoever reads the figures.
      const response = await fetch(`${origin}${API_BASE}${errorFile}`, {
        headers: { 'X-Access-Token': token },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      workbook.worksheets[0]?.eachRow((row, n) => {
        if (n > 1 && n <= 4) console.log(`  kept out: ${JSON.stringify((row.values as unknown[]).slice(1))}`);
      });
    }
    console.log(
      `import target < 10 s and RSS < 300 MB: ${imported.ms < 10_000 && imported.peakMb < 300 ? 'met' : 'NOT met'}`,
    );
  }
  if (MODE !== 'import') {
    // Right after the import when there was one: what it wrote must be planned well at once.
    const idleMb = residentBytes(pid) / MB;
    const exported = await measured(pid, databaseName, async () => {
      const response = await fetch(`${origin}${API_BASE}/catalogue/product/exportXls`, {
        headers: { 'X-Access-Token': token },
      });
      let bytes = 0;
      for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
      return bytes;
    });
    const read = await measured(pid, databaseName, async () => {
      let records = 0;
      for (let pageNo = 1; ; pageNo++) {
        const response = await fetch(
          `${origin}${API_BASE}/catalogue/product/list?pageNo=${pageNo}&pageSize=100&code=BENCH`,
          { headers: { 'X-Access-Token': token } },
        );
        const page = ((await response.json()) as { result: { records: unknown[] } }).result.records;
        records += page.length;
        if (page.length < 100 || pageNo >= 50) return records;
      }
    });
    // The list's pages of 100 (the most a list page holds), 50 of them: per record, against the export's.
    const perRecordRead = read.ms / read.value;
    const perRecordExport = exported.ms / ROWS;
    console.log(
      `export${MODE === 'both' ? ' right after the import' : ''}: every product (${ROWS}+ rows, ${(exported.value / MB).toFixed(1)} MB) in ${(exported.ms / 1000).toFixed(2)} s, ` +
        `peak RSS ${exported.peakMb.toFixed(0)} MB (${idleMb.toFixed(0)} MB before it); the list read page by page ${(perRecordRead * 1000).toFixed(0)} µs per record, ` +
        `the export ${(perRecordExport * 1000).toFixed(0)} µs: ratio ${(perRecordExport / perRecordRead).toFixed(2)}x; ${cpuText(exported)}`,
    );
    console.log(
      `export${MODE === 'both' ? ' right after the import' : ''} target < 5 s and RSS < 200 MB: ${exported.ms < 5_000 && exported.peakMb < 200 ? 'met' : 'NOT met'}`,
    );
  }
} finally {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
  await database.drop();
}
