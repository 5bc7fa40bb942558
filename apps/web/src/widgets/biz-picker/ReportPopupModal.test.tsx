import type { Envelope, ReportColumns, ReportPage, ReportQueryItem } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../lib/feedback';
import { reportPicker } from './report-picker';
import { ReportPopupModal } from './ReportPopupModal';

const ROWS = Array.from({ length: 12 }, (_, index) => ({
  id: `r${index + 1}`,
  code: `C${index + 1}`,
  name: `名称${index + 1}`,
}));

let queryItems: ReportQueryItem[] = [];
let reportParams: ReportColumns['params'] = [];
let fetchMock: Mock<typeof fetch>;
const calls = (part: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname.includes(part));

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
  reportParams = [];
  queryItems = [
    { field: 'code', label: '编码', mode: 'single', dictCode: null },
    { field: 'name', label: '名称', mode: 'single', dictCode: null },
    { field: 'level', label: '级别', mode: 'group', dictCode: null },
  ];
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname.endsWith('/sys/checkRule/checkByCode')) {
      // The rule 'level': digits only.
      const passes = /^[0-9]+$/.test(decodeURIComponent(url.searchParams.get('value') ?? ''));
      return new Response(
        JSON.stringify(
          passes
            ? { success: true, code: 200, message: 'ok', result: null, timestamp: 0 }
            : {
                success: false,
                code: 400,
                message: '只能是数字',
                i18nKey: 'checkRule.failed',
                result: null,
                timestamp: 0,
              },
        ),
        { status: passes ? 200 : 400, headers: { 'Content-Type': 'application/json' } },
      );
    }
    if (url.pathname.includes('getRpColumns/roles_report')) {
      const columns: ReportColumns = {
        cgRpConfigId: 'rep-1',
        cgRpConfigName: '角色报表',
        columns: [
          { dataIndex: 'code', title: '编码', width: null, dictCode: null },
          { dataIndex: 'name', title: '名称', width: null, dictCode: null },
        ],
        dictOptions: {},
        params: reportParams,
      };
      return ok(columns);
    }
    if (url.pathname.includes('getQueryInfo/rep-1')) return ok(queryItems);
    const code = url.searchParams.get('code') ?? '';
    const pageNo = Number(url.searchParams.get('pageNo'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const matching = ROWS.filter((row) => row.code.includes(code));
    const page: ReportPage = {
      records: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: matching.length,
    };
    return ok(page);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const rowChoice = (text: string) =>
  screen.getByText(text).closest('tr')!.querySelector('input') as HTMLInputElement;

describe('ReportPopupModal', () => {
  it('reads the report by code, ten to a page, with its query fields, the selected count and 清空', async () => {
    const onOk = vi.fn();
    render(
      wrap(
        <ReportPopupModal
          code="roles_report"
          open
          multiple
          value={[]}
          params={{ tenant_kind: 'b2b', empty: '' }}
          onOk={onOk}
          onCancel={vi.fn()}
        />,
      ),
    );
    expect(await screen.findByText('角色报表')).toBeTruthy();
    await screen.findByText('名称10');
    expect(screen.queryByText('名称11')).toBeNull();
    const first = calls('getData/rep-1')[0]!;
    expect(first.searchParams.get('pageSize')).toBe('10');
    expect(first.searchParams.get('self_tenant_kind')).toBe('b2b');
    expect(first.searchParams.has('self_empty')).toBe(false);
    // Two fields shown until 展开; no 刷新 beside a search form.
    expect(screen.queryByRole('textbox', { name: '级别 起' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^展\s*开$/ }));
    expect(screen.getByRole('textbox', { name: '级别 起' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '止' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^收\s*起$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^刷\s*新$/ })).toBeNull();

    fireEvent.click(rowChoice('名称1'));
    fireEvent.click(rowChoice('名称2'));
    expect(screen.getByTestId('report-selected-count').textContent).toBe('已选择 2 项');
    fireEvent.click(screen.getByRole('button', { name: /^清\s*空$/ }));
    expect(screen.getByTestId('report-selected-count').textContent).toBe('已选择 0 项');

    fireEvent.change(screen.getByRole('textbox', { name: '编码' }), { target: { value: 'C12' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(calls('getData/rep-1').at(-1)?.searchParams.get('code')).toBe('C12'), {
      timeout: 10_000,
    });
    expect(calls('getData/rep-1').at(-1)?.searchParams.has('name')).toBe(false);
    expect(calls('getData/rep-1').at(-1)?.searchParams.get('self_tenant_kind')).toBe('b2b');
    await screen.findByText('名称12');
    fireEvent.click(rowChoice('名称12'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledWith([ROWS[11]]);
    // A limit that catches a hang: a full report table with its search form is slow to query in jsdom.
  }, 300_000);

  it('offers 刷新 when the report has no query fields', async () => {
    queryItems = [];
    render(wrap(<ReportPopupModal code="roles_report" open value={[]} onOk={vi.fn()} onCancel={vi.fn()} />));
    await screen.findByText('名称1', undefined, { timeout: 10_000 });
    const before = calls('getData/rep-1').length;
    fireEvent.click(await screen.findByRole('button', { name: /^刷\s*新$/ }));
    await waitFor(() => expect(calls('getData/rep-1').length).toBe(before + 1));
    expect(screen.queryByRole('search')).toBeNull();
  }, 60_000);

  it('opens from an editable table popup cell by the report code and fills the row’s cells', async () => {
    const Picker = reportPicker({ code: 'roles_report', orgFields: 'name,code', destFields: 'title,code' });
    const onOk = vi.fn();
    render(
      wrap(
        <Picker
          open
          column={{ key: 'title', title: '名称', type: 'popup' }}
          value=""
          row={{ id: 'row1' }}
          onOk={onOk}
          onCancel={vi.fn()}
        />,
      ),
    );
    await screen.findByText('名称3');
    fireEvent.click(rowChoice('名称3'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).toHaveBeenCalledWith('名称3', { title: '名称3', code: 'C3' });
  }, 60_000);
});

describe('ReportPopupModal: parameters and preview', () => {
  it("offers the report's parameters from their defaults and runs the report with what 查询 sends", async () => {
    reportParams = [{ paramName: 'min_level', paramTxt: '最低级别', paramValue: '1', ruleCode: 'level' }];
    render(
      wrap(
        <ReportPopupModal
          code="roles_report"
          open
          value={[]}
          params={{}}
          onOk={vi.fn()}
          onCancel={vi.fn()}
        />,
      ),
    );
    const param = await screen.findByRole<HTMLInputElement>(
      'textbox',
      { name: '最低级别' },
      { timeout: 10_000 },
    );
    expect(param.value).toBe('1');
    // A value the parameter's check rule refuses is named at the field and not run.
    fireEvent.change(param, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    expect(await screen.findByText('只能是数字', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(calls('getData/rep-1').some((url) => url.searchParams.has('self_min_level'))).toBe(false);
    fireEvent.change(param, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(calls('getData/rep-1').at(-1)?.searchParams.get('self_min_level')).toBe('3'));
  }, 90_000);

  it('a preview lists the rows with nothing to choose and only closes', async () => {
    const onCancel = vi.fn();
    render(
      wrap(
        <ReportPopupModal code="roles_report" open preview value={[]} onOk={vi.fn()} onCancel={onCancel} />,
      ),
    );
    await screen.findByText('名称1', undefined, { timeout: 10_000 });
    expect(screen.getByText('名称1').closest('tr')!.querySelector('input')).toBeNull();
    expect(screen.queryByTestId('report-selected-count')).toBeNull();
    expect(screen.queryByRole('button', { name: '确 定' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关 闭' }));
    expect(onCancel).toHaveBeenCalled();
  }, 90_000);
});
