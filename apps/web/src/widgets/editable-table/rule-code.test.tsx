import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderTable, spyFeedback } from './test-helpers';
import type { EditableColumn } from './types';

let fetchMock: Mock<typeof fetch>;
const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  spyFeedback();
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const value = new URL(String(input), 'http://localhost').searchParams.get('value') ?? '';
    // The rule 'code': a letter first.
    return /^[A-Za-z]/.test(decodeURIComponent(value))
      ? answer(200, { success: true, code: 200, message: 'ok', result: null })
      : answer(400, { success: false, code: 400, message: '首位必须是字母', i18nKey: 'checkRule.failed' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const CODE: EditableColumn = {
  key: 'code',
  title: '编码',
  type: 'input',
  validateRules: [{ ruleCode: 'code' }],
};

describe('a cell checked by a rule code', () => {
  it('fails with the message of the rule the server names, passes a good value and skips an empty one', async () => {
    const { handle, container } = renderTable({
      columns: [CODE],
      dataSource: [
        { id: '1', code: '1abc' },
        { id: '2', code: 'abc' },
        { id: '3', code: '' },
      ],
    });
    let outcome: Awaited<ReturnType<ReturnType<typeof handle>['getValuesWithValidation']>> | undefined;
    await act(async () => {
      outcome = await handle().getValuesWithValidation();
    });
    expect(outcome?.errorCount).toBe(1);
    expect(screen.getByText('首位必须是字母')).toBeTruthy();
    expect(container.querySelector('[data-cell="1:code"]')?.getAttribute('data-status')).toBe('failed');
    expect(container.querySelector('[data-cell="2:code"]')?.getAttribute('data-status')).toBe('passed');
    // Two values asked, the empty one not.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const asked = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://localhost').searchParams,
    );
    expect(asked.map((params) => params.get('ruleCode'))).toEqual(['code', 'code']);
  });
});
