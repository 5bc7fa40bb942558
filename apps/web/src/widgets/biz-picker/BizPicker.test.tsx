import type { Envelope, PopupPage } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../lib/feedback';
import { BizPickerModal } from './BizPickerModal';
import { BizSelect } from './BizSelect';
import { PopupInput } from './PopupInput';
import { destValuesOf, popupConfigError } from './popup-config';

const POSITIONS = Array.from({ length: 7 }, (_, index) => ({
  id: `p${index + 1}`,
  code: `P${index + 1}`,
  name: `职务${index + 1}`,
  postRank_dictText: '中级',
}));

let fetchMock: Mock<typeof fetch>;
const dataQueries = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname.includes('/online/cgreport/api/getData/'));

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
    const url = new URL(String(input), 'http://x');
    const ids = url.searchParams.get('ids');
    const keyword = url.searchParams.get('keyword') ?? '';
    const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 5);
    const matching = ids
      ? POSITIONS.filter((item) => ids.split(',').includes(item.id))
      : POSITIONS.filter((item) => item.name.includes(keyword));
    const page: PopupPage = {
      records: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: matching.length,
    };
    return ok(page);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const results = () => screen.getByRole('region', { name: '查询结果' });
const selectedList = () => screen.getByRole('region', { name: '已选记录' });
const rowChoice = (text: string) =>
  within(results()).getByText(text).closest('tr')?.querySelector('input') as HTMLInputElement;
const message = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

describe('popup configuration', () => {
  it('needs code, orgFields and destFields, with as many fields on each side', () => {
    expect(popupConfigError({ code: 'position', orgFields: 'name', destFields: 'post' })).toBeNull();
    expect(popupConfigError({ orgFields: 'name', destFields: 'post' })).toBe('configError');
    expect(popupConfigError({ code: 'position', destFields: 'post' })).toBe('configError');
    expect(popupConfigError({ code: 'position', orgFields: 'name', destFields: ' ' })).toBe('configError');
    expect(popupConfigError({ code: 'position', orgFields: 'name,code', destFields: 'post' })).toBe(
      'configMismatch',
    );
  });

  it('fills each target field from its record field, several records comma-joined', () => {
    const records = [POSITIONS[0], POSITIONS[1]].map((item) => ({ ...item }));
    expect(destValuesOf(records, 'name,code', 'postName,postCode')).toEqual({
      postName: '职务1,职务2',
      postCode: 'P1,P2',
    });
  });
});

describe('BizPickerModal', () => {
  it('pages five to a page with sizes 5/10/20/30, queries, and lists the selected with 删除', async () => {
    const onOk = vi.fn();
    render(wrap(<BizPickerModal code="position" open multiple value={[]} onOk={onOk} onCancel={vi.fn()} />));
    expect(await screen.findByText('选择职务')).toBeTruthy();
    await screen.findByText('职务5');
    expect(screen.queryByText('职务6')).toBeNull();
    expect(dataQueries()[0]?.searchParams.get('pageSize')).toBe('5');
    fireEvent.mouseDown(within(results()).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
    // The size choices (worded by the app's antd locale, absent here).
    expect(screen.getAllByRole('option').map((option) => option.textContent?.split(' ')[0])).toEqual([
      '5',
      '10',
      '20',
      '30',
    ]);

    fireEvent.click(rowChoice('职务1'));
    fireEvent.change(screen.getByRole('searchbox', { name: '查询' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(dataQueries().at(-1)?.searchParams.get('keyword')).toBe('7'));
    await waitFor(() => expect(screen.queryByText('职务2')).toBeNull());
    fireEvent.click(rowChoice('职务7'));
    expect(within(selectedList()).getByText('职务1')).toBeTruthy();
    expect(within(selectedList()).getByText('职务7')).toBeTruthy();

    fireEvent.click(within(selectedList()).getByRole('button', { name: '删除 职务1' }));
    expect(within(selectedList()).queryByText('职务1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledWith([POSITIONS[6]]);
  }, 90_000);

  it("needs one chosen record to confirm: '请选择一条记录'", async () => {
    const onOk = vi.fn();
    render(wrap(<BizPickerModal code="position" open value={[]} onOk={onOk} onCancel={vi.fn()} />));
    await screen.findByText('职务1');
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await message('请选择一条记录')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    // Single mode: a radio per row, one record at most.
    fireEvent.click(rowChoice('职务1'));
    fireEvent.click(rowChoice('职务2'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledWith([POSITIONS[1]]);
  }, 90_000);
});

describe('PopupInput', () => {
  it("says '弹窗选择的设置有误！' and opens nothing when a setting is missing", async () => {
    render(wrap(<PopupInput aria-label="职务" code="position" orgFields="name" />));
    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    expect(await message('弹窗选择的设置有误！')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 90_000);

  it('says the field counts differ and opens nothing', async () => {
    render(wrap(<PopupInput aria-label="职务" code="position" orgFields="name,code" destFields="post" />));
    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    expect(await message('弹窗选择的设置有误：来源字段和目标字段数量不一致！')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 90_000);

  it('fills the target fields from the chosen record', async () => {
    const onPick = vi.fn();
    const onChange = vi.fn();
    render(
      wrap(
        <PopupInput
          aria-label="职务"
          code="position"
          orgFields="name,code"
          destFields="postName,postCode"
          onPick={onPick}
          onChange={onChange}
        />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    await screen.findByText('职务3');
    fireEvent.click(rowChoice('职务3'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onPick).toHaveBeenCalledWith({ postName: '职务3', postCode: 'P3' });
    expect(onChange).toHaveBeenCalledWith('职务3');
  }, 90_000);
});

describe('BizSelect', () => {
  it("shows a value's names read by id and keeps only a confirmed choice", async () => {
    const onChange = vi.fn();
    render(wrap(<BizSelect aria-label="职务" code="position" value={['p2']} onChange={onChange} />));
    const box = screen.getByRole('textbox', { name: '职务' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('职务2'));
    expect(dataQueries()[0]?.searchParams.get('ids')).toBe('p2');

    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    await screen.findByText('职务4');
    fireEvent.click(rowChoice('职务4'));
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '选 择' }));
    await waitFor(() => expect(within(selectedList()).queryByText('职务4')).toBeNull());
    expect(within(selectedList()).getByText('职务2')).toBeTruthy();
    fireEvent.click(rowChoice('职务5'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onChange).toHaveBeenCalledWith(['p2', 'p5']);
  }, 90_000);
});
