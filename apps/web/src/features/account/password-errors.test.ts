import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { i18next } from '../../lib/i18n';
import enAccount from '../../locales/en/account.json';

i18next.addResourceBundle('en', 'account', enAccount);
import { passwordChangeField, passwordChangeMessage } from './password-errors';

const refusal = (i18nKey: string, message = 'server text') =>
  new HttpError({ status: 400, code: 500, message, i18nKey });

describe('password change refusals', () => {
  const zh = i18next.getFixedT('zh', 'account');
  const en = i18next.getFixedT('en', 'account');

  it('translates the four keys in zh and en', () => {
    expect(passwordChangeMessage(zh, refusal('noUser'))).toBe('用户不存在！');
    expect(passwordChangeMessage(zh, refusal('oldPwdError'))).toBe('旧密码输入错误！');
    expect(passwordChangeMessage(zh, refusal('newPwdEmpty'))).toBe('新密码不允许为空！');
    expect(passwordChangeMessage(zh, refusal('PwdDisagree'))).toBe('两次输入的密码不一致！');
    expect(passwordChangeMessage(en, refusal('noUser'))).toBe('The user does not exist!');
    expect(passwordChangeMessage(en, refusal('oldPwdError'))).toBe('Old password input error!');
    expect(passwordChangeMessage(en, refusal('newPwdEmpty'))).toBe('The new password cannot be empty!');
    expect(passwordChangeMessage(en, refusal('PwdDisagree'))).toBe(
      'The password entered twice is inconsistent!',
    );
  });

  it("another refusal shows the server's message; anything else the generic text", () => {
    expect(passwordChangeMessage(en, refusal('error.tooManyRequests', 'Slow down'))).toBe('Slow down');
    expect(passwordChangeMessage(en, new Error('boom'))).toBe('Request error, please try again later');
  });

  it('puts each key on its field, noUser on none', () => {
    expect(passwordChangeField('oldPwdError')).toBe('oldpassword');
    expect(passwordChangeField('newPwdEmpty')).toBe('password');
    expect(passwordChangeField('PwdDisagree')).toBe('confirmpassword');
    expect(passwordChangeField('noUser')).toBeNull();
    expect(passwordChangeField(undefined)).toBeNull();
  });
});
