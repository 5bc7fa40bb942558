import type { SuperQueryFields } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Feedback from '../../lib/feedback';
import { FeedbackProvider } from '../../lib/feedback';
import { useSessionStore } from '../../lib/session-store';
import { STORAGE_PREFIX } from '../../lib/storage';
import { conditionsOf, incompleteRowOf, newRow, withRule } from './rows';
import { savedQueryKey } from './saved-queries';
import { SuperQuery, type SuperQueryValue } from './SuperQuery';

// Messages and confirmations recorded as they are asked for (antd's toasts leave after a few seconds).
const said = vi.hoisted(() => ({
  messages: [] as string[],
  confirms: [] as { title: string; onOk?: () => void }[],
}));
vi.mock('../../lib/feedback', async (original) => {
  const actual = await original<typeof Feedback>();
  const note = (text: unknown) => void said.messages.push(String(text));
  return {
    ...actual,
    feedback: () => ({
      message: { success: note, warning: note, error: note, info: note, loading: note },
      modal: { confirm: (config: { title: string; onOk?: () => void }) => void said.confirms.push(config) },
    }),
  };
});

vi.mock('../category-select/category-api', async (original) => ({
  ...(await original<object>()),
  loadTreeRoot: async () => [],
  loadTreeChildren: async () => [],
  loadCategoryNames: async () => [],
}));

const FIELDS: SuperQueryFields = {
  username: { title: { zh: '用户名', en: 'Username' }, type: 'text' },
  status: {
    title: { zh: '状态', en: 'Status' },
    type: 'dict',
    options: { '1': { zh: '正常', en: 'Normal' }, '2': { zh: '冻结', en: 'Frozen' } },
  },
  categoryId: { title: { zh: '分类', en: 'Category' }, type: 'category' },
  orderTime: { title: { zh: '下单时间', en: 'Order time' }, type: 'datetime' },
};

/** Signs in `userId` of `tenantId` as far as the saved queries care. */
const signedInAs = (userId: string, tenantId: string) =>
  useSessionStore.setState({ userInfo: { id: userId } as never, tenantId });
const storedQueries = (userId: string, tenantId: string) => {
  const raw = localStorage.getItem(`${STORAGE_PREFIX}${savedQueryKey({ userId, tenantId }, 'test-users')}`);
  return raw ? (JSON.parse(raw) as { value: unknown }).value : undefined;
};

function Harness({
  onChange,
  initial,
}: {
  onChange: (value: SuperQueryValue | undefined) => void;
  initial?: SuperQueryValue;
}) {
  const [value, setValue] = useState<SuperQueryValue | undefined>(initial);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackProvider>
        <SuperQuery
          fields={FIELDS}
          saveCode="test-users"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      </FeedbackProvider>
    </QueryClientProvider>
  );
}

afterEach(() => {
  localStorage.clear();
  useSessionStore.setState({ userInfo: null });
  said.messages.length = 0;
  said.confirms.length = 0;
});
const wasSaid = (text: string) => waitFor(() => expect(said.messages).toContain(text));

const dialog = () => screen.getAllByRole('dialog', { name: '高级查询构造器' })[0]!;
/** A button's name; antd spaces out a two-character Chinese label ('重 置'). */
const named = (name: string) => new RegExp(`(^| )${[...name].join(' ?')}$`);
const button = (name: string) => screen.getByRole('button', { name: named(name) });
const dialogButton = (name: string) => within(dialog()).getByRole('button', { name: named(name) });

/** Opens the builder, which loads on the first opening. */
async function openBuilder() {
  fireEvent.click(button('高级查询'));
  await screen.findAllByRole('dialog', { name: '高级查询构造器' });
}

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const items = await screen.findAllByTitle(option);
  fireEvent.click(items[items.length - 1]!);
}

async function fillUsernameRow(value: string) {
  await chooseOption('字段 1', '用户名');
  fireEvent.change(screen.getByRole('textbox', { name: '值 1' }), { target: { value } });
}

