import { API_BASE } from '@mall/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ruleCodeFailure, ruleCodeValidator } from './rule-code-check';

let fetchMock: Mock<typeof fetch>;

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const passed = () => answer(200, { success: true, code: 200, message: 'ok', result: null });
const refused = (message: string, i18nKey = 'checkRule.failed') =>
  answer(400, { success: false, code: 400, message, i18nKey });

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ruleCodeValidator', () => {
  const validate = ruleCodeValidator('productCode');

  it('sends the rule code and the URL-encoded value', async () => {
    fetchMock.mockResolvedValue(passed());
    await expect(validate(null, 'A 1%中')).resolves.toBeUndefined();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe(`${API_BASE}/sys/checkRule/checkByCode`);
    expect(url.searchParams.get('ruleCode')).toBe('productCode');
    // Encoded once by the form and once by the query string: the server decodes the second itself.
    expect(url.searchParams.get('value')).toBe(encodeURIComponent('A 1%中'));
  });

  it('fails with the message of the rule’s failing step, and on an unknown rule code', async () => {
    fetchMock.mockResolvedValueOnce(refused('首位必须是字母'));
    await expect(validate(null, '1abc')).rejects.toThrow('首位必须是字母');
    fetchMock.mockResolvedValueOnce(refused('校验规则不存在', 'checkRule.unknown'));
    await expect(validate(null, 'abc')).rejects.toThrow('校验规则不存在');
  });

  it('passes an empty value without asking, and a value the check could not judge', async () => {
    await expect(validate(null, '')).resolves.toBeUndefined();
    await expect(validate(null, undefined)).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(
      answer(500, { success: false, code: 500, message: 'boom', i18nKey: 'error.internal' }),
    );
    await expect(ruleCodeFailure('productCode', 'x')).resolves.toBeUndefined();
  });
});
