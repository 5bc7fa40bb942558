import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { captchaNeedsRefresh, errorCountOf } from './captcha-rule';

const refusal = (result: unknown) => new HttpError({ status: 400, code: 400, message: 'x', result });

describe('captcha refresh rule', () => {
  it('reads errorCount from a refused sign-in', () => {
    expect(errorCountOf(refusal({ errorCount: 3 }))).toBe(3);
    expect(errorCountOf(refusal(null))).toBe(0);
    expect(errorCountOf(new Error('x'))).toBe(0);
    expect(errorCountOf(refusal({ errorCount: '3' }))).toBe(0);
    expect(errorCountOf(refusal({ errorCount: 1.5 }))).toBe(0);
    expect(errorCountOf(refusal({}))).toBe(0);
  });

  it('refreshes above two failures in a row and after any answered attempt, not after a local error', () => {
    expect(captchaNeedsRefresh(refusal({ errorCount: 3 }))).toBe(true);
    expect(captchaNeedsRefresh(refusal({ errorCount: 1 }))).toBe(true);
    expect(captchaNeedsRefresh(new Error('cancelled'))).toBe(false);
  });
});
