import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTable, spyFeedback } from './test-helpers';
import type { EditableColumn, PopupPickerProps } from './types';

// antd's selects and dialogs are slow to mount in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());

const label = (title: string, row = 1) => `第 ${row} 行 ${title}`;
const OPTIONS = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma' },
];

describe('new cell types', () => {
  it('popup: the default picker searches the options; OK stores the chosen value, cancel keeps the old', async () => {
    spyFeedback();
    const { handle } = renderTable({
      columns: [{ key: 'p', title: '选', type: 'popup', options: OPTIONS }],
      dataSource: [{ id: '1', p: 'a' }],
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: label('选') }).value).toBe('Alpha');
    fireEvent.click(screen.getByRole('button', { name: `选择 ${label('选')}` }));
    const search = await screen.findByRole('searchbox');
    fireEvent.change(search, { target: { value: 'gam' } });
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Beta' })).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: 'Gamma' }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(handle().getValues()[0]?.p).toBe('c'));
  });

  it("popup: a column's own picker is opened instead and may fill other cells of the row", async () => {
    spyFeedback();
    const renderPicker = ({ open, onOk }: PopupPickerProps) =>
      open ? (
        <button type="button" onClick={() => onOk('P-9', { name: 'Picked part' })}>
          pick it
        </button>
      ) : null;
    const columns: EditableColumn[] = [
      { key: 'p', title: '零件', type: 'popup', renderPicker },
      { key: 'name', title: '名称', type: 'input' },
    ];
    const { handle } = renderTable({ columns, dataSource: [{ id: '1' }] });
    expect(screen.queryByText('pick it')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `选择 ${label('零件')}` }));
    fireEvent.click(screen.getByText('pick it'));
    expect(handle().getValues()[0]).toMatchObject({ p: 'P-9', name: 'Picked part' });
  });

  it('selSearch filters its options by typing; listMulti stores several values comma-joined', async () => {
    spyFeedback();
    const { handle } = renderTable({
      columns: [
        { key: 's', title: '搜', type: 'selSearch', options: OPTIONS },
        { key: 'm', title: '多', type: 'listMulti', options: OPTIONS },
      ],
      dataSource: [{ id: '1' }],
    });
    const search = screen.getByRole('combobox', { name: label('搜') });
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: 'bet' } });
    const option = await waitFor(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
      expect(shown.map((item) => item.textContent)).toEqual(['Beta']);
      return shown[0] as HTMLElement;
    });
    fireEvent.click(option);
    expect(handle().getValues()[0]?.s).toBe('b');

    const multi = screen.getByRole('combobox', { name: label('多') });
    for (const text of ['Alpha', 'Gamma']) {
      fireEvent.mouseDown(multi);
      const item = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
          (element) =>
            element.textContent === text && element.closest('.ant-select-dropdown-hidden') === null,
        );
        if (!found) throw new Error(`no option ${text}`);
        return found;
      });
      fireEvent.click(item);
    }
    expect(handle().getValues()[0]?.m).toBe('a,c');
  });
});

