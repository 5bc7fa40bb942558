import { mobileProblem, passwordProblem } from '@mall/shared';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n';
import enAccount from '../../locales/en/account.json';

i18next.addResourceBundle('en', 'account', enAccount);
import { sameAsRule, sharedRule, sixDigitRule } from './form-rules';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const validatorOf = (rule: FormRule, values: Record<string, string> = {}): Validator => {
  const resolved =
    typeof rule === 'function' ? rule({ getFieldValue: (name: string) => values[name] } as never) : rule;
  return (resolved as { validator: Validator }).validator;
};
const messageOf = async (rule: FormRule, value: string | undefined, values?: Record<string, string>) =>
  validatorOf(rule, values)({}, value).then(
    () => null,
    (error: Error) => error.message,
  );

describe('account form rules', () => {
  const zh = i18next.getFixedT('zh', 'account');
  const en = i18next.getFixedT('en', 'account');

  it('translates the shared rule problems for the field, in zh and en', async () => {
    expect(await messageOf(sharedRule(zh, mobileProblem, 'mobile'), '')).toBe('请输入手机号');
    expect(await messageOf(sharedRule(zh, mobileProblem, 'mobile'), '12345678901')).toBe('手机号格式不正确');
    expect(await messageOf(sharedRule(en, mobileProblem, 'mobile'), '123')).toBe(
      'Your phone number format is incorrect',
    );
    expect(await messageOf(sharedRule(zh, mobileProblem, 'mobile'), '13812345678')).toBeNull();
  });

  it('the password rule: too short, weak, strong', async () => {
    const rule = sharedRule(en, passwordProblem, 'password');
    expect(await messageOf(rule, 'Ab1!')).toBe('Password needs at least 8 characters');
    expect(await messageOf(rule, 'abcdefgh1')).toBe(
      'At least 8 characters mixing digits, upper- and lower-case letters and special symbols',
    );
    expect(await messageOf(rule, 'Abcdefg1!')).toBeNull();
  });

  it('the confirmation must equal the password (Two passwords are inconsistent)', async () => {
    const values = { password: 'Abcdefg1!' };
    expect(await messageOf(sameAsRule(en, 'password'), 'Abcdefg1?', values)).toBe(
      'Two passwords are inconsistent',
    );
    expect(await messageOf(sameAsRule(zh, 'password'), 'Abcdefg1?', values)).toBe('两次输入的密码不一致');
    expect(await messageOf(sameAsRule(zh, 'password'), 'Abcdefg1!', values)).toBeNull();
    expect(await messageOf(sameAsRule(zh, 'password'), '', values)).toBe('请输入确认密码');
  });

  it('a code has exactly six digits', async () => {
    expect(await messageOf(sixDigitRule(zh), '12345')).toBe('请输入 6 位验证码');
    expect(await messageOf(sixDigitRule(zh), '12345a')).toBe('请输入 6 位验证码');
    expect(await messageOf(sixDigitRule(zh), '123456')).toBeNull();
  });
});
