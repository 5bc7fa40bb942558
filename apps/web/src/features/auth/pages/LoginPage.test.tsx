import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import LoginPage from './LoginPage';

function renderLoginPage(initialPath = '/user/login') {
  const router = createMemoryRouter(
    [
      { path: '/user/login', Component: LoginPage },
      { path: '/user/register', element: <p>register page</p> },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </App>,
  );
  return router;
}

describe('LoginPage', () => {
  it('submitted empty, shows both required messages and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderLoginPage();
      fireEvent.click(await screen.findByTestId('login-submit'));
      expect(await screen.findByText('请输入用户名！')).toBeTruthy();
      expect(await screen.findByText('请输入密码！')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has username and password inputs with those ids, prefilled from the query', async () => {
    renderLoginPage('/user/login?username=buyer');
    const username = await screen.findByRole('textbox', { name: '账号' });
    expect(username.id).toBe('username');
    expect((username as HTMLInputElement).value).toBe('buyer');
    expect(document.getElementById('password')).toBeTruthy();
  });

  it('shows the sign-up hint and a link that replaces the route with /user/register', async () => {
    const router = renderLoginPage();
    expect(await screen.findByText('账号由平台服务商统一开通。如需开通账号，请联系客服。')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '注册账号' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
