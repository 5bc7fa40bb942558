import type { CategoryNode } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { conditionParam, toSimpleNodes } from '.';

describe('category select helpers', () => {
  it('sends a condition as a JSON object string, nothing when empty', () => {
    expect(conditionParam({ code: 'A01' })).toBe('{"code":"A01"}');
    expect(JSON.parse(conditionParam({ hasChild: true }) ?? '')).toEqual({ hasChild: true });
    expect(conditionParam({})).toBeUndefined();
    expect(conditionParam(undefined)).toBeUndefined();
  });

  it('turns server nodes into simple-mode tree nodes with the leaf flag (0 has children, 1 leaf)', () => {
    const node = (key: string, pid: string, leaf: 0 | 1): CategoryNode => ({
      key,
      value: key,
      label: key,
      title: `T${key}`,
      name: `T${key}`,
      code: key,
      pid,
      leaf,
    });
    expect(toSimpleNodes([node('a', '0', 0), node('b', 'a', 1)])).toEqual([
      { id: 'a', pId: '0', value: 'a', title: 'Ta', isLeaf: false },
      { id: 'b', pId: 'a', value: 'b', title: 'Tb', isLeaf: true },
    ]);
  });
});
