import type { DepartTreeNode } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { flattenTree, parentIds, topmostIds } from './tree';

function node(id: string, children?: DepartTreeNode[]): DepartTreeNode {
  return {
    id,
    key: id,
    value: id,
    title: id,
    parentId: null,
    orgCode: id,
    orgCategory: 1,
    sortNo: 0,
    leaf: !children,
    ...(children ? { children } : {}),
  };
}

const tree = [node('A', [node('A1', [node('A1a')]), node('A2')]), node('B')];

describe('department tree helpers', () => {
  it('flattens parents before children', () => {
    expect(flattenTree(tree).map((item) => item.id)).toEqual(['A', 'A1', 'A1a', 'A2', 'B']);
  });

  it('names the nodes with children', () => {
    expect(parentIds(tree)).toEqual(['A', 'A1']);
  });

  it('keeps only the topmost of checked nodes, since a delete takes the subtree along', () => {
    expect(topmostIds(tree, ['A1a', 'A1', 'B'])).toEqual(['A1', 'B']);
    expect(topmostIds(tree, ['A', 'A2', 'A1a'])).toEqual(['A']);
    expect(topmostIds(tree, [])).toEqual([]);
  });
});
