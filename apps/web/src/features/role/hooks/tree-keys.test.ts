import type { PermissionTreeNode } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { allKeys, checkedForTree, grantedKeys, parentKeys } from './tree-keys';

const node = (key: string, children?: PermissionTreeNode[]): PermissionTreeNode => ({
  key,
  title: key,
  menuType: children ? 0 : 2,
  isLeaf: !children,
  ...(children ? { children } : {}),
});

const tree = [
  node('system', [
    node('users', [node('users.list'), node('users.add')]),
    node('roles', [node('roles.list')]),
  ]),
  node('home'),
];

describe('permission tree keys', () => {
  it('lists every key and the parents', () => {
    expect(allKeys(tree)).toEqual([
      'system',
      'users',
      'users.list',
      'users.add',
      'roles',
      'roles.list',
      'home',
    ]);
    expect(parentKeys(tree)).toEqual(['system', 'users', 'roles']);
  });

  it('grants half-checked parents with their checked children', () => {
    expect(grantedKeys(['users.list'], ['system', 'users'])).toEqual(['users.list', 'system', 'users']);
  });

  it('shows a parent checked only when its whole subtree is granted', () => {
    expect(checkedForTree(tree, ['system', 'users', 'users.list', 'roles', 'roles.list'])).toEqual([
      'users.list',
      'roles.list',
      'roles',
    ]);
    expect(checkedForTree(tree, allKeys(tree)).sort()).toEqual(allKeys(tree).sort());
    // A stored button without its page still shows ticked, so the admin sees and can untick it.
    expect(checkedForTree(tree, ['users.add'])).toEqual(['users.add']);
  });
});
