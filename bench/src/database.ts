import pg from 'pg';

export interface BenchDatabase {
  url: string | undefined;
  describe: string;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database for one bench run on BENCH_DATABASE_URL's server, or the embedded
 * PGlite when no server answers (then the bare baseline cannot run, and the bench says so).
 */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    return {
      url: undefined,
      describe: 'embedded PGlite (no PostgreSQL answered)',
      drop: async () => undefined,
    };
  }
  const name = `bench_${Date.now()}_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    describe: `PostgreSQL ${url.host}/${name}`,
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Adds `count` users with the buyer role to the admin's tenant, so the list pages through real data. Their
 * phones (159…) stay clear of the seeded accounts' (138…): phones are unique.
 */
export async function seedUsers(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `with admin_tenant as (
       select ut.tenant_id from sys_user_tenant ut join sys_user u on u.id = ut.user_id where u.username = 'admin' limit 1
     ), buyer as (
       -- Every tenant has its own copy of the buyer role: the one of the admin's tenant.
       select id from sys_role where role_code = 'buyer' and tenant_id = (select tenant_id from admin_tenant)
     ),
     created as (
       insert into sys_user (id, username, realname, password, phone, email, create_time)
       select gen_random_uuid()::text, 'bench' || n, 'Bench User ' || n, 'x', '159' || lpad(n::text, 8, '0'),
              'bench' || n || '@example.com', now() - (n || ' minutes')::interval
       from generate_series(1, $1::int) n
       returning id
     ), tenants as (
       insert into sys_user_tenant (user_id, tenant_id) select id, (select tenant_id from admin_tenant) from created
     )
     insert into sys_user_role (user_id, role_id) select id, (select id from buyer) from created`,
      [count],
    );
  } finally {
    await client.end();
  }
}
