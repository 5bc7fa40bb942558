import type { DictOption, Envelope } from '@mall/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en';
import { renderTable, spyFeedback } from './test-helpers';
import type { EditableColumn } from './types';

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}
const dictItem = (value: string, text: string): DictOption => ({
  value,
  text,
  description: '',
  disabled: false,
});

// antd's pickers and dialogs are slow to mount in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  spyFeedback();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => ok([dictItem('1', '男'), dictItem('2', '女')])),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('zh');
});

const label = (title: string, row = 1) => `第 ${row} 行 ${title}`;
/** Opens an antd select and picks the option showing `text`. */
async function pick(name: string, text: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (item) => item.textContent === text,
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

describe('cell types', () => {
  it('inputNumber refuses keystrokes that make no number, and parses or empties on leaving', () => {
    const { handle } = renderTable({
      columns: [{ key: 'n', title: '数', type: 'inputNumber' }],
      dataSource: [{ id: '1' }],
    });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: label('数') });
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.change(input, { target: { value: '-1.' } });
    fireEvent.change(input, { target: { value: '-1.5' } });
    fireEvent.change(input, { target: { value: '-1.5a' } });
    expect(input.value).toBe('-1.5');
    fireEvent.change(input, { target: { value: '-1.5.' } });
    expect(input.value).toBe('-1.5');
    fireEvent.blur(input);
    expect(handle().getValues()[0]?.n).toBe(-1.5);
    fireEvent.change(input, { target: { value: '-' } });
    fireEvent.blur(input);
    expect(handle().getValues()[0]?.n).toBeUndefined();
    expect(input.value).toBe('');
  });

  it('checkbox stores the customValue pair, default true and false', () => {
    const { handle } = renderTable({
      columns: [
        { key: 'on', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultValue: 'N' },
        { key: 'plain', title: '默认', type: 'checkbox' },
      ],
      dataSource: [{ id: '1' }],
    });
    const box = screen.getByRole('checkbox', { name: label('启用') });
    expect(box).toHaveProperty('checked', false);
    fireEvent.click(box);
    expect(handle().getValues()[0]?.on).toBe('Y');
    fireEvent.click(box);
    expect(handle().getValues()[0]?.on).toBe('N');
    fireEvent.click(screen.getByRole('checkbox', { name: label('默认') }));
    expect(handle().getValues()[0]?.plain).toBe(true);
  });

  it('select offers its options, and with allowInput keeps a typed value that is no option', async () => {
    const column: EditableColumn = {
      key: 'unit',
      title: '单位',
      type: 'select',
      options: [
        { value: 'box', label: '箱' },
        { value: 'set', label: '套' },
      ],
      allowInput: true,
      allowSearch: true,
    };
    const { handle } = renderTable({ columns: [column], dataSource: [{ id: '1' }] });
    await pick(label('单位'), '套');
    expect(handle().getValues()[0]?.unit).toBe('set');
    const search = screen.getByRole('combobox', { name: label('单位') });
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: 'kg' } });
    await pick(label('单位'), 'kg');
    expect(handle().getValues()[0]?.unit).toBe('kg');
  });

  it('select without options reads its dictionary', async () => {
    const { handle } = renderTable({
      columns: [{ key: 'sex', title: '性别', type: 'select', dictCode: 'sex' }],
      dataSource: [{ id: '1' }],
    });
    await pick(label('性别'), '女');
    expect(handle().getValues()[0]?.sex).toBe('2');
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('/sys/dict/getDictItems/sex');
  });

  it('multiSelect stores the chosen values comma-joined', async () => {
    const { handle } = renderTable({
      columns: [
        {
          key: 'tags',
          title: '标签',
          type: 'multiSelect',
          options: [
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ],
        },
      ],
      dataSource: [{ id: '1' }],
    });
    await pick(label('标签'), 'A');
    await pick(label('标签'), 'B');
    expect(handle().getValues()[0]?.tags).toBe('a,b');
  });

  it('date and datetime store the formatted text', async () => {
    const { handle } = renderTable({
      columns: [
        { key: 'd', title: '日期', type: 'date' },
        { key: 't', title: '时间', type: 'datetime' },
      ],
      dataSource: [{ id: '1', d: '2026-01-05', t: '2026-01-05 08:30:00' }],
    });
    const date = screen.getByRole<HTMLInputElement>('textbox', { name: label('日期') });
    expect(date.value).toBe('2026-01-05');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: label('时间') }).value).toBe(
      '2026-01-05 08:30:00',
    );
    fireEvent.mouseDown(date);
    fireEvent.focus(date);
    fireEvent.change(date, { target: { value: '2026-02-10' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(handle().getValues()[0]?.d).toBe('2026-02-10'));
  });

  it('inputPop edits the text in a larger area; OK keeps it, cancel drops it', async () => {
    const { handle } = renderTable({
      columns: [{ key: 'r', title: '备注', type: 'inputPop' }],
      dataSource: [{ id: '1', r: 'a' }],
    });
    const area = () =>
      [...document.querySelectorAll<HTMLTextAreaElement>('.ant-modal textarea')].at(
        -1,
      ) as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: `展开编辑 ${label('备注')}` }));
    expect(await screen.findByText('编辑「备注」')).toBeTruthy();
    expect(area().value).toBe('a');
    fireEvent.change(area(), { target: { value: 'line 1\nline 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(handle().getValues()[0]?.r).toBe('line 1\nline 2'));

    fireEvent.click(screen.getByRole('button', { name: `展开编辑 ${label('备注')}` }));
    await waitFor(() => expect(area().value).toBe('line 1\nline 2'));
    fireEvent.change(area(), { target: { value: 'dropped' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(handle().getValues()[0]?.r).toBe('line 1\nline 2');
  });

  it('radio offers its options', () => {
    const { handle } = renderTable({
      columns: [
        {
          key: 'lv',
          title: '等级',
          type: 'radio',
          options: [
            { value: 'l', label: '低' },
            { value: 'h', label: '高' },
          ],
        },
      ],
      dataSource: [{ id: '1', lv: 'l' }],
    });
    expect(screen.getByRole('radio', { name: '低' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '高' }));
    expect(handle().getValues()[0]?.lv).toBe('h');
  });

  it('slot draws the cell from the row and may set its value; hidden columns are kept but not shown', () => {
    const columns: EditableColumn[] = [
      { key: 'q', title: '数量', type: 'inputNumber' },
      {
        key: 's',
        title: '插槽',
        type: 'slot',
        render: ({ row, setValue }) => (
          <button type="button" onClick={() => setValue(`q=${String(row.q)}`)}>
            slot {String(row.q)}
          </button>
        ),
      },
      { key: 'h', title: '隐藏', type: 'hidden', defaultValue: 'keep' },
    ];
    const { handle } = renderTable({ columns, dataSource: [{ id: '1', q: 2 }] });
    fireEvent.change(screen.getByRole('textbox', { name: label('数量') }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'slot 5' }));
    expect(handle().getValues()[0]).toEqual({ id: '1', q: '5', s: 'q=5', h: 'keep' });
    expect(screen.queryByRole('columnheader', { name: '隐藏' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '插槽' })).toBeTruthy();
  });
});

describe('texts in English', () => {
  it('says the too-fast text and the default rule messages in English', async () => {
    i18next.addResourceBundle('en', 'editableTable', en.editableTable);
    await act(() => i18next.changeLanguage('en'));
    const message = spyFeedback();
    vi.useFakeTimers({ toFake: ['Date'] });
    const { handle } = renderTable({
      columns: [
        { key: 'n', title: 'Name', type: 'input', validateRules: [{ required: true }] },
        { key: 'm', title: 'Mobile', type: 'input', validateRules: [{ pattern: 'm' }] },
      ],
      dataSource: [{ id: '1', m: '123' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(message.warning).toHaveBeenCalledWith('you clicked too fast, please slow down!');
    vi.useRealTimers();
    await act(async () => {
      await handle().getValuesWithValidation();
    });
    expect(screen.getAllByText('Name is required')).toHaveLength(2);
    expect(screen.getByText('Mobile is not valid: expected a mobile number')).toBeTruthy();
  });
});
