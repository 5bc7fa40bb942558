import { describe, expect, it } from 'vitest';
import { buildCategoryTree, categoryPath } from './category-tree';

const flat = [
  { id: 'a', parentId: null, name: 'Bearings' },
  { id: 'a1', parentId: 'a', name: 'Ball bearings' },
  { id: 'b', parentId: null, name: 'Valves' },
  { id: 'a2', parentId: 'a', name: 'Roller bearings' },
  { id: 'a11', parentId: 'a1', name: 'Deep groove' },
  { id: 'x', parentId: 'gone', name: 'Orphan' },
];

describe('buildCategoryTree', () => {
  it('nests children under their parents in list order, orphans as roots', () => {
    const tree = buildCategoryTree(flat);
    expect(tree.map((node) => node.id)).toEqual(['a', 'b', 'x']);
    expect(tree[0]?.children.map((node) => node.id)).toEqual(['a1', 'a2']);
    expect(tree[0]?.children[0]?.children.map((node) => node.id)).toEqual(['a11']);
  });
});

describe('categoryPath', () => {
  it('names the categories from the root down', () => {
    expect(categoryPath(flat, 'a11')).toEqual(['Bearings', 'Ball bearings', 'Deep groove']);
    expect(categoryPath(flat, 'nope')).toEqual([]);
  });

  it('stops on a cycle', () => {
    const cyclic = [
      { id: 'p', parentId: 'q', name: 'P' },
      { id: 'q', parentId: 'p', name: 'Q' },
    ];
    expect(categoryPath(cyclic, 'p')).toEqual(['Q', 'P']);
  });
});
