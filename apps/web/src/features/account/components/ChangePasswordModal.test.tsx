import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http-error';
import { useSessionStore } from '../../../lib/session-store';
import { accountApi } from '../api/account-api';
import { useChangePassword } from '../hooks/use-change-password';

vi.mock('../api/account-api', () => ({ accountApi: { updatePassword: vi.fn() } }));
const api = vi.mocked(accountApi);

function Entry() {
  const changePassword = useChangePassword();
  return (
    <>
      <Button onClick={changePassword.open}>open</Button>
      {changePassword.modal}
    </>
  );
}

function renderEntry() {
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient()}>
        <Entry />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
}

const signInAs = (username: string | null) =>
  useSessionStore.setState({
    userInfo: username ? ({ username, realname: username } as never) : null,
  });

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('change-password dialog', () => {
  afterEach(() => {
    vi.clearAllMocks();
    signInAs(null);
  });

  it('without a signed-in user warns and opens nothing', async () => {
    signInAs(null);
    renderEntry();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('当前没有登录用户')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the new password rule and the confirmation before sending', async () => {
    signInAs('buyer');
    renderEntry();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('修改密码')).toBeTruthy();
    fill('旧密码', 'Old#Pass2026');
    fill('新密码', 'short');
    fill('确认密码', 'different');
    fireEvent.click(screen.getByTestId('password-ok'));
    expect(await screen.findByText('新密码至少 8 位')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.updatePassword).not.toHaveBeenCalled();
  });

  it('shows oldPwdError translated on the old password; success says so', async () => {
    signInAs('buyer');
    api.updatePassword.mockRejectedValueOnce(
      new HttpError({ status: 400, code: 500, message: 'x', i18nKey: 'oldPwdError' }),
    );
    api.updatePassword.mockResolvedValueOnce(null);
    renderEntry();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByText('修改密码');
    fill('旧密码', 'Wrong#Pass2026');
    fill('新密码', 'New#Pass2026');
    fill('确认密码', 'New#Pass2026');
    fireEvent.click(screen.getByTestId('password-ok'));
    expect(await screen.findByText('旧密码输入错误！')).toBeTruthy();
    expect(api.updatePassword).toHaveBeenCalledWith('buyer', {
      old: 'Wrong#Pass2026',
      next: 'New#Pass2026',
      confirm: 'New#Pass2026',
    });
    fill('旧密码', 'Old#Pass2026');
    fireEvent.click(screen.getByTestId('password-ok'));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(api.updatePassword).toHaveBeenCalledTimes(2);
  });
});
