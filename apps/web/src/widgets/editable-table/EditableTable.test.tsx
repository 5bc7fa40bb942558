import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTable, spyFeedback } from './test-helpers';
import type { EditableColumn } from './types';

const NAME: EditableColumn = {
  key: 'name',
  title: '名称',
  type: 'input',
  validateRules: [{ required: true }],
};
const QTY: EditableColumn = { key: 'qty', title: '数量', type: 'inputNumber', statistics: true };

vi.setConfig({ testTimeout: 60_000 });

let message: ReturnType<typeof spyFeedback>;
beforeEach(() => {
  message = spyFeedback();
});
afterEach(() => {
  vi.useRealTimers();
});

const cellInput = (row: number, title: string) =>
  screen.getByRole('textbox', { name: `第 ${row} 行 ${title}` });
const button = (name: string) => screen.getByRole('button', { name });
/** Toolbar clicks 300 ms apart, so that none is refused as too fast. */
function clickSlowly(name: string) {
  act(() => vi.advanceTimersByTime(1600));
  fireEvent.click(button(name));
}

describe('the editable table', () => {
  it('shows the rows, and types into a cell', () => {
    const { handle } = renderTable({ columns: [NAME], dataSource: [{ id: '1', name: 'a' }] });
    fireEvent.change(cellInput(1, '名称'), { target: { value: 'bolt' } });
    expect(handle().getValues()).toEqual([{ id: '1', name: 'bolt' }]);
  });

  it('adds rows with temporary ids and the default values, and inserts below the selection once per 1500 ms', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const columns: EditableColumn[] = [{ ...NAME, defaultValue: 'x' }];
    const { handle } = renderTable({
      columns,
      dataSource: [
        { id: '1', name: 'a' },
        { id: '2', name: 'b' },
      ],
    });
    clickSlowly('新增');
    const added = handle().getValues()[2];
    expect(added?.id).toMatch(/_temp$/);
    expect(added?.name).toBe('x');

    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    clickSlowly('插入一行');
    expect(
      handle()
        .getValues()
        .map((row) => row.id)
        .slice(0, 2),
    ).toEqual(['1', expect.stringMatching(/_temp$/)]);
    // Again within 1500 ms (past the 300 ms guard): nothing.
    act(() => vi.advanceTimersByTime(400));
    fireEvent.click(button('插入一行'));
    expect(handle().getValues()).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1200));
    fireEvent.click(button('插入一行'));
    expect(handle().getValues()).toHaveLength(5);
  });

  it('refuses a table button clicked within 300 ms of the last, saying so', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { handle } = renderTable({ columns: [NAME] });
    fireEvent.click(button('新增'));
    act(() => vi.advanceTimersByTime(299));
    fireEvent.click(button('新增'));
    expect(handle().getValues()).toHaveLength(1);
    expect(message.warning).toHaveBeenCalledWith('您点击得太快了，请慢一点！');
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(button('新增'));
    expect(handle().getValues()).toHaveLength(2);
  });

  it('deletes the selected rows and reports the saved ones it deleted, not the new ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { handle } = renderTable({
      columns: [NAME],
      dataSource: [
        { id: '1', name: 'a' },
        { id: '2', name: 'b' },
      ],
    });
    clickSlowly('新增');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    expect(screen.getByText('已选择 2 项')).toBeTruthy();
    clickSlowly('删除');
    expect(
      handle()
        .getValues()
        .map((row) => row.id),
    ).toEqual(['2']);
    expect(handle().getDeletedIds()).toEqual(['1']);
    vi.useRealTimers();
    expect((await handle().getValuesWithValidation()).deletedIds).toEqual(['1']);
  });

  it('moves the selected rows up and down and renumbers the sort column 1 to n', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const columns: EditableColumn[] = [NAME, { key: 'sort', title: '排序', type: 'inputNumber' }];
    const { handle } = renderTable({
      columns,
      sortKey: 'sort',
      dataSource: [{ id: 'a', sort: 7 }, { id: 'b' }, { id: 'c' }],
    });
    expect(
      handle()
        .getValues()
        .map((row) => row.sort),
    ).toEqual([1, 2, 3]);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    clickSlowly('上移');
    expect(
      handle()
        .getValues()
        .map((row) => [row.id, row.sort]),
    ).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
    clickSlowly('上移');
    clickSlowly('上移');
    expect(
      handle()
        .getValues()
        .map((row) => row.id),
    ).toEqual(['c', 'a', 'b']);
    clickSlowly('下移');
    expect(
      handle()
        .getValues()
        .map((row) => [row.id, row.sort]),
    ).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
    expect(handle().getSelectedIds()).toEqual(['c']);
    clickSlowly('清空选择');
    expect(handle().getSelectedIds()).toEqual([]);
  });

  it('selects all rows but the disabled ones, whose cells are off too', () => {
    const { handle, container } = renderTable({
      columns: [NAME],
      dataSource: [{ id: '1' }, { id: '2' }, { id: '3' }],
      disabledRows: ['2'],
    });
    const all = container.querySelector<HTMLInputElement>('.ant-table-thead input[type="checkbox"]');
    fireEvent.click(all as HTMLInputElement);
    expect(handle().getSelectedIds().sort()).toEqual(['1', '3']);
    expect(cellInput(2, '名称')).toHaveProperty('disabled', true);
    expect(cellInput(1, '名称')).toHaveProperty('disabled', false);
  });

  it('turns off a column, or the whole table with its buttons', () => {
    const columns: EditableColumn[] = [NAME, { key: 'code', title: '编码', type: 'input', disabled: true }];
    const first = renderTable({ columns, dataSource: [{ id: '1' }] });
    expect(cellInput(1, '编码')).toHaveProperty('disabled', true);
    expect(cellInput(1, '名称')).toHaveProperty('disabled', false);
    first.unmount();
    renderTable({ columns, dataSource: [{ id: '1' }], disabled: true });
    expect(cellInput(1, '名称')).toHaveProperty('disabled', true);
    expect(button('新增')).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: '选择第 1 行' })).toHaveProperty('disabled', true);
  });

  it('counts the failing cells on reading the values, and marks each cell passed or failed with its message', async () => {
    const columns: EditableColumn[] = [
      NAME,
      { ...QTY, validateRules: [{ pattern: 'z', message: '${title}须为整数' }] },
    ];
    const { handle, container } = renderTable({
      columns,
      dataSource: [
        { id: '1', name: '', qty: '1.5' },
        { id: '2', name: 'ok', qty: 3 },
      ],
    });
    let outcome: Awaited<ReturnType<ReturnType<typeof handle>['getValuesWithValidation']>> | undefined;
    await act(async () => {
      outcome = await handle().getValuesWithValidation();
    });
    expect(outcome?.errorCount).toBe(2);
    expect(screen.getByText('名称不能为空')).toBeTruthy();
    expect(screen.getByText('数量须为整数')).toBeTruthy();
    expect(cellInput(1, '名称').getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('[data-cell="1:name"]')?.getAttribute('data-status')).toBe('failed');
    expect(container.querySelector('[data-cell="2:name"]')?.getAttribute('data-status')).toBe('passed');

    // A failed cell is checked again as it changes.
    fireEvent.change(cellInput(1, '名称'), { target: { value: 'bolt' } });
    await waitFor(() =>
      expect(container.querySelector('[data-cell="1:name"]')?.getAttribute('data-status')).toBe('passed'),
    );
    expect(screen.queryByText('名称不能为空')).toBeNull();
    act(() => handle().clearValidation());
    expect(container.querySelector('[data-cell="2:name"]')?.getAttribute('data-status')).toBeNull();
  });

  it('checks a cell 100 ms after it loses the focus', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { container } = renderTable({ columns: [NAME], dataSource: [{ id: '1' }] });
    fireEvent.blur(cellInput(1, '名称'));
    expect(container.querySelector('[data-cell="1:name"]')?.getAttribute('data-status')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('名称不能为空')).toBeTruthy());
  });

  it('sums the statistics columns as decimals, and shows - for a value that is no number', () => {
    const { container } = renderTable({
      columns: [NAME, QTY, { ...QTY, key: 'amount', title: '金额', props: { precision: 2 } }],
      dataSource: [
        { id: '1', qty: 2.5, amount: 10 },
        { id: '2', qty: 0.8, amount: 1.5 },
      ],
    });
    const total = (key = 'qty') => container.querySelector(`[data-statistics="${key}"]`)?.textContent;
    expect(total()).toBe('3.3');
    expect(total('amount')).toBe('11.50');
    fireEvent.change(cellInput(2, '数量'), { target: { value: '20' } });
    expect(total()).toBe('22.5');
    expect(screen.getByText('合计')).toBeTruthy();
    fireEvent.change(cellInput(2, '数量'), { target: { value: '-' } });
    expect(total()).toBe('-');
  });
});

describe('keyboard', () => {
  it('moves from a text cell to the same column of the next row on Enter', () => {
    renderTable({ columns: [NAME, QTY], dataSource: [{ id: '1' }, { id: '2' }] });
    cellInput(1, '数量').focus();
    fireEvent.keyDown(cellInput(1, '数量'), { key: 'Enter' });
    expect(document.activeElement).toBe(cellInput(2, '数量'));
    // The last row keeps the focus.
    fireEvent.keyDown(cellInput(2, '数量'), { key: 'Enter' });
    expect(document.activeElement).toBe(cellInput(2, '数量'));
  });
});
