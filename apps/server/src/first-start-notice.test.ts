import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from './db/seed';
import { firstStartNotice } from './first-start-notice';
import { openDatabase, type DatabaseHandle } from './platform/db/client';
import { createTestDatabase, type TestDatabase } from './test/app';
import { pgliteTemplate } from './test/pglite-template';

const CHOSEN_ADMIN_PASSWORD = 'Operator#chosen1';

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase({
    databaseUrl: database.databaseUrl,
    pgliteTemplate: database.databaseUrl ? undefined : await pgliteTemplate(),
  });
  await handle.migrate(fileURLToPath(new URL('./db/migrations', import.meta.url)));
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('firstStartNotice', () => {
  it('prints the generated passwords and never one the operator chose', async () => {
    const credentials = await seedIfEmpty(handle.db, {
      adminPassword: CHOSEN_ADMIN_PASSWORD,
      demoData: false,
    });
    expect(credentials?.map(({ username, generated }) => ({ username, generated }))).toEqual([
      { username: 'admin', generated: false },
      { username: 'sales', generated: true },
      { username: 'buyer', generated: true },
    ]);
    const demoPassword = credentials?.find((credential) => credential.username === 'sales')?.password ?? '';

    const notice = firstStartNotice(credentials) ?? '';
    expect(notice).not.toContain(CHOSEN_ADMIN_PASSWORD);
    expect(notice).toMatch(new RegExp(`sales\\s+${demoPassword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(notice).toContain('buyer');
    expect(notice).toContain('admin use the configured password');
  });

  it('prints no password when the operator chose all of them, and nothing when nothing was seeded', () => {
    const notice = firstStartNotice([
      { username: 'admin', password: 'Chosen#admin1', generated: false },
      { username: 'sales', password: 'Chosen#demo1', generated: false },
    ]);
    expect(notice).not.toMatch(/Chosen#/);
    expect(notice).toContain('admin, sales use the configured password');
    expect(firstStartNotice(null)).toBeNull();
  });
});