describe('SuperQuery', () => {
  it('opens the builder (title, width 1000, top 5%) with an empty saved list', async () => {
    render(<Harness onChange={vi.fn()} />);
    await openBuilder();
    const modal = dialog();
    expect(within(modal).getByText('没有保存任何查询')).toBeTruthy();
    const box = modal.closest('.ant-modal') as HTMLElement;
    expect(box.style.width).toBe('1000px');
    expect(box.style.top).toBe('5%');
    for (const name of ['重置', '保存查询条件', '关闭', '查询']) expect(dialogButton(name)).toBeTruthy();
  });

  it('refuses to query or save an empty condition', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openBuilder();
    fireEvent.click(dialogButton('查询'));
    await wasSaid('不能查询空条件');
    fireEvent.click(dialogButton('保存查询条件'));
    await wasSaid('空条件不能保存');
    // A row with its field but no value is still empty.
    await chooseOption('字段 1', '用户名');
    fireEvent.click(dialogButton('查询'));
    await wasSaid('第 1 行的条件不完整：请选择字段和规则并填写值');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits the query, shows the active trigger with Clear, and Clear ends it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openBuilder();
    await fillUsernameRow('anna');
    fireEvent.click(dialogButton('查询'));
    expect(onChange).toHaveBeenLastCalledWith({
      conditions: [{ field: 'username', rule: 'eq', val: 'anna', type: 'text' }],
      matchType: 'and',
    });
    expect(button('高级查询').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('清空'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(button('高级查询').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /清空/ })).toBeNull();
  });

  it('Reset clears the rows and emits no query', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openBuilder();
    await fillUsernameRow('anna');
    fireEvent.click(dialogButton('重置'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect((screen.getByRole('textbox', { name: '值 1' }) as HTMLInputElement).value).toBe('');
  });

  it('saves under a name: empty name refused, existing name asks to overwrite, then lists and deletes it', async () => {
    signedInAs('u-anna', 't-1');
    render(<Harness onChange={vi.fn()} />);
    await openBuilder();
    await fillUsernameRow('anna');
    fireEvent.click(dialogButton('保存查询条件'));
    const name = await screen.findByRole('textbox', { name: '保存名称' });
    fireEvent.keyDown(name, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await wasSaid('保存名称不能为空');
    fireEvent.change(name, { target: { value: 'Anna' } });
    expect((name as HTMLInputElement).value).toBe('Anna');
    fireEvent.click(screen.getByRole('button', { name: named('确定') }));
    await wasSaid('保存成功');
    expect(storedQueries('u-anna', 't-1')).toEqual([
      {
        title: 'Anna',
        matchType: 'and',
        conditions: [{ field: 'username', rule: 'eq', val: 'anna', type: 'text' }],
      },
    ]);
    expect(within(dialog()).getByRole('button', { name: 'Anna' })).toBeTruthy();

    fireEvent.click(dialogButton('保存查询条件'));
    const again = await screen.findByRole('textbox', { name: '保存名称' });
    fireEvent.change(again, { target: { value: 'Anna' } });
    fireEvent.click(screen.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(said.confirms.map((item) => item.title)).toEqual(['Anna 已存在，是否覆盖？']));
    act(() => said.confirms[0]!.onOk?.());
    await waitFor(() => expect(said.messages.filter((text) => text === '保存成功')).toHaveLength(2));

    fireEvent.click(dialogButton('删除保存的查询 Anna'));
    await waitFor(() => expect(said.confirms[1]?.title).toBe('是否删除当前查询？'));
    act(() => said.confirms[1]!.onOk?.());
    expect(await within(dialog()).findByText('没有保存任何查询')).toBeTruthy();
    expect(storedQueries('u-anna', 't-1')).toEqual([]);
  }, 60_000);

  it("keeps each person's saved queries, in each tenant, to them", async () => {
    signedInAs('u-anna', 't-1');
    const { unmount } = render(<Harness onChange={vi.fn()} />);
    await openBuilder();
    await fillUsernameRow('anna');
    fireEvent.click(dialogButton('保存查询条件'));
    fireEvent.change(await screen.findByRole('textbox', { name: '保存名称' }), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: named('确定') }));
    await wasSaid('保存成功');
    expect(within(dialog()).getByRole('button', { name: 'Mine' })).toBeTruthy();
    unmount();

    for (const [user, tenant] of [
      ['u-bob', 't-1'],
      ['u-anna', 't-2'],
    ] as const) {
      signedInAs(user, tenant);
      const other = render(<Harness onChange={vi.fn()} />);
      await openBuilder();
      expect(within(dialog()).getByText('没有保存任何查询')).toBeTruthy();
      expect(within(dialog()).queryByRole('button', { name: 'Mine' })).toBeNull();
      other.unmount();
    }
    expect(storedQueries('u-anna', 't-1')).toHaveLength(1);
  }, 60_000);

  it('never holds more than 20 conditions, even when the add button is clicked twice at once', async () => {
    const conditions = Array.from({ length: 19 }, (_, i) => ({
      field: 'username',
      rule: 'eq' as const,
      val: `u${i}`,
    }));
    render(<Harness onChange={vi.fn()} initial={{ conditions, matchType: 'and' }} />);
    await openBuilder();
    const rowCount = () => within(dialog()).getAllByRole('group', { name: /^第 \d+ 个条件$/ }).length;
    const addButtons = () => within(dialog()).getAllByRole('button', { name: named('添加条件') });
    expect(rowCount()).toBe(19);
    // Both clicks land before the dialog renders again (and disables the button).
    act(() => {
      const add = addButtons()[0]!;
      add.click();
      add.click();
    });
    expect(rowCount()).toBe(20);
    for (const add of addButtons()) expect((add as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);

  it('gives the category value its row width, not an arrow-wide box', async () => {
    render(<Harness onChange={vi.fn()} />);
    await openBuilder();
    await chooseOption('字段 1', '分类');
    const value = within(dialog()).getByRole('combobox', { name: '值 1' });
    const box = value.closest('.ant-select') as HTMLElement;
    expect(box.style.width).toBe('100%');
  });

  it('takes a typed day (Enter) as that day of a date-time, and names the row a query lacks a value in', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await openBuilder();
    await chooseOption('字段 1', '下单时间');
    fireEvent.click(dialogButton('查询'));
    await wasSaid('第 1 行的条件不完整：请选择字段和规则并填写值');
    expect(onChange).not.toHaveBeenCalled();
    const input = within(dialog()).getByRole('textbox', { name: '值 1' });
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-11-15' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(dialogButton('查询'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        conditions: [{ field: 'orderTime', rule: expect.any(String), val: '2026-11-15', type: 'datetime' }],
        matchType: 'and',
      }),
    );
  }, 60_000);
});

