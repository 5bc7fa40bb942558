// `tsx src/search-explain.ts`: the plans and timings of the search statements over BENCH_PRODUCTS
// generated products on PostgreSQL (BENCH_DATABASE_URL), to see that every search is index-served.
// BENCH_EXPLAIN_URL names a database that already holds generated products (kept, not regenerated).
import { productSearchQuerySchema } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { sysCategory } from '../../apps/server/src/modules/category/schema';
import { searchStatement } from '../../apps/server/src/modules/catalogue/mall-search';
import { createBenchDatabase, type BenchDatabase } from './database';
import { generateProducts, scenarios } from './search-products';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const existing = process.env.BENCH_EXPLAIN_URL;
const database: BenchDatabase = existing
  ? { url: existing, describe: existing, drop: async () => undefined }
  : await createBenchDatabase();
if (!database.url) throw new Error('needs PostgreSQL');
const config = loadConfig({
  DATABASE_URL: database.url,
  ADMIN_PASSWORD: 'Bench#Admin1',
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ ...config, DATA_DIR: undefined });
const client = new pg.Client({ connectionString: database.url });
try {
  if (!existing) await generateProducts(app.db, PRODUCTS);
  const [root] = await app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A01'));
  const [leaf] = await app.db.select().from(sysCategory).where(eq(sysCategory.code, 'A02A01'));
  await client.connect();
  const size = await client.query(
    'select avg(pg_column_size(search_terms))::int as bytes, avg(cardinality(search_terms))::int as terms from mall_product',
  );
  console.log('terms', size.rows[0]);
  const dialect = new PgDialect();
  for (const query of scenarios(root?.id ?? '', leaf?.id ?? '')) {
    const { page } = searchStatement(root?.tenantId ?? '', productSearchQuerySchema.parse(query));
    const { sql, params } = dialect.sqlToQuery(page);
    const plan = await client.query(`explain (analyze, buffers off) ${sql}`, params);
    console.log(`\n${JSON.stringify(query)}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
} finally {
  await client.end();
  await app.close();
  await database.drop();
}
