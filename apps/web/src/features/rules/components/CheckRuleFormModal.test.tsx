import type { CheckRuleRecord, Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { CheckRuleFormModal } from './CheckRuleFormModal';

let fetchMock: Mock<typeof fetch>;

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const STEPS = [
  { digits: '1', pattern: '^[A-Z]$', message: '首位大写' },
  { digits: '*', pattern: '^.{4,}$', message: '至少 4 位' },
];
const RULE: CheckRuleRecord = {
  id: 'c1',
  ruleName: '编码',
  ruleCode: 'code',
  ruleJson: JSON.stringify(STEPS),
  ruleDescription: null,
  createTime: '2026-01-01T00:00:00.000Z',
  version: 2,
};
const pathOf = (input: unknown) => new URL(String(input), 'http://x').pathname;
const editCall = () => fetchMock.mock.calls.find(([input]) => pathOf(input).endsWith('/sys/checkRule/edit'));
const cell = (row: number, title: string) =>
  screen.getByRole('textbox', { name: `第 ${row} 行 ${title}` }) as HTMLInputElement;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    pathOf(input).endsWith('/sys/checkRule/queryById') || pathOf(input).endsWith('/sys/checkRule/edit')
      ? ok(RULE)
      : ok([]),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackProvider>
        <CheckRuleFormModal open ruleId="c1" onClose={onClose} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('CheckRuleFormModal', () => {
  it('edits the steps in the table and sends them in order as ruleJson', { timeout: 120_000 }, async () => {
    const onClose = renderForm();
    await waitFor(() => expect(cell(2, '提示文本').value).toBe('至少 4 位'), { timeout: 10_000 });
    expect(cell(1, '规则（正则表达式）').value).toBe('^[A-Z]$');
    fireEvent.change(cell(2, '提示文本'), { target: { value: '不少于 4 位' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    const body = JSON.parse(String(editCall()?.[1]?.body));
    expect(body).toMatchObject({ id: 'c1', version: 2, ruleCode: 'code' });
    expect(JSON.parse(body.ruleJson)).toEqual([STEPS[0], { ...STEPS[1], message: '不少于 4 位' }]);
  });

  it(
    'refuses a step whose pattern is not a regular expression, without saving',
    { timeout: 120_000 },
    async () => {
      const onClose = renderForm();
      await waitFor(() => expect(cell(1, '规则（正则表达式）').value).toBe('^[A-Z]$'), { timeout: 10_000 });
      fireEvent.change(cell(1, '规则（正则表达式）'), { target: { value: '([A-Z]' } });
      fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
      expect(await screen.findByText('不是有效的正则表达式', {}, { timeout: 10_000 })).toBeTruthy();
      expect(editCall()).toBeUndefined();
      expect(onClose).not.toHaveBeenCalled();
    },
  );
});
