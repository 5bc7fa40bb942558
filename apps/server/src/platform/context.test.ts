import { API_BASE } from '@mall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { publicContext, requestContext, type RequestContext } from './context';

const built: RequestContext[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      app.get(`${API_BASE}/test/context`, { config: { access: 'session' } }, async (request) => {
        const context = requestContext(request);
        built.push(context);
        return {
          sameTwice: requestContext(request) === context,
          dbIsOwners: context.db === app.db,
          eventsAreApps: context.events === app.events,
          user: context.user.username,
          tenantId: context.tenantId,
          locale: context.locale,
        };
      });
      app.get(`${API_BASE}/test/public-context`, { config: { access: 'public' } }, async (request) => {
        const context = publicContext(request);
        return { user: context.user, tenantId: context.tenantId, locale: context.locale };
      });
    },
  });
});
afterAll(() => t?.close());

describe('the request context', () => {
  it('is built once per request from the session, the tenant it acts in and the language', async () => {
    const token = await t.login('admin');
    const answer = async (locale: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${API_BASE}/test/context`,
          headers: { 'x-access-token': token, 'accept-language': locale },
        })
      ).json();
    const zh = await answer('zh-CN');
    const en = await answer('en');
    // Its database is the tenant's scope (row-level security), never the owner's connection.
    expect(zh).toMatchObject({ sameTwice: true, dbIsOwners: false, eventsAreApps: true, user: 'admin' });
    expect(zh.tenantId).toEqual(expect.any(String));
    expect([zh.locale, en.locale]).toEqual(['zh', 'en']);
    expect(built).toHaveLength(2);
    expect(built[0]).not.toBe(built[1]);
  });

  it('has no user and no tenant on a public route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/test/public-context`,
      headers: { 'accept-language': 'en' },
    });
    expect(response.json()).toEqual({ user: null, tenantId: null, locale: 'en' });
  });
});
