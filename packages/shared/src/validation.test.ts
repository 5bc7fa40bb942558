import { describe, expect, it } from 'vitest';
import { resolveLocale, pickLocalized } from './locale';
import { MOBILE_PATTERN, isStrongPassword, loginTypeOf } from './validation';

describe('validation rules', () => {
  it('mobile: 11 digits, starts with 1, second digit 3 to 9', () => {
    expect(MOBILE_PATTERN.test('13812345678')).toBe(true);
    expect(MOBILE_PATTERN.test('12812345678')).toBe(false);
    expect(MOBILE_PATTERN.test('1381234567')).toBe(false);
  });
  it('password mixes digits, both cases and a symbol, 8 or more', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('Abc1!')).toBe(false);
  });
  it('login type 0 for e-mail-shaped names', () => {
    expect(loginTypeOf('a@b.co')).toBe(0);
    expect(loginTypeOf('admin')).toBe(1);
  });
});

describe('locale', () => {
  it('reads Accept-Language down to zh or en', () => {
    expect(resolveLocale('en-US,en;q=0.9')).toBe('en');
    expect(resolveLocale('zh-CN')).toBe('zh');
    expect(resolveLocale(undefined)).toBe('zh');
    expect(resolveLocale('fr')).toBe('zh');
  });
  it('falls back to the other language', () => {
    expect(pickLocalized({ zh: '', en: 'Bolt' }, 'zh')).toBe('Bolt');
    expect(pickLocalized({ zh: '螺栓', en: 'Bolt' }, 'en')).toBe('Bolt');
  });
});
