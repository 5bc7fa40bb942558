import { describe, expect, it, vi } from 'vitest';
import { createClickDebounce, createThrottle } from './click-guard';
import { columnWidth } from './column-width';
import { insertAfter, isTempId, moveIds, tempId } from './row-ops';
import { RowStore } from './row-store';
import type { EditableColumn } from './types';

const col = (key: string, extra: Partial<EditableColumn> = {}): EditableColumn => ({
  key,
  title: key,
  type: 'input',
  ...extra,
});

describe('row order', () => {
  it('moves the chosen rows one place, leaving a row at the edge where it is', () => {
    expect(moveIds(['a', 'b', 'c', 'd'], new Set(['b', 'd']), -1)).toEqual(['b', 'a', 'd', 'c']);
    expect(moveIds(['a', 'b', 'c'], new Set(['a', 'b']), -1)).toEqual(['a', 'b', 'c']);
    expect(moveIds(['a', 'b', 'c'], new Set(['b', 'c']), 1)).toEqual(['a', 'b', 'c']);
    expect(moveIds(['a', 'b', 'c'], new Set(['a', 'b']), 1)).toEqual(['c', 'a', 'b']);
  });

  it('inserts after a row, or at the end', () => {
    expect(insertAfter(['a', 'b'], 'a', ['x'])).toEqual(['a', 'x', 'b']);
    expect(insertAfter(['a', 'b'], undefined, ['x'])).toEqual(['a', 'b', 'x']);
    expect(insertAfter(['a', 'b'], 'gone', ['x'])).toEqual(['a', 'b', 'x']);
  });

  it('gives new rows unique ids with the temporary suffix', () => {
    const ids = new Set(Array.from({ length: 100 }, tempId));
    expect(ids.size).toBe(100);
    expect([...ids].every(isTempId)).toBe(true);
    expect(isTempId('1001')).toBe(false);
  });
});

describe('the row store', () => {
  it('tells only the changed row, and keeps the other rows the same objects', () => {
    const store = new RowStore([col('name')], undefined);
    store.reset([{ id: '1' }, { id: '2' }]);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribeRow('1', first);
    store.subscribeRow('2', second);
    const before = store.getRow('2');
    store.setCell('1', 'name', 'x');
    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    expect(store.getRow('2')).toBe(before);
    // The same value again changes nothing.
    store.setCell('1', 'name', 'x');
    expect(first).toHaveBeenCalledOnce();
  });

  it('keeps values of unknown keys, collects deleted saved ids and renumbers the sort key', () => {
    const store = new RowStore([col('name', { defaultValue: 'd' }), col('no')], 'no');
    store.reset([{ id: '1', extra: 'e' }, { id: '2' }]);
    const [added] = store.add([{}], '1');
    expect(store.values()).toEqual([
      { id: '1', name: 'd', no: 1, extra: 'e' },
      { id: added, name: 'd', no: 2 },
      { id: '2', name: 'd', no: 3 },
    ]);
    store.remove(new Set(['1', added as string]));
    expect(store.deletedIds()).toEqual(['1']);
    expect(store.values()).toEqual([{ id: '2', name: 'd', no: 1 }]);
  });
});

describe('column widths', () => {
  it('split 92% across the visible columns, else 120 px; datetime 200 px; a set width wins', () => {
    const columns = [
      col('a'),
      col('b'),
      col('c'),
      col('d', { type: 'hidden' }),
      col('e', { type: 'datetime' }),
    ];
    expect(columnWidth(columns[0] as EditableColumn, columns)).toBe('23%');
    expect(columnWidth(columns[4] as EditableColumn, columns)).toBe(200);
    expect(columnWidth(col('f', { width: 80 }), columns)).toBe(80);
    const hiddenOnly = [col('h', { type: 'hidden' })];
    expect(columnWidth(hiddenOnly[0] as EditableColumn, hiddenOnly)).toBe(120);
  });
});

describe('click guards', () => {
  it('refuses a click within 300 ms of the last one, refused or not', () => {
    let now = 0;
    const allow = createClickDebounce(300, () => now);
    expect(allow()).toBe(true);
    now = 299;
    expect(allow()).toBe(false);
    now = 500;
    expect(allow()).toBe(false);
    now = 800;
    expect(allow()).toBe(true);
  });

  it('throttles to once per interval from the last allowed call', () => {
    let now = 0;
    const allow = createThrottle(1500, () => now);
    expect(allow()).toBe(true);
    now = 1000;
    expect(allow()).toBe(false);
    now = 1500;
    expect(allow()).toBe(true);
  });
});
