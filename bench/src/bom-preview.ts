// The BOM preview: POST /mall/serversys/mall/cart/bom/preview of a 1,000-line parts list against a tenant
// catalogue of BENCH_BOM_PRODUCTS (20,000) products, on PostgreSQL (BENCH_DATABASE_URL, default the local
// server) or the embedded PGlite when none answers. The baseline, in this process on the same database,
// is the least any preview must do: read the same file with the same reader and read the tenant's part
// numbers once. Target: under 2 s per preview. Both run on the same busy machine, so their ratio is the figure.
import * as XLSX from '@e965/xlsx';
import { API_BASE, BOM_MAX_LINES } from '@mall/shared';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { newId } from '../../apps/server/src/platform/ids';
import { mallProduct, mallProductStyle } from '../../apps/server/src/modules/catalogue/schema';
import { sysCategory } from '../../apps/server/src/modules/category/schema';
import { createBenchDatabase } from './database';
import { signIn } from './sign-in';

const PRODUCTS = Number(process.env.BENCH_BOM_PRODUCTS ?? 20_000);
const RUNS = Number(process.env.BENCH_BOM_RUNS ?? 7);
const TARGET_MS = 2_000;
const DEMO_PASSWORD = 'Bench#Demo1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Catalogue products with one style each, in the tenant of the demo categories (the buyer's). */
async function seedCatalogue(db: Awaited<ReturnType<typeof buildApp>>['db']): Promise<string> {
  const [leaf] = await db
    .select({ id: sysCategory.id, tenantId: sysCategory.tenantId })
    .from(sysCategory)
    .where(eq(sysCategory.hasChild, false))
    .limit(1);
  if (!leaf) throw new Error('no categories: start with DEMO_DATA on');
  for (let first = 0; first < PRODUCTS; first += 1_000) {
    const products: (typeof mallProduct.$inferInsert)[] = [];
    const styles: (typeof mallProductStyle.$inferInsert)[] = [];
    for (let n = first; n < Math.min(PRODUCTS, first + 1_000); n++) {
      const id = newId();
      products.push({
        id,
        tenantId: leaf.tenantId,
        categoryId: leaf.id,
        code: `BOM-PT-${String(n).padStart(6, '0')}`,
        model: `M${(n * 7919) % 1_000_000}`,
        name: { zh: `零件 ${n}`, en: `Part ${n}` },
        status: n % 97 === 0 ? 0 : 1,
      });
      styles.push({
        id: newId(),
        tenantId: leaf.tenantId,
        productId: id,
        name: { zh: '标准', en: 'Standard' },
        price: '12.50',
        currency: 'CNY',
      });
    }
    await db.insert(mallProduct).values(products);
    await db.insert(mallProductStyle).values(styles);
  }
  return leaf.tenantId;
}

/** 1,000 lines: 80 % exact codes or models, then compact variants, near misses and unknown parts. */
function bomCsv(): string {
  const lines = ['Part number,Quantity'];
  for (let i = 0; i < BOM_MAX_LINES; i++) {
    const n = (i * 37) % PRODUCTS;
    const code = `BOM-PT-${String(n).padStart(6, '0')}`;
    const kind = i % 20;
    const part =
      kind < 14
        ? code
        : kind < 16
          ? `M${(n * 7919) % 1_000_000}`
          : kind < 18
            ? code.toLowerCase().replace(/-/g, ' ')
            : kind < 19
              ? code.slice(0, -1)
              : `UNKNOWN-${i}`;
    lines.push(`${part},${1 + (i % 9)}`);
  }
  return `${lines.join('\n')}\n`;
}

const database = await createBenchDatabase();
const config = loadConfig({
  ...(database.url ? { DATABASE_URL: database.url } : {}),
  ADMIN_PASSWORD: 'Bench#Admin1',
  DEMO_PASSWORD,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  WEB_DIST: '/nonexistent',
  LOGIN_CAPTCHA: 'false',
  RATE_LIMIT: 'false',
});
const app = await buildApp({ ...config, DATA_DIR: undefined });
try {
  const tenantId = await seedCatalogue(app.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const { token } = await signIn(origin, { username: 'buyer', password: DEMO_PASSWORD });
  const csv = bomCsv();

  const preview = async () => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bom.csv');
    const started = performance.now();
    const response = await fetch(`${origin}${API_BASE}/mall/cart/bom/preview`, {
      method: 'POST',
      headers: { 'X-Access-Token': token },
      body: form,
    });
    const body = (await response.json()) as { result?: { lines: { status: string }[] } };
    const elapsed = performance.now() - started;
    if (!response.ok || body.result?.lines.length !== BOM_MAX_LINES) {
      throw new Error(`preview answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    return { elapsed, lines: body.result.lines };
  };
  const baseline = async () => {
    const started = performance.now();
    const workbook = XLSX.read(csv, { type: 'string', raw: true, dense: true });
    XLSX.utils.sheet_to_json(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1, raw: true });
    await app.db
      .select({ id: mallProduct.id, code: mallProduct.code, model: mallProduct.model })
      .from(mallProduct)
      .where(and(eq(mallProduct.tenantId, tenantId), eq(mallProduct.delFlag, false)));
    return performance.now() - started;
  };

  // The first preview also builds the tenant's part-number index (kept until the catalogue changes); it is
  // reported apart, and warms up the JIT and pool connections before the measured runs.
  const { lines, elapsed: firstMs } = await preview();
  await baseline();
  const ours: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    ours.push((await preview()).elapsed);
    bare.push(await baseline());
  }
  const counts = lines.reduce<Record<string, number>>((sum, line) => {
    sum[line.status] = (sum[line.status] ?? 0) + 1;
    return sum;
  }, {});
  const oursMs = median(ours);
  const bareMs = median(bare);
  console.log(
    `BOM preview (${database.describe}): ${BOM_MAX_LINES} lines against ${PRODUCTS} products, ` +
      `median of ${RUNS}: ${oursMs.toFixed(0)} ms (${JSON.stringify(counts)})`,
  );
  console.log(`first preview after a catalogue change (index built): ${firstMs.toFixed(0)} ms`);
  console.log(`baseline  read the file + the tenant's part numbers: ${bareMs.toFixed(0)} ms (median)`);
  console.log(
    `ours / baseline = ${(oursMs / bareMs).toFixed(2)}x; target < ${TARGET_MS} ms: ${oursMs < TARGET_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await app.close();
  await database.drop();
}
