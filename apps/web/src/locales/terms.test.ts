import { describe, expect, it } from 'vitest';
import en from './en';
import zh from './zh';

/** Every text of a locale with its "namespace:key.path". */
function entries(texts: unknown, prefix = ''): [string, string][] {
  if (typeof texts === 'string') return [[prefix, texts]];
  if (typeof texts !== 'object' || texts === null) return [];
  return Object.entries(texts).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}${prefix.includes(':') ? '.' : ':'}${key}` : key),
  );
}

const zhTexts = entries(zh);
const enTexts = entries(en);
/** Texts naming the username field: keys "username", "usernamePlaceholder", "usernameRequired"... */
const isUsernameField = (path: string) => /[.:]username[A-Z]?\w*$/.test(path);

// One term per concept, in both languages: the username field is 用户名 / username (账号 is the account one
// signs up for); one signs in and signs out (登录 / 退出登录); the demand list is 需求单 / demand orders.
describe('terms', () => {
  it('zh calls the username field 用户名, never 账号', () => {
    const fields = zhTexts.filter(([path]) => isUsernameField(path));
    expect(fields.length).toBeGreaterThan(0);
    fields.forEach(([path, text]) => {
      expect(text, path).toContain('用户名');
      expect(text, path).not.toMatch(/账号|账户/);
    });
  });

  it('zh says 账号 for an account, not 账户, and 退出登录 for signing out, not 注销', () => {
    expect(zhTexts.filter(([, text]) => /账户|注销/.test(text))).toEqual([]);
  });

  it('en says "sign in" and "sign out", never "login", "log in", "logout" or "log out"', () => {
    expect(enTexts.filter(([, text]) => /\blog\s?-?(in|out)\b/i.test(text))).toEqual([]);
  });

  it('en calls the username field "username", not "account"', () => {
    enTexts
      .filter(([path]) => isUsernameField(path))
      .forEach(([path, text]) => expect(text.toLowerCase(), path).toContain('username'));
  });

  it('the demand list is 需求单 / demand orders, never 订单管理 / order management', () => {
    expect(zh.menu.mall.demandList).toContain('需求单');
    expect(en.menu.mall.demandList.toLowerCase()).toContain('demand order');
    expect(zhTexts.filter(([, text]) => text.includes('订单管理'))).toEqual([]);
    expect(enTexts.filter(([, text]) => /order management/i.test(text))).toEqual([]);
  });

  it('the recommended products are "Recommended"', () => {
    expect(en.mall.home.recommend).toBe('Recommended');
  });

  it('a malformed phone number reads the same on sign-in, registration, profile and the users form', () => {
    const texts = (locale: typeof zh) => [
      locale.auth.login.mobileInvalid,
      locale.account.rule.mobileFormat,
      locale.system.user.phoneInvalid,
    ];
    expect(new Set(texts(zh))).toEqual(new Set(['手机号格式不正确']));
    expect(new Set(texts(en))).toEqual(new Set(['Your phone number format is incorrect']));
  });

  it('the change-password dialog is titled as the entry that opens it', () => {
    expect(zh.account.password.title).toBe(zh.account.password.entry);
    expect(en.account.password.title).toBe(en.account.password.entry);
  });

  it('zh calls the staff catalogue 产品 (as its menu does), never 商品', () => {
    expect(entries(zh.catalogue).filter(([, text]) => text.includes('商品'))).toEqual([]);
  });
});
