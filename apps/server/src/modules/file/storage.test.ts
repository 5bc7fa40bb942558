import { API_BASE, ErrorKey, type ProductForm } from '@mall/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '#platform/auth/session-user';
import { storedName } from '#platform/files/storage';
import { createTestApp, type TestApp } from '../../test/app';
import { expectFailure } from '../../test/envelope';
import { columnOf, exportCall, exportedRows } from '../../test/export-sheet';
import { shelvedStyle } from '../../test/demand-orders';
import { addTenant, addUser } from '../../test/fixtures';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { mallProductResource, sysUser } from '../../test/tables';
import { sysOssFile, sysUpload } from './schema';
import { storeUpload, sweepTemporaryUploads } from './service';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('not really the rest of a png'),
]);
const PDF = Buffer.from('%PDF-1.4\n% a document\n');

/** A multipart body: the text fields, then `file` under `fileName`. */
function multipart(fileName: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = 'storageboundary';
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

// The same rules hold whichever storage is configured: local files by default, or an S3 bucket.
describe.each([
  { storage: 'local files', s3: false },
  { storage: 'an S3 bucket', s3: true },
])('file storage on $storage', ({ s3 }) => {
  let t: TestApp;
  let server: TestS3 | undefined;
  let admin: string;
  let buyer: string;
  let sales: string;
  let elsewhereAdmin: string;

  beforeAll(async () => {
    server = s3 ? await startTestS3() : undefined;
    t = await createTestApp({ env: { ...server?.env } });
    const elsewhere = await addTenant(t.app.db, 'Storage elsewhere');
    await addUser(t.app.db, { username: 'storage-elsewhere', tenants: [elsewhere], role: 'admin' });
    [admin, buyer, sales, elsewhereAdmin] = await Promise.all([
      t.login('admin'),
      t.login('buyer'),
      t.login('sales'),
      t.login('storage-elsewhere'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const upload = (token: string, fileName: string, content: Buffer, fields: Record<string, string> = {}) => {
    const body = multipart(fileName, content, fields);
    return t.app.inject({
      method: 'POST',
      url: `${API_BASE}/sys/common/upload`,
      headers: { 'x-access-token': token, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const download = (token: string, path: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API_BASE}/sys/common/download/${path}`,
      headers: { 'x-access-token': token },
    });
  const setAvatar = (token: string, avatar: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: `${API_BASE}/sys/user/myself/avatar`,
      headers: { 'x-access-token': token },
      payload: { avatar },
    });

  it('uses the configured storage', () => {
    expect(t.app.files.root === null).toBe(s3);
  });

  it('stores an upload with its uploader and tenant, and gives it back to them as an attachment', async () => {
    const response = await upload(admin, '说明书.pdf', PDF, { biz: 'resource' });
    expect(response.statusCode).toBe(200);
    const path = response.json().result as string;
    expect(path).toMatch(/^resource\/[0-9a-f-]{36}\.pdf$/);
    const [row] = await t.app.db.select().from(sysUpload).where(eq(sysUpload.path, path));
    expect(row).toMatchObject({ biz: 'resource', fileName: '说明书.pdf', size: PDF.length });
    expect(row?.tenantId).toBeTruthy();
    const mine = await download(admin, path);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/^attachment/);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
  });

  it("refuses another tenant's product document to a product editor there (the role is not enough)", async () => {
    const path = (await upload(admin, 'manual.pdf', PDF, { biz: 'resource' })).json().result as string;
    expectFailure(await download(elsewhereAdmin, path), 404, 'error.notFound');
    // In the uploader's tenant, another who may edit products has it; a buyer does not.
    expect((await download(admin, path)).statusCode).toBe(200);
    expect((await download(buyer, path)).statusCode).toBe(404);
  });

  it('refuses a product a file uploaded in another tenant, and serves none that a product already names', async () => {
    const { productId } = await shelvedStyle(t);
    const form = async () => {
      const read = await t.app.inject({
        method: 'GET',
        url: `${API_BASE}/catalogue/product/queryById?id=${productId}`,
        headers: { 'x-access-token': admin },
      });
      expect(read.statusCode, read.body).toBe(200);
      const {
        imageUrls: _urls,
        createTime: _created,
        updateTime: _updated,
        ...body
      } = read.json().result as ProductForm;
      return body;
    };
    const edit = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `${API_BASE}/catalogue/product/edit`,
        headers: { 'x-access-token': admin, 'accept-language': 'en' },
        payload: body,
      });
    const resource = (file: string) => ({
      title: { zh: '说明书', en: 'Manual' },
      date: null,
      version: '',
      comment: { zh: '', en: '' },
      file,
      fileName: 'manual.pdf',
    });
    const theirDocument = (await upload(elsewhereAdmin, 'manual.pdf', PDF, { biz: 'resource' })).json()
      .result as string;
    const theirImage = (await upload(elsewhereAdmin, 'photo.png', PNG, { biz: 'product' })).json()
      .result as string;

    const before = await form();
    const withTheirDocument = await edit({
      ...before,
      resources: [...before.resources, resource(theirDocument)],
    });
    expectFailure(withTheirDocument, 400, 'catalogue.fileUnknown');
    expect(withTheirDocument.json().errors[0].field).toBe(`resources.${before.resources.length}.file`);
    const withTheirImage = await edit({ ...before, images: [...before.images, theirImage] });
    expectFailure(withTheirImage, 400, 'catalogue.fileUnknown');
    expect(withTheirImage.json().errors[0].field).toBe(`images.${before.images.length}`);

    // The tenant's own upload is taken, and the pictures stored with the catalogue stay.
    const ownDocument = (await upload(admin, 'manual.pdf', PDF, { biz: 'resource' })).json().result as string;
    const saved = await edit({ ...before, resources: [...before.resources, resource(ownDocument)] });
    expect(saved.statusCode, saved.body).toBe(200);
    const resourceId = (saved.json().result as ProductForm).resources.find((r) => r.file === ownDocument)!.id;
    const fetchResource = () =>
      t.app.inject({
        method: 'GET',
        url: `${API_BASE}/mall/product/resource/download?id=${resourceId}`,
        headers: { 'x-access-token': buyer },
      });
    expect((await fetchResource()).statusCode).toBe(200);

    // A reference to another tenant's file made before references were checked is not served.
    await t.app.db
      .update(mallProductResource)
      .set({ file: theirDocument })
      .where(eq(mallProductResource.id, resourceId));
    expectFailure(await fetchResource(), 404, 'error.notFound');
  });

  it("refuses another user's temporary upload and every path that is not a stored name", async () => {
    const path = (await upload(sales, 'notes.txt', Buffer.from('mine'))).json().result as string;
    expect((await download(sales, path)).body).toBe('mine');
    expect((await download(buyer, path)).statusCode).toBe(404);
    for (const bad of [
      'temp/..%2F..%2Fetc%2Fpasswd',
      '..%2Ftemp/x.txt',
      'temp/%2e%2e',
      'temp/x%00.txt',
      `temp/${path.slice(5, -4)}.txt%00.png`,
      'TEMP/x.txt',
    ]) {
      const response = await download(sales, bad);
      expect(response.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, bad).toBeLessThan(500);
    }
  });

  it('refuses file names with folders, "..", NUL or other control characters, and content that is not its type', async () => {
    for (const name of ['../evil.txt', 'a/b.txt', 'a\\b.txt', '..', 'nul\u0000.txt', 'bell\u0007.txt']) {
      const response = await upload(sales, name, Buffer.from('text'));
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
    }
    expectFailure(await upload(sales, 'page.html', Buffer.from('<script>')), 400, 'file.typeNotAllowed');
    expectFailure(
      await upload(sales, 'fake.png', Buffer.from('<svg/>'), { biz: 'avatar' }),
      400,
      'file.notImage',
    );
  });

  it('lets a user point their avatar only at their own avatar upload, and deletes the one it replaces', async () => {
    const first = (await upload(buyer, 'me.png', PNG, { biz: 'avatar' })).json().result as string;
    const theirs = (await upload(sales, 'sales.png', PNG, { biz: 'avatar' })).json().result as string;
    // Another's picture, a picture not uploaded as an avatar, and a made-up path are refused.
    expectFailure(await setAvatar(buyer, theirs), 400, 'error.validation');
    const seeded = storedName('avatar', 'png');
    await t.app.files.put(seeded, PNG);
    expect((await setAvatar(buyer, seeded)).statusCode).toBe(400);
    expect((await setAvatar(buyer, 'avatar/../../etc/passwd')).statusCode).toBe(400);

    expect((await setAvatar(buyer, first)).statusCode).toBe(200);
    const second = (await upload(buyer, 'me2.png', PNG, { biz: 'avatar' })).json().result as string;
    const replaced = await setAvatar(buyer, second);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().result.avatar).toBe(second);
    expect(await t.app.files.size(first)).toBeNull();
    expect(await t.app.db.select().from(sysUpload).where(eq(sysUpload.path, first))).toEqual([]);
    // Removing the picture deletes it too; the other user's is untouched.
    expect((await setAvatar(buyer, null)).statusCode).toBe(200);
    expect(await t.app.files.size(second)).toBeNull();
    expect(await t.app.files.size(theirs)).toBe(PNG.length);
    const [row] = await t.app.db
      .select({ avatar: sysUser.avatar })
      .from(sysUser)
      .where(eq(sysUser.username, 'buyer'));
    expect(row?.avatar).toBeNull();
  });

  it('shows a public image inline only when its bytes are an image; anything else downloads', async () => {
    const image = (await upload(admin, 'photo.png', PNG, { biz: 'product' })).json().result as string;
    const shown = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/common/static/${image}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toBe('inline');
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    // A file in the image folder whose bytes are not an image (put there by other means) is not shown.
    const disguised = storedName('product', 'png');
    await t.app.files.put(disguised, Buffer.from('<html><script>alert(1)</script></html>'));
    const refused = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/common/static/${disguised}` });
    expect(refused.headers['content-disposition']).toMatch(/^attachment/);
    // Folders that are not public are never served here, nor traversal.
    const document = (await upload(admin, 'manual.pdf', PDF, { biz: 'resource' })).json().result as string;
    for (const path of [document, 'product/..%2Fresource%2Fx.pdf', 'product/x%00.png']) {
      const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/sys/common/static/${path}` });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
    }
  });

  it("does not count an import's error file against the user's upload quota", async () => {
    const username = `quota-${s3 ? 's3' : 'local'}`;
    const id = await addUser(t.app.db, { username, tenants: [] });
    const user = { id, username, tenantId: 'none' } as SessionUser;
    const target = { db: t.app.db, files: t.app.files, quotaBytes: 3 * 1024 };
    await t.app.importErrorFiles.keep(user, Buffer.alloc(2 * 1024, 0x50));
    const owner = { user, tenantId: 'none' };
    // 2 KB of error file and 2 KB of upload would pass a 3 KB quota only when the error file is not counted.
    await expect(storeUpload(target, owner, 'temp', 'a.txt', Buffer.alloc(2 * 1024, 0x61))).resolves.toMatch(
      /^temp\//,
    );
    // The quota itself still holds.
    await expect(storeUpload(target, owner, 'temp', 'b.txt', Buffer.alloc(2 * 1024, 0x61))).rejects.toThrow();
  });

  it('sweeps old temporary files from the storage, listed ones and those without a row', async () => {
    const recorded = (await upload(sales, 'old.txt', Buffer.from('old'))).json().result as string;
    const orphan = storedName('temp', 'txt');
    await t.app.files.put(orphan, Buffer.from('left over'));
    const kept = (await upload(admin, 'manual.pdf', PDF, { biz: 'resource' })).json().result as string;
    // As seen a day later: everything temporary is old by then.
    const later = Date.now() + 25 * 60 * 60_000;
    expect(
      await sweepTemporaryUploads(t.app.db, t.app.files, 24 * 60 * 60_000, later),
    ).toBeGreaterThanOrEqual(2);
    expect(await t.app.files.size(recorded)).toBeNull();
    expect(await t.app.files.size(orphan)).toBeNull();
    expect(await t.app.files.size(kept)).toBe(PDF.length);
  });

  describe('the file admin', () => {
    const ossUpload = (token: string, fileName: string, content: Buffer) => {
      const body = multipart(fileName, content);
      return t.app.inject({
        method: 'POST',
        url: `${API_BASE}/sys/oss/file/upload`,
        headers: { 'x-access-token': token, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const list = (token: string, query = '') =>
      t.app.inject({
        method: 'GET',
        url: `${API_BASE}/sys/oss/file/list?pageNo=1&pageSize=50${query}`,
        headers: { 'x-access-token': token },
      });

    it('uploads, lists (name, address, size, type, uploader, time), downloads and deletes a file', async () => {
      const uploaded = await ossUpload(admin, '季度报表.pdf', PDF);
      expect(uploaded.statusCode).toBe(200);
      const path = uploaded.json().result as string;
      expect(path).toMatch(/^oss\//);
      const listed = await list(admin, `&fileName=${encodeURIComponent('季度')}`);
      expect(listed.statusCode).toBe(200);
      const record = (listed.json().result.records as Record<string, unknown>[]).find((r) => r.url === path);
      expect(record).toMatchObject({
        fileName: '季度报表.pdf',
        size: PDF.length,
        type: 'pdf',
        uploader: 'admin',
      });
      expect(record?.createTime).toEqual(expect.any(String));
      const file = await download(admin, path);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment/);
      expect(file.headers['content-disposition']).toContain(encodeURIComponent('季度报表.pdf'));

      // Another tenant neither lists nor downloads nor deletes it.
      const theirList = (await list(elsewhereAdmin)).json().result.records as { url: string }[];
      expect(theirList.map((r) => r.url)).not.toContain(path);
      expect((await download(elsewhereAdmin, path)).statusCode).toBe(404);
      const id = record?.id as string;
      await t.app.inject({
        method: 'DELETE',
        url: `${API_BASE}/sys/oss/file/delete?id=${id}`,
        headers: { 'x-access-token': elsewhereAdmin },
      });
      expect(await t.app.files.size(path)).toBe(PDF.length);

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `${API_BASE}/sys/oss/file/delete?id=${id}`,
        headers: { 'x-access-token': admin },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await t.app.files.size(path)).toBeNull();
      expect(await t.app.db.select().from(sysOssFile).where(eq(sysOssFile.id, id))).toEqual([]);
      expect((await download(admin, path)).statusCode).toBe(404);
    });

    it('exports the filtered or selected files with titles in the caller’s language', async () => {
      for (const name of ['导出甲.pdf', '导出乙.pdf', '其他.pdf']) {
        expect((await ossUpload(admin, name, PDF)).statusCode).toBe(200);
      }
      const filter = `fileName=${encodeURIComponent('导出')}`;
      const zh = await exportedRows(await exportCall(t, admin, `/sys/oss/file/exportXls?${filter}`));
      expect(zh[0]).toEqual(['文件名称', '文件地址', '文件大小', '文件类型', '上传人', '上传时间']);
      expect(columnOf(zh, '文件名称').sort()).toEqual(['导出乙.pdf', '导出甲.pdf'].sort());
      expect(columnOf(zh, '文件大小')).toEqual([String(PDF.length), String(PDF.length)]);

      const listed = (await list(admin, `&${filter}`)).json().result.records as {
        id: string;
        fileName: string;
      }[];
      const chosen = listed.find((record) => record.fileName === '导出甲.pdf');
      const en = await exportedRows(
        await exportCall(t, admin, `/sys/oss/file/exportXls?selections=${chosen?.id}`, 'en'),
      );
      expect(en[0]).toEqual(['File name', 'Address', 'Size', 'Type', 'Uploaded by', 'Uploaded']);
      expect(columnOf(en, 'File name')).toEqual(['导出甲.pdf']);

      expectFailure(await exportCall(t, buyer, '/sys/oss/file/exportXls'), 403, ErrorKey.forbidden);
    });

    it('refuses the upload and the list to those without the permission, and bad names', async () => {
      expect((await ossUpload(buyer, 'a.pdf', PDF)).statusCode).toBe(403);
      expect((await list(buyer)).statusCode).toBe(403);
      expect((await ossUpload(admin, '../a.pdf', PDF)).statusCode).toBe(400);
      expect((await ossUpload(admin, 'a\u0000.pdf', PDF)).statusCode).toBe(400);
      expect((await ossUpload(admin, 'a.svg', Buffer.from('<svg/>'))).statusCode).toBe(400);
    });
  });
});
