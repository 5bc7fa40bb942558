import { API_BASE } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addTenant, addUser } from '../../test/fixtures';

let t: TestApp;
let token: string;

// In a tenant of their own: created in username order (so createTime and id follow it too), while the
// realnames sort differently. Plain ASCII capitals sort the same under every collation.
const USERS = [
  { username: 'sort-a', realname: 'Charlie' },
  { username: 'sort-b', realname: 'Alpha' },
  { username: 'sort-c', realname: 'Echo' },
  { username: 'sort-d', realname: 'Bravo' },
  { username: 'sort-e', realname: 'Delta' },
];

beforeAll(async () => {
  t = await createTestApp();
  const tenantId = await addTenant(t.app.db, 'Sorting');
  const start = Date.now() - 60 * 60_000;
  for (const [index, user] of USERS.entries())
    await addUser(t.app.db, { ...user, tenants: [tenantId], createTime: new Date(start + index * 60_000) });
  await addUser(t.app.db, {
    username: 'sort-admin',
    realname: 'Foxtrot',
    tenants: [tenantId],
    role: 'admin',
    createTime: new Date(start + USERS.length * 60_000),
  });
  token = await t.login('sort-admin');
});
afterAll(() => t?.close());

async function realnames(query: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_BASE}/sys/user/list?pageSize=100&${query}`,
    headers: { 'x-access-token': token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.records.map((record: { realname: string }) => record.realname);
}

describe('GET /sys/user/list sorted by realname', () => {
  it('orders by the realname itself, ascending and descending', async () => {
    expect(await realnames('column=realname&order=asc')).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
      'Foxtrot',
    ]);
    expect(await realnames('column=realname&order=desc')).toEqual([
      'Foxtrot',
      'Echo',
      'Delta',
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
  });

  it('differs from the username order (so a wrong column cannot pass)', async () => {
    expect(await realnames('column=username&order=asc')).toEqual([
      'Charlie',
      'Foxtrot',
      'Alpha',
      'Echo',
      'Bravo',
      'Delta',
    ]);
  });
});
