import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http-error';
import { accountApi } from '../api/account-api';
import AlterationPage from './AlterationPage';

vi.mock('../api/account-api', () => ({
  accountApi: {
    alterationCheck: vi.fn(),
    sendResetCode: vi.fn(),
    alterationVerify: vi.fn(),
    alterationReset: vi.fn(),
  },
}));
const api = vi.mocked(accountApi);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/user/alteration', Component: AlterationPage },
      { path: '/user/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/user/alteration'] },
  );
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return router;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AlterationPage (forgotten password)', () => {
  afterEach(() => {
    vi.clearAllMocks();
    vi.useRealTimers();
  });

  it('walks account → SMS code → new password → done, sending what each step needs', async () => {
    api.alterationCheck.mockResolvedValue({ mobile: '138****5678' });
    api.sendResetCode.mockResolvedValue({ resendAfterSeconds: 60 });
    api.alterationVerify.mockResolvedValue({ ticket: 'T1', expiresInSeconds: 600 });
    api.alterationReset.mockResolvedValue(null);
    const router = renderPage();

    fill('用户名', ' buyer ');
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码将发送到手机 138****5678')).toBeTruthy();
    expect(api.alterationCheck).toHaveBeenCalledWith('buyer');

    fireEvent.click(screen.getByTestId('alteration-send'));
    await waitFor(() => expect(screen.getByTestId('alteration-send').textContent).toMatch(/60 秒后重新获取/));
    expect((screen.getByTestId('alteration-send') as HTMLButtonElement).disabled).toBe(true);
    expect(api.sendResetCode).toHaveBeenCalledWith('buyer');

    fill('短信验证码', '12345');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入 6 位验证码')).toBeTruthy();
    expect(api.alterationVerify).not.toHaveBeenCalled();
    fill('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(api.alterationVerify).toHaveBeenCalledWith('buyer', '123456'));

    fill('新密码', 'weakweak');
    fill('确认密码', 'Other#2026x');
    fireEvent.click(await screen.findByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('密码至少 8 位，须包含数字、大写字母、小写字母和特殊符号')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    fill('新密码', 'New#Pass2026');
    fill('确认密码', 'New#Pass2026');
    fireEvent.click(screen.getByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('密码已重置')).toBeTruthy();
    expect(api.alterationReset).toHaveBeenCalledWith('T1', { next: 'New#Pass2026', confirm: 'New#Pass2026' });

    fireEvent.click(screen.getByTestId('alteration-sign-in'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?username=buyer');
  });

  it('an unknown account stays on step one with the reason on the field', async () => {
    api.alterationCheck.mockRejectedValue(
      new HttpError({ status: 400, code: 500, message: '该账号不存在或未绑定手机号' }),
    );
    renderPage();
    fill('用户名', 'nobody');
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findByText('该账号不存在或未绑定手机号')).toBeTruthy();
    expect(screen.queryByTestId('alteration-code')).toBeNull();
  });

  it('a failed send resets the countdown so the code can be asked again', async () => {
    api.alterationCheck.mockResolvedValue({ mobile: '138****5678' });
    let fail: (error: unknown) => void = () => undefined;
    api.sendResetCode.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    renderPage();
    fill('用户名', 'buyer');
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }));
    const send = await screen.findByTestId('alteration-send');
    fireEvent.click(send);
    await waitFor(() => expect(send.textContent).toMatch(/秒后重新获取/));
    await act(async () => fail(new HttpError({ status: 500, code: 500, message: 'gateway down' })));
    await waitFor(() => expect(screen.getByTestId('alteration-send').textContent).toBe('获取验证码'));
    expect((screen.getByTestId('alteration-send') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a wrong SMS code shows the server’s field message on the code, not the general one', async () => {
    api.alterationCheck.mockResolvedValue({ mobile: '138****5678' });
    api.alterationVerify.mockRejectedValue(
      new HttpError({
        status: 400,
        code: 400,
        message: '输入数据校验失败',
        errors: [{ field: 'smscode', message: '验证码错误或已过期' }],
      }),
    );
    renderPage();
    fill('用户名', 'buyer');
    fireEvent.click(await screen.findByRole('button', { name: '下一步' }));
    fill(await screen.findByLabelText('短信验证码').then(() => '短信验证码'), '654321');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(screen.queryByText('输入数据校验失败')).toBeNull();
  });
});
