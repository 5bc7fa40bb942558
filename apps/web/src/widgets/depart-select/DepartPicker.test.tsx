import type { DepartTreeNode, Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../lib/feedback';
import { DepartPickerInput } from './DepartPickerInput';
import { DepartPickerModal } from './DepartPickerModal';
import type { DepartOption } from './depart-tree-data';

function node(id: string, title: string, leaf: boolean, parentId: string | null = null): DepartTreeNode {
  return { id, key: id, value: id, title, parentId, orgCode: id, orgCategory: 2, sortNo: 0, leaf };
}

const ROOTS = [node('A01', '总公司', false)];
const CHILDREN = [node('A01A01', '销售部', true, 'A01'), node('A01A02', '采购部', true, 'A01')];

let fetchMock: Mock<typeof fetch>;
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://x');
    return `${init?.method ?? 'GET'} ${url.pathname.replace(/^.*\/sys\//, '/sys/')}${init?.body ? ` ${String(init.body)}` : ''}`;
  });

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path.endsWith('/sys/sysDepart/loadTreeRoot')) return ok(ROOTS);
    if (path.endsWith('/sys/sysDepart/loadTreeChildren')) return ok(CHILDREN);
    if (path.endsWith('/sys/sysDepart/searchDeparts')) return ok([node('A01A02', '采购部', true, 'A01')]);
    if (path.endsWith('/sys/sysDepart/listAll'))
      return ok(
        [...ROOTS, ...CHILDREN].map((item) => ({
          id: item.id,
          parentId: item.parentId,
          orgCode: item.orgCode,
          departName: item.title,
          orgCategory: 2,
        })),
      );
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.findByRole('dialog');
const checkboxOf = (title: string) =>
  screen.getByTitle(title).closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox') as Element;

async function expandRoot() {
  const root = await screen.findByTitle('总公司');
  fireEvent.click(root.closest('.ant-tree-treenode')?.querySelector('.ant-tree-switcher') as Element);
  await screen.findByTitle('销售部');
}

/** The modal on its own, with the confirmed value kept by the caller. */
function Harness(props: {
  multiple?: boolean;
  dataRequire?: boolean;
  onOk?: (chosen: DepartOption[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<DepartOption[]>([]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <output>{value.map((option) => option.title).join('|')}</output>
      <DepartPickerModal
        open={open}
        value={value}
        {...props}
        onOk={(chosen) => {
          props.onOk?.(chosen);
          setValue(chosen);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('DepartPickerModal', () => {
  it('loads the roots, then a level when opened, and confirms the checked departments', async () => {
    const onOk = vi.fn();
    render(wrap(<Harness onOk={onOk} />));
    fireEvent.click(screen.getByText('open'));
    expect(within(await dialog()).getByText('选择机构')).toBeTruthy();
    await expandRoot();
    expect(calls()).toContain('GET /sys/sysDepart/loadTreeRoot');
    expect(calls()).toContain('GET /sys/sysDepart/loadTreeChildren');
    fireEvent.click(checkboxOf('销售部'));
    fireEvent.click(checkboxOf('采购部'));
    // The chosen departments show as tags above the tree.
    expect(within(screen.getByTestId('depart-picker-chosen')).getByText('销售部')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledWith([
      { id: 'A01A01', title: '销售部' },
      { id: 'A01A02', title: '采购部' },
    ]);
  }, 90_000);

  it('keeps only the last department checked in single mode', async () => {
    const onOk = vi.fn();
    render(wrap(<Harness multiple={false} onOk={onOk} />));
    fireEvent.click(screen.getByText('open'));
    await expandRoot();
    fireEvent.click(checkboxOf('销售部'));
    fireEvent.click(checkboxOf('采购部'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledWith([{ id: 'A01A02', title: '采购部' }]);
  }, 90_000);

  it("refuses to confirm nothing when a department is required: '请选择机构'", async () => {
    const onOk = vi.fn();
    render(wrap(<Harness dataRequire onOk={onOk} />));
    fireEvent.click(screen.getByText('open'));
    await screen.findByTitle('总公司');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择机构')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  }, 90_000);

  it('searches by name on Enter and shows the matches', async () => {
    render(wrap(<Harness />));
    fireEvent.click(screen.getByText('open'));
    await screen.findByTitle('总公司');
    const search = screen.getByRole('searchbox', { name: '搜索部门' });
    fireEvent.change(search, { target: { value: '采购' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTitle('总公司')).toBeNull());
    expect(screen.getByTitle('采购部')).toBeTruthy();
    expect(calls()).toContain('POST /sys/sysDepart/searchDeparts {"searchValue":"采购"}');
  }, 90_000);

  it('keeps the choice when confirmed and drops it when closed', async () => {
    render(wrap(<Harness />));
    fireEvent.click(screen.getByText('open'));
    await expandRoot();
    fireEvent.click(checkboxOf('销售部'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('销售部'));

    fireEvent.click(screen.getByText('open'));
    await screen.findByTitle('销售部');
    fireEvent.click(checkboxOf('采购部'));
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    fireEvent.click(screen.getByText('open'));
    const chosen = screen.getByTestId('depart-picker-chosen');
    await waitFor(() => expect(within(chosen).queryByText('采购部')).toBeNull());
    expect(within(chosen).getByText('销售部')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('销售部');
  }, 90_000);
});

describe('DepartPickerInput', () => {
  it("shows a value's names and changes it through the picker", async () => {
    const onChange = vi.fn();
    render(wrap(<DepartPickerInput aria-label="部门" value={['A01A01']} onChange={onChange} />));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: '部门' }) as HTMLInputElement).value).toBe('销售部'),
    );
    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    await expandRoot();
    fireEvent.click(checkboxOf('采购部'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onChange).toHaveBeenCalledWith(['A01A01', 'A01A02']);
  }, 90_000);
});
