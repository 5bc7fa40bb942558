import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { HttpError } from '../../../lib/http-error';
import { accountApi } from '../api/account-api';
import RegisterPage from './RegisterPage';

vi.mock('../api/account-api', () => ({
  accountApi: { customerTypes: vi.fn(), register: vi.fn() },
}));
const api = vi.mocked(accountApi);

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/user/register', Component: RegisterPage },
      { path: '/user/register-result', element: <p>result page</p> },
      { path: '/user/resubmit', element: <p>resubmit page</p> },
    ],
    { initialEntries: ['/user/register'] },
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

describe('RegisterPage', () => {
  afterEach(() => vi.clearAllMocks());

  it('submitted empty shows each field rule and sends nothing', async () => {
    api.customerTypes.mockResolvedValue([]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /注\s?册/ }));
    for (const text of [
      '请输入用户名',
      '请输入密码',
      '请输入确认密码',
      '请输入手机号',
      '请输入公司名称',
      '请输入邮箱',
      '请选择国家/地区',
      '请输入地址',
      '请选择客户类型',
      '请输入联系人',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(api.register).not.toHaveBeenCalled();
  });

  it("shows the server's duplicate errors on their fields", async () => {
    api.customerTypes.mockResolvedValue([
      { id: 'agent', code: 'agent', name: '代理商', names: { zh: '代理商', en: 'Agent' } },
    ]);
    api.register.mockRejectedValue(
      new HttpError({
        status: 400,
        code: 400,
        message: 'invalid',
        errors: [
          { field: 'username', message: '用户名已存在' },
          { field: 'email', message: '邮箱已存在' },
        ],
      }),
    );
    const router = renderPage();
    await screen.findByTestId('register-form');
    const text = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    const choose = async (label: string, search: string, option: string) => {
      const combobox = screen.getByLabelText(label);
      fireEvent.mouseDown(combobox);
      if (search) fireEvent.change(combobox, { target: { value: search } });
      fireEvent.click(await screen.findByTitle(option));
    };
    text('用户名', 'newco');
    text('密码', 'Abcdefg1!');
    text('确认密码', 'Abcdefg1!');
    text('手机号', '13812345678');
    text('公司名称', 'NewCo');
    text('邮箱', 'a@b.cn');
    await choose('国家/地区', '德国', '德国');
    text('地址', 'Street 1');
    await choose('客户类型', '', '代理商');
    text('联系人', 'Li');
    fireEvent.click(screen.getByRole('button', { name: /注\s?册/ }));
    expect(await screen.findByText('用户名已存在')).toBeTruthy();
    expect(await screen.findByText('邮箱已存在')).toBeTruthy();
    expect(api.register.mock.calls[0]?.[0]).toMatchObject({
      username: 'newco',
      area: 'DE',
      tracenodeId: 'agent',
      website: '',
    });
    expect(router.state.location.pathname).toBe('/user/register');
    // A value that exists may be the applicant's own rejected application: the page leads to its resubmission.
    const hint = await screen.findByTestId('resubmit-hint');
    fireEvent.click(within(hint).getByRole('link', { name: '修改并重新提交注册申请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/resubmit'));
    expect(router.state.location.search).toBe('?account=13812345678');
  });
});