describe('click-to-edit', () => {
  it('shows the value until clicked, edits it, and leaves edit mode on a click outside the table only', async () => {
    spyFeedback();
    const { handle } = renderTable({
      columns: [
        { key: 'name', title: '名称', type: 'input' },
        { key: 'kind', title: '类', type: 'select', options: OPTIONS },
      ],
      dataSource: [{ id: '1', name: 'Bolt', kind: 'b' }],
      alwaysEdit: false,
    });
    expect(screen.queryByRole('textbox', { name: label('名称') })).toBeNull();
    // Outside edit mode a cell is named by its label and then its value (the visible text).
    expect(screen.getByRole('button', { name: `${label('类')} Beta` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${label('名称')} Bolt` }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: label('名称') });
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: 'Nut' } });
    // A click inside a dropdown (rendered outside the table) keeps the cell in edit mode.
    const dropdown = document.createElement('div');
    dropdown.className = 'ant-select-dropdown';
    document.body.append(dropdown);
    fireEvent.mouseDown(dropdown);
    expect(screen.getByRole('textbox', { name: label('名称') })).toBeTruthy();
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: label('名称') })).toBeNull());
    expect(screen.getByRole('button', { name: `${label('名称')} Nut` })).toBeTruthy();
    expect(handle().getValues()[0]?.name).toBe('Nut');
    dropdown.remove();
  });

  it('Enter on a cell enters edit mode (keyboard); a disabled cell does not', () => {
    spyFeedback();
    renderTable({
      columns: [
        { key: 'name', title: '名称', type: 'input' },
        { key: 'code', title: '编码', type: 'input', disabled: true },
      ],
      dataSource: [{ id: '1', name: 'Bolt', code: 'B1' }],
      alwaysEdit: false,
    });
    fireEvent.keyDown(screen.getByRole('button', { name: `${label('编码')} B1` }), { key: 'Enter' });
    expect(screen.queryByRole('textbox', { name: label('编码') })).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: `${label('名称')} Bolt` }), { key: 'Enter' });
    expect(screen.getByRole('textbox', { name: label('名称') })).toBeTruthy();
  });
});

describe('drag sort', () => {
  it('a row dropped on another takes its place and the sort numbers run 1..n again', () => {
    spyFeedback();
    const { handle, container } = renderTable({
      columns: [
        { key: 'sort', title: '序', type: 'inputNumber' },
        { key: 'name', title: '名称', type: 'input' },
      ],
      dataSource: [
        { id: 'a', name: 'A', sort: 7 },
        { id: 'b', name: 'B', sort: 8 },
        { id: 'c', name: 'C', sort: 9 },
      ],
      sortKey: 'sort',
      dragSort: true,
    });
    expect(
      handle()
        .getValues()
        .map((row) => row.sort),
    ).toEqual([1, 2, 3]);
    const handles = container.querySelectorAll('[data-drag-handle]');
    const rows = container.querySelectorAll('tbody tr[data-row-key]');
    fireEvent.dragStart(handles[0] as Element);
    fireEvent.dragOver(rows[2] as Element);
    fireEvent.drop(rows[2] as Element);
    expect(
      handle()
        .getValues()
        .map((row) => [row.id, row.sort]),
    ).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
    // A drop with no drag under way moves nothing.
    fireEvent.drop(rows[0] as Element);
    expect(
      handle()
        .getValues()
        .map((row) => row.id),
    ).toEqual(['b', 'c', 'a']);
  });

  it('without dragSort there is no handle', () => {
    spyFeedback();
    const { container } = renderTable({
      columns: [{ key: 'name', title: '名称', type: 'input' }],
      dataSource: [{ id: 'a' }],
    });
    expect(container.querySelector('[data-drag-handle]')).toBeNull();
  });
});

describe('dataSource', () => {
  it('a new array of the same rows keeps the edits; rows of other content reset the table', async () => {
    spyFeedback();
    const columns: EditableColumn[] = [{ key: 'name', title: '名称', type: 'input' }];
    const { handle, rerender } = renderTable({ columns, dataSource: [{ id: '1', name: 'Bolt' }] });
    fireEvent.change(screen.getByRole('textbox', { name: label('名称') }), { target: { value: 'Edited' } });
    const { EditableTable } = await import('./EditableTable');
    const again = (rows: { id: string; name: string }[]) =>
      rerender(<EditableTable ref={undefined} columns={columns} dataSource={rows} />);
    act(() => again([{ id: '1', name: 'Bolt' }]));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: label('名称') }).value).toBe('Edited');
    act(() => again([{ id: '1', name: 'Nut' }]));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: label('名称') }).value).toBe('Nut');
    expect(handle).toBeTruthy();
  });

  it('onValuesChange hears every change', () => {
    spyFeedback();
    const heard = vi.fn();
    renderTable({
      columns: [{ key: 'name', title: '名称', type: 'input' }],
      dataSource: [{ id: '1', name: '' }],
      onValuesChange: heard,
    });
    fireEvent.change(screen.getByRole('textbox', { name: label('名称') }), { target: { value: 'x' } });
    expect(heard).toHaveBeenLastCalledWith([{ id: '1', name: 'x' }]);
  });
});
