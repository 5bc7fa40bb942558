import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { API_BASE, ErrorKey } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { expectFailure } from '../test/envelope';

const INDEX = '<!doctype html><title>B2B Mall</title><div id="root"></div>';
const SCRIPT = 'console.log("the mall");'.repeat(20);
const LOGIN_PAGE = '<!doctype html><title>B2B Mall</title><link rel="modulepreload"><div id="root"></div>';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'mall-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await mkdir(join(dist, 'pages', 'user'), { recursive: true });
  await writeFile(join(dist, 'pages', 'user', 'login.html'), LOGIN_PAGE);
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, 'assets', 'index-4f3a2b1c.js'), SCRIPT);
  await writeFile(join(dist, 'assets', 'index-4f3a2b1c.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dist, 'assets', 'index-4f3a2b1c.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the built web app at /mall/', () => {
  it('serves index.html uncached', async () => {
    const response = await get('/mall/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('protects the app page with a content security policy and the common security headers', async () => {
    for (const url of ['/mall/', '/mall/system/user']) {
      const response = await get(url);
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    const api = await get('/mall/serversys/healthz');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the page frame its own blobs (printing a PDF) and nothing of another origin', async () => {
    const policy = (await get('/mall/demand/list')).headers['content-security-policy'];
    const directives = String(policy)
      .split(';')
      .map((directive) => directive.trim());
    expect(directives).toContain("frame-src 'self' blob:");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("default-src 'self'");
  });

  it('serves hashed assets as immutable, pre-compressed when the client accepts it', async () => {
    const br = await get('/mall/assets/index-4f3a2b1c.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gzip = await get('/mall/assets/index-4f3a2b1c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/mall/assets/index-4f3a2b1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers index.html for the app’s pages (SPA fallback)', async () => {
    for (const url of ['/mall/index', '/mall/system/user', '/mall/search?keyword=bolt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("answers a first page's own copy of index.html where the build wrote one, and index.html elsewhere", async () => {
    for (const url of ['/mall/user/login', '/mall/user/login?redirect=%2Fmall%2Findex']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(LOGIN_PAGE);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    for (const url of ['/mall/user/register', '/mall/user/login/x', '/mall/user', '/mall/pages/user/login']) {
      expect((await get(url)).body, url).toBe(INDEX);
    }
  });

  it('serves other files without a session', async () => {
    const response = await get('/mall/favicon.svg');
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a missing file and for unknown API paths, never index.html', async () => {
    for (const url of ['/mall/assets/missing-123.js', `${API_BASE}/unknown`, `${API_BASE}/sys/user/list/`]) {
      const response = await get(url);
      expectFailure(response, 404, ErrorKey.notFound, {}, url);
    }
  });

  it('does not serve files outside the dist', async () => {
    for (const url of [
      '/mall/../package.json',
      '/mall/%2e%2e/%2e%2e/package.json',
      '/mall/..%2f..%2fpackage.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('"name"');
    }
  });

  it('redirects / to /mall/', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/mall/');
  });
});
