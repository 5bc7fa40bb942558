import { API_BASE } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { sysUpload } from './schema';
import { sweepTemporaryUploads } from './service';

const MB = 1024 * 1024;
const HOUR = 60 * 60_000;

let t: TestApp;
let buyer: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_QUOTA_MB: '1', TEMP_UPLOAD_MAX_AGE_HOURS: '24' } });
  [buyer, sales] = await Promise.all([t.login('buyer'), t.login('sales')]);
});
afterAll(() => t?.close());

async function upload(token: string, bytes: number, language = 'zh') {
  const boundary = 'quotaboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\ntemp\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\n\r\n`),
    Buffer.alloc(bytes, 'a'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/sys/common/upload`,
    headers: {
      'x-access-token': token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': language,
    },
    payload,
  });
}

describe('upload quota', () => {
  it('refuses an upload past the per-user quota with 413 naming the limit; other users are not affected', async () => {
    expect((await upload(buyer, 0.6 * MB)).statusCode).toBe(200);
    expectFailure(await upload(buyer, 0.6 * MB), 413, 'file.quotaExceeded', {
      message: '上传已达上限：每人每 24 小时最多上传 1 MB',
    });
    expect((await upload(buyer, 0.6 * MB, 'en')).json().message).toBe(
      'Upload limit reached: at most 1 MB per user in 24 hours',
    );
    // What is left of the quota may still be used; another user has a quota of their own.
    expect((await upload(buyer, 0.3 * MB)).statusCode).toBe(200);
    expect((await upload(sales, 0.6 * MB)).statusCode).toBe(200);
  });

  it('holds parallel uploads to the quota: each reserves its bytes before the next counts', async () => {
    const admin = await t.login('admin');
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(admin, 300_000)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 413)).toHaveLength(17);
    const stored = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json().result);
    for (const path of stored) expect(await t.app.files.size(path)).toBe(300_000);
  });
});

describe('temporary upload sweep', () => {
  it('deletes temporary uploads older than the set age, rows and files, and keeps newer ones', async () => {
    const old = (await upload(sales, 100)).json().result as string;
    const recent = (await upload(sales, 100)).json().result as string;
    await t.app.db
      .update(sysUpload)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(sysUpload.path, old));
    // A file from before uploads were recorded: only its age on disk tells.
    const orphan = 'temp/00000000-0000-4000-8000-000000000001.txt';
    await t.app.files.put(orphan, Buffer.from('left over'));
    const dayAgo = new Date(Date.now() - 25 * HOUR);
    await utimes(join(t.app.files.root!, orphan), dayAgo, dayAgo);

    expect(await sweepTemporaryUploads(t.app.db, t.app.files, 24 * HOUR)).toBe(2);
    expect(await t.app.files.size(old)).toBeNull();
    expect(await t.app.files.size(orphan)).toBeNull();
    expect(await t.app.files.size(recent)).toBe(100);
    const rows = await t.app.db.select({ path: sysUpload.path }).from(sysUpload);
    expect(rows.map((row) => row.path)).not.toContain(old);
    expect(rows.map((row) => row.path)).toContain(recent);
    // Running it again finds nothing: every instance may run it.
    expect(await sweepTemporaryUploads(t.app.db, t.app.files, 24 * HOUR)).toBe(0);
  });
});

describe('session download of a stored file', () => {
  const download = (token: string, path: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/common/download/${path}`,
      headers: { 'x-access-token': token },
    });

  it('gives the uploader their temporary file as an attachment and nobody else', async () => {
    const path = (await upload(sales, 50)).json().result as string;
    const mine = await download(sales, path);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toMatch(/^attachment/);
    expect(mine.body).toBe('a'.repeat(50));
    // Another user's temporary upload is not found for them.
    expect((await download(buyer, path)).statusCode).toBe(404);
  });

  it('refuses paths that are not stored names (traversal, other folders) and a signed-out caller', async () => {
    const path = (await upload(sales, 10)).json().result as string;
    for (const bad of [
      'temp/..%2F..%2Fetc%2Fpasswd',
      '..%2Ftemp/x.txt',
      'temp/not-a-name.txt',
      'TEMP/x.txt',
    ]) {
      expect((await download(sales, bad)).statusCode).toBeGreaterThanOrEqual(400);
      expect((await download(sales, bad)).statusCode).toBeLessThan(500);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/common/download/${path}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
