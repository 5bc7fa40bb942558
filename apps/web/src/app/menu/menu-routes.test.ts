import { describe, expect, it } from 'vitest';
import { menuEntry } from './menu-fixture';
import { buildMenuRoutes } from './menu-routes';
import { evaluateUrlExpressions, type UrlExpressionValues } from './url-expression';

const values: UrlExpressionValues = {
  token: 'tok en/1',
  userId: 'u-1',
  username: 'admin',
  tenantId: '7',
  language: 'zh',
};

describe('menu URL expressions', () => {
  it('substitutes the known names, URL-encoded, with or without spaces', () => {
    expect(
      evaluateUrlExpressions(
        'https://r.example/x?t={{token}}&u={{ userId }}&n={{username}}&l={{ language }}&tn={{tenantId}}',
        values,
      ),
    ).toEqual({ ok: true, url: 'https://r.example/x?t=tok%20en%2F1&u=u-1&n=admin&l=zh&tn=7' });
    expect(evaluateUrlExpressions('/plain/path', values)).toEqual({ ok: true, url: '/plain/path' });
  });

  it('refuses anything that is not a whitelisted name, without running it', () => {
    const attempts = [
      "{{ window._CONFIG['domianURL'] }}",
      '{{ alert(1) }}',
      '{{ constructor.constructor("return this")() }}',
      '{{ token + 1 }}',
      '{{ userInfo.username }}',
      '{{ __proto__ }}',
      '{{}}',
      '{{ token',
    ];
    for (const attempt of attempts) {
      const result = evaluateUrlExpressions(`https://r.example/?a=${attempt}&t={{token}}`, values);
      expect(result.ok, attempt).toBe(false);
    }
  });
});

describe('menu route builder', () => {
  const menu = [
    menuEntry('/mall/index', 'Home'),
    menuEntry('/skipped', 'Not a route', { route: '0', children: [menuEntry('/skipped/child', 'Child')] }),
    menuEntry('/report', 'Report', {
      meta: {
        title: 'Report',
        url: 'https://r.example/?token={{ token }}',
        keepAlive: true,
        internalOrExternal: true,
      },
    }),
    menuEntry('/evil', 'Evil', {
      meta: {
        title: 'Evil',
        url: 'https://r.example/?x={{ document.cookie }}',
        keepAlive: false,
        internalOrExternal: true,
      },
    }),
    menuEntry('/always', 'Always', { alwaysShow: true, children: [menuEntry('/always/child', 'Child')] }),
    menuEntry('/empty', 'Empty group', {
      component: 'layouts/RouteView',
      children: [menuEntry('/empty/hidden', 'Hidden', { hidden: true })],
    }),
    menuEntry('/system', 'System', {
      component: 'layouts/RouteView',
      children: [menuEntry('/system/user', 'Users'), menuEntry('/system/zero', 'Zero', { route: '0' })],
    }),
  ];
  const routes = buildMenuRoutes(menu, values);
  const byPath = (path: string) => {
    const walk = (list: typeof routes): (typeof routes)[number] | undefined =>
      list.flatMap((route) => [route, ...(route.children ?? [])]).find((route) => route.path === path);
    return walk(routes);
  };

  it('skips entries whose route flag is "0", with their children', () => {
    expect(byPath('/skipped')).toBeUndefined();
    expect(byPath('/skipped/child')).toBeUndefined();
    expect(byPath('/system')?.children?.map((child) => child.path)).toEqual(['/system/user']);
  });

  it('keeps path, name, hidden and meta (title, icon, url, permissionList, keepAlive, internalOrExternal)', () => {
    expect(byPath('/report')).toMatchObject({
      path: '/report',
      name: '-report',
      hidden: false,
      meta: {
        title: 'Report',
        url: 'https://r.example/?token=tok%20en%2F1',
        keepAlive: true,
        internalOrExternal: true,
        permissionList: [],
      },
    });
  });

  it('drops a URL whose placeholder is not whitelisted', () => {
    expect(byPath('/evil')?.meta.url).toBeUndefined();
  });

  it('makes an always-show entry redirect to its own path', () => {
    expect(byPath('/always')?.redirect).toBe('/always');
  });

  it('hides a group without a visible child', () => {
    expect(byPath('/empty')?.hidden).toBe(true);
    expect(byPath('/system')?.hidden).toBe(false);
  });
});