describe('rows', () => {
  it('leaving "in" keeps the first value; entering it makes a list', () => {
    const row = newRow({ field: 'username', rule: 'in', val: ['a', 'b'] });
    expect(withRule(row, 'eq').val).toBe('a');
    expect(withRule(newRow({ field: 'username', rule: 'eq', val: 'a' }), 'in').val).toEqual(['a']);
  });

  it('names the first row begun but not finished', () => {
    expect(incompleteRowOf([newRow(), newRow({ field: 'username', rule: 'eq', val: 'a' })])).toBe(0);
    expect(
      incompleteRowOf([newRow({ field: 'username', rule: 'eq', val: 'a' }), newRow({ field: 'status' })]),
    ).toBe(2);
    expect(incompleteRowOf([newRow({ val: 'x' })])).toBe(1);
  });

  it('a row lacking its field, rule or value makes the query empty', () => {
    expect(conditionsOf([], FIELDS)).toBeUndefined();
    expect(conditionsOf([newRow({ field: 'username', rule: 'eq', val: ' ' })], FIELDS)).toBeUndefined();
    expect(conditionsOf([newRow({ field: 'username', val: 'a' })], FIELDS)).toBeUndefined();
    expect(conditionsOf([newRow({ field: 'status', rule: 'in', val: [] })], FIELDS)).toBeUndefined();
    expect(conditionsOf([newRow({ field: 'status', rule: 'in', val: ['1'] })], FIELDS)).toEqual([
      { field: 'status', rule: 'in', val: ['1'], type: 'dict' },
    ]);
  });
});
