import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http-error';
import { accountApi } from '../api/account-api';
import ResubmitPage from './ResubmitPage';

vi.mock('../api/account-api', () => ({
  accountApi: { customerTypes: vi.fn(), rejectedApplication: vi.fn(), resubmit: vi.fn() },
}));
const api = vi.mocked(accountApi);

const APPLICATION = {
  username: 'newco',
  mobile: '13812345678',
  companyName: 'NewCo',
  email: 'a@b.cn',
  area: 'CN',
  website: '',
  address: 'Street 1',
  tracenodeId: 'agent',
  contactPerson: 'Li',
  reviewMemo: '请补充营业执照',
};

function renderPage(path = '/user/resubmit?account=13812345678') {
  const router = createMemoryRouter(
    [
      { path: '/user/resubmit', Component: ResubmitPage },
      { path: '/user/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  return router;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function prove() {
  await screen.findByTestId('resubmit-proof-form');
  fill('密码', 'Right#2026');
  fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
}

describe('ResubmitPage', () => {
  afterEach(() => vi.clearAllMocks());

  it('a wrong login name or password shows the refusal and opens nothing', async () => {
    api.rejectedApplication.mockRejectedValue(
      new HttpError({ status: 400, code: 400, message: '用户名或密码错误' }),
    );
    renderPage();
    expect((await screen.findByLabelText('手机号/用户名/邮箱')).getAttribute('value')).toBe('13812345678');
    await prove();
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(screen.queryByTestId('resubmit-form')).toBeNull();
    expect(api.rejectedApplication).toHaveBeenCalledWith({ account: '13812345678', password: 'Right#2026' });
  });

  it('shows the reason and the application, checks it with the registration rules, resubmits it', async () => {
    api.customerTypes.mockResolvedValue([
      { id: 'agent', code: 'agent', name: '代理商', names: { zh: '代理商', en: 'Agent' } },
    ]);
    api.rejectedApplication.mockResolvedValue(APPLICATION);
    api.resubmit.mockResolvedValue({ username: 'newco', status: 3 });
    const router = renderPage();
    await prove();

    expect((await screen.findByTestId('resubmit-reason')).textContent).toContain('请补充营业执照');
    expect((screen.getByLabelText('用户名') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('公司名称') as HTMLInputElement).value).toBe('NewCo');

    // The registration's rules: an empty company name and a wrong e-mail are refused before sending.
    fill('公司名称', '');
    fill('邮箱', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: /重新提交审核/ }));
    expect(await screen.findByText('请输入公司名称')).toBeTruthy();
    expect(await screen.findByText('邮箱格式不正确')).toBeTruthy();
    expect(api.resubmit).not.toHaveBeenCalled();

    fill('公司名称', 'NewCo Ltd');
    fill('邮箱', 'li@newco.cn');
    fireEvent.click(screen.getByRole('button', { name: /重新提交审核/ }));
    expect(await screen.findByText('已重新提交，账号审核中')).toBeTruthy();
    expect(api.resubmit).toHaveBeenCalledWith(
      { account: '13812345678', password: 'Right#2026' },
      expect.objectContaining({ companyName: 'NewCo Ltd', email: 'li@newco.cn', mobile: '13812345678' }),
    );
    fireEvent.click(screen.getByRole('button', { name: /前往登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?username=newco');
  });

  it("shows the server's field errors on their fields", async () => {
    api.customerTypes.mockResolvedValue([]);
    api.rejectedApplication.mockResolvedValue(APPLICATION);
    api.resubmit.mockRejectedValue(
      new HttpError({
        status: 400,
        code: 400,
        message: 'invalid',
        errors: [{ field: 'companyName', message: '公司名称已存在' }],
      }),
    );
    renderPage();
    await prove();
    await screen.findByTestId('resubmit-form');
    fireEvent.click(screen.getByRole('button', { name: /重新提交审核/ }));
    expect(await screen.findByText('公司名称已存在')).toBeTruthy();
    expect(screen.queryByText('已重新提交，账号审核中')).toBeNull();
  });
});
