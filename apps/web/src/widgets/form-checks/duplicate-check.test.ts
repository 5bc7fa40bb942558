import { API_BASE } from '@mall/shared';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { duplicateValidator } from './duplicate-check';

let fetchMock: Mock<typeof fetch>;

function answer(status: number, body: object): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('duplicateValidator', () => {
  const validate = duplicateValidator({ tableName: 'sys_position', fieldName: 'code', dataId: 'p1' });

  it('asks the server with table, field, trimmed value and the edited row', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, code: 200, message: 'ok', result: null }));
    await expect(validate(null, ' MGR ')).resolves.toBeUndefined();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe(`${API_BASE}/sys/duplicate/check`);
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== '_t'))).toEqual({
      tableName: 'sys_position',
      fieldName: 'code',
      fieldVal: 'MGR',
      dataId: 'p1',
    });
  });

  it('fails with the server’s message when the value is taken', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        success: false,
        code: 400,
        message: '该值不可用，系统中已存在！',
        i18nKey: 'duplicate.taken',
      }),
    );
    await expect(validate(null, 'MGR')).rejects.toThrow('该值不可用，系统中已存在！');
  });

  it('passes an empty value without asking, and a value the check could not judge', async () => {
    await expect(validate(null, '  ')).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(
      answer(500, { success: false, code: 500, message: 'boom', i18nKey: 'error.internal' }),
    );
    await expect(validate(null, 'MGR')).resolves.toBeUndefined();
  });
});
