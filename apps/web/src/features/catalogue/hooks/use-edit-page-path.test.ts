import type { MenuItem } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { pathOfComponent } from './use-edit-page-path';

const entry = (
  path: string,
  component?: string,
  children?: MenuItem[],
  route: '0' | '1' = '1',
): MenuItem => ({
  id: path,
  route,
  path,
  name: path,
  component,
  children,
  meta: { title: path, keepAlive: false, internalOrExternal: false },
});

describe('pathOfComponent', () => {
  it('finds a nested (hidden or not) entry by its component', () => {
    const menu = [
      entry('/system', 'layouts/RouteView', [entry('/system/user', 'system/UserList')]),
      entry('/catalogue', 'layouts/RouteView', [
        entry('/catalogue/product', 'catalogue/ProductList'),
        entry('/catalogue/product/edit', 'catalogue/ProductEdit'),
      ]),
    ];
    expect(pathOfComponent(menu, 'catalogue/ProductEdit')).toBe('/catalogue/product/edit');
    expect(pathOfComponent(menu, 'catalogue/Nope')).toBeNull();
  });

  it('skips entries that are not routes', () => {
    expect(
      pathOfComponent([entry('/x', 'catalogue/ProductEdit', undefined, '0')], 'catalogue/ProductEdit'),
    ).toBeNull();
  });
});
