import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import zhAuth from '../../../locales/zh/auth.json';
import LoginPage from './LoginPage';
import { fail, ok, sentTo, stubApi, type ApiRoute } from '../../../test/api-stub';
import ThirdLoginPage from './ThirdLoginPage';

const TRANSPORT = { key: 'Ab3dEf6hIj9kLm2n', iv: 'Zy1xWv4uTs7rQp0o' };
let routes: Record<string, ApiRoute>;
let fetchMock: Mock<typeof fetch>;

const signedIn = {
  token: 'token-1',
  userInfo: {
    id: 'u1',
    username: 'buyer',
    realname: 'Buyer',
    avatar: null,
    phone: null,
    email: null,
    relTenantIds: 't1',
    roles: [],
  },
  mainIndexPage: { url: '/mall/index', name: 'home' },
  tenantList: [{ id: 't1', name: 'One' }],
  departs: [],
  multi_depart: 0,
  sysAllDictItems: {},
  customer: false,
};
const home = {
  id: 'home',
  route: '1',
  path: '/mall/index',
  name: 'home',
  component: 'mall/MallIndex',
  meta: { title: 'Home', keepAlive: false, internalOrExternal: false },
};

const calls = (path: string) => sentTo(fetchMock, path);

function renderAt(initialPath: string) {
  const router = createMemoryRouter(
    [
      { path: '/user/third-login', Component: ThirdLoginPage },
      { path: '/user/login', Component: LoginPage },
      { path: '/user/register', element: <p>register page</p> },
      { path: '/mall/index', element: <p>mall home</p> },
    ],
    { initialEntries: [initialPath] },
  );
  // Without motion: jsdom never ends a CSS transition, so a leaving element (the loading icon of a button
  // whose sign-in was refused) would stay, and with it the button's "loading" name.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FeedbackProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  ({ routes, fetchMock } = stubApi({
    '/sys/loginSettings': () => ok({ captchaRequired: false }),
    '/sys/getEncryptedString': () => ok(TRANSPORT),
    '/sys/thirdLogin/providers': () => ok([]),
    '/sys/permission/getUserPermissionByToken': () => ok({ menu: [home], auth: [], allAuth: [] }),
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ThirdLoginPage', () => {
  it('names the refusal the callback sent, and leads back to the login page', async () => {
    const router = renderAt('/user/third-login?thirdType=peer&error=sso.stateInvalid');
    expect(
      await screen.findByText(zhAuth.third.error.stateInvalid, undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('third-back-to-login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
  });

  it('says only that it failed for a reason it does not know', async () => {
    renderAt('/user/third-login?thirdType=peer&error=made.up');
    expect(await screen.findByText(zhAuth.third.failed, { selector: '.ant-result-subtitle' })).toBeTruthy();
  });

  it('redeems the one-time token once and goes to the main index page', async () => {
    routes['/sys/thirdLogin/getLoginUser'] = () => ok(signedIn);
    const router = renderAt('/user/third-login?thirdType=peer&token=one-time-token-0123456789');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall/index'), { timeout: 10_000 });
    const redeemed = calls('/sys/thirdLogin/getLoginUser');
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]?.url).toContain('/getLoginUser/one-time-token-0123456789/peer');
  });

  it('shows the server refusal of a spent token', async () => {
    routes['/sys/thirdLogin/getLoginUser'] = () =>
      fail(400, '登录凭证无效或已使用，请重新登录', null, 'sso.tokenInvalid');
    renderAt('/user/third-login?thirdType=peer&token=one-time-token-0123456789');
    expect(
      await screen.findByText('登录凭证无效或已使用，请重新登录', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
  });

  it('binds an existing account by its password (sent encrypted) with the bind ticket, then signs in', async () => {
    routes['/sys/thirdLogin/bindInfo'] = () =>
      ok({ thirdType: 'peer', sourceName: '测试身份源', displayName: 'ann@peer.test' });
    let sent: Record<string, unknown> = {};
    routes['/sys/thirdLogin/bindAccount'] = (body) => {
      sent = body;
      return ok(signedIn);
    };
    const router = renderAt('/user/third-login?thirdType=peer&bindTicket=bind-ticket-0123456789');
    expect(
      (await screen.findByTestId('third-bind-intro', undefined, { timeout: 5_000 })).textContent,
    ).toContain('ann@peer.test');
    expect(screen.getByTestId('third-register').getAttribute('href')).toBe(
      '/user/register?bindTicket=bind-ticket-0123456789',
    );
    fireEvent.change(screen.getByLabelText(zhAuth.login.username), { target: { value: 'buyer' } });
    fireEvent.change(screen.getByLabelText(zhAuth.login.password), { target: { value: 'Right#2026' } });
    fireEvent.click(screen.getByRole('button', { name: zhAuth.third.bindSubmit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall/index'), { timeout: 10_000 });
    expect(sent).toMatchObject({ bindTicket: 'bind-ticket-0123456789', username: 'buyer' });
    expect(sent.password).not.toBe('Right#2026');
  });

  it('shows a wrong password on the bind form and keeps it usable', async () => {
    routes['/sys/thirdLogin/bindInfo'] = () =>
      ok({ thirdType: 'peer', sourceName: '测试身份源', displayName: null });
    routes['/sys/thirdLogin/bindAccount'] = () => fail(400, '用户名或密码错误', null, 'login.badCredentials');
    renderAt('/user/third-login?thirdType=peer&bindTicket=bind-ticket-0123456789');
    expect(
      (await screen.findByTestId('third-bind-intro', undefined, { timeout: 5_000 })).textContent,
    ).toContain(zhAuth.third.unnamed);
    fireEvent.change(screen.getByLabelText(zhAuth.login.username), { target: { value: 'buyer' } });
    fireEvent.change(screen.getByLabelText(zhAuth.login.password), { target: { value: 'Wrong#2026' } });
    fireEvent.click(screen.getByRole('button', { name: zhAuth.third.bindSubmit }));
    expect(await screen.findByText('用户名或密码错误', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: zhAuth.third.bindSubmit })).toBeTruthy();
  });
});

describe('the login page and third-party providers', () => {
  it('offers one sign-in link per configured provider', async () => {
    routes['/sys/thirdLogin/providers'] = () => ok([{ source: 'peer', name: '测试身份源' }]);
    renderAt('/user/login');
    const link = await screen.findByRole('link', {
      name: zhAuth.third.with.replace('{{name}}', '测试身份源'),
    });
    expect(link.getAttribute('href')).toBe('/mall/serversys/sys/thirdLogin/render/peer');
  });

  it('offers none when none is configured', async () => {
    renderAt('/user/login');
    await waitFor(() => expect(calls('/sys/thirdLogin/providers')).toHaveLength(1));
    await screen.findByTestId('login-submit');
    expect(screen.queryByTestId('third-login-providers')).toBeNull();
  });
});
