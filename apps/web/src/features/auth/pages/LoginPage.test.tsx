import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { fail, ok, sentTo, stubApi, type ApiRoute } from '../../../test/api-stub';
import LoginPage from './LoginPage';

const TRANSPORT = { key: 'Ab3dEf6hIj9kLm2n', iv: 'Zy1xWv4uTs7rQp0o' };

let routes: Record<string, ApiRoute>;
let fetchMock: Mock<typeof fetch>;

/** The bodies of the requests sent to `path`. */
const calls = (path: string) => sentTo(fetchMock, path).map((request) => request.body);

function renderLoginPage(initialPath = '/user/login') {
  const router = createMemoryRouter(
    [
      { path: '/user/login', Component: LoginPage },
      { path: '/user/register', element: <p>register page</p> },
      { path: '/user/resubmit', element: <p>resubmit page</p> },
      { path: '/system/user', element: <p>users page</p> },
      { path: '/mall/index', element: <p>mall home</p> },
    ],
    { initialEntries: [initialPath] },
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

beforeEach(() => {
  localStorage.clear();
  ({ routes, fetchMock } = stubApi({
    '/sys/loginSettings': () => ok({ captchaRequired: false }),
    '/sys/getEncryptedString': () => ok(TRANSPORT),
    '/sys/login': () => fail(400, '用户名或密码错误', { errorCount: 1 }),
    '/sys/phoneLogin': () => fail(400, '用户名或密码错误', { errorCount: 1 }),
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const fill = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** How long a test waits for a dialog whose code loads on first use. */
const LAZY_DIALOG_MS = 5_000;

const signedIn = {
  token: 'token-1',
  userInfo: {
    id: 'u1',
    username: 'admin',
    realname: 'Admin',
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

describe('LoginPage', () => {
  it.each([
    ['/user/login?redirect=%2Fsystem%2Fuser', '/system/user', 'users page'],
    ['/user/login', '/mall/index', 'mall home'],
    // Only paths inside the app: another site falls back to the main index page.
    ['/user/login?redirect=https%3A%2F%2Fevil.example%2F', '/mall/index', 'mall home'],
  ])('signed in from %s, goes to %s', async (start, target, text) => {
    routes['/sys/login'] = () => ok(signedIn);
    const home = {
      id: 'home',
      route: '1',
      path: '/mall/index',
      name: 'home',
      component: 'mall/MallIndex',
      meta: { title: 'Home', keepAlive: false, internalOrExternal: false },
    };
    routes['/sys/permission/getUserPermissionByToken'] = () => ok({ menu: [home], auth: [], allAuth: [] });
    const router = renderLoginPage(start);
    fill(await screen.findByRole('textbox', { name: '用户名' }), 'admin');
    fill(document.getElementById('password') as HTMLElement, 'Right#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(target), { timeout: 10_000 });
    expect(await screen.findByText(text, undefined, { timeout: 10_000 })).toBeTruthy();
    localStorage.clear();
  });

  it('submitted empty, shows both required messages and sends nothing', async () => {
    renderLoginPage();
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('请输入用户名！')).toBeTruthy();
    expect(await screen.findByText('请输入密码！')).toBeTruthy();
    expect(calls('/sys/login')).toHaveLength(0);
  });

  it('has username and password inputs with those ids, prefilled from the query', async () => {
    renderLoginPage('/user/login?username=buyer');
    const username = await screen.findByRole('textbox', { name: '用户名' });
    expect(username.id).toBe('username');
    expect((username as HTMLInputElement).value).toBe('buyer');
    expect(document.getElementById('password')).toBeTruthy();
  });

  it('gives the focus to the username, or to the password when the username is already there', async () => {
    renderLoginPage();
    await waitFor(() => expect(document.activeElement?.id).toBe('username'));
    cleanup();
    renderLoginPage('/user/login?username=buyer');
    await waitFor(() => expect(document.activeElement?.id).toBe('password'));
  });

  it('shows the sign-up hint and a link that replaces the route with /user/register', async () => {
    const router = renderLoginPage();
    expect(await screen.findByText('账号由平台服务商统一开通。如需开通账号，请联系客服。')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '注册账号' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('while submitting the button is disabled; a refusal shows 登录失败 with the server message and re-enables it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const refusal = fail(400, '用户名或密码错误', { errorCount: 1 });
    routes['/sys/login'] = () => refusal;
    const original = fetchMock.getMockImplementation() as typeof fetch;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/sys/login')) await held;
      return original(input, init);
    });
    renderLoginPage();
    fill(await screen.findByRole('textbox', { name: '用户名' }), 'buyer');
    fill(document.getElementById('password') as HTMLElement, 'Wrong#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() =>
      expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(true),
    );
    act(() => release());
    expect(await screen.findByText('登录失败')).toBeTruthy();
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    const [sent] = calls('/sys/login');
    expect(sent?.username).toBe('buyer');
    expect(sent?.password).not.toBe('Wrong#2026');
  });

  it('a rejected registration is told the reason and led to the page that resubmits it', async () => {
    routes['/sys/login'] = () =>
      fail(403, '该用户的注册申请未通过审核：请补充营业执照', null, 'login.userRejected');
    const router = renderLoginPage();
    fill(await screen.findByRole('textbox', { name: '用户名' }), 'newco');
    fill(document.getElementById('password') as HTMLElement, 'Right#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('该用户的注册申请未通过审核：请补充营业执照')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '修改资料并重新提交' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/resubmit'));
    expect(router.state.location.search).toBe('?account=newco');
  });

  it('another refusal offers no resubmission', async () => {
    renderLoginPage();
    fill(await screen.findByRole('textbox', { name: '用户名' }), 'buyer');
    fill(document.getElementById('password') as HTMLElement, 'Wrong#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(screen.queryByTestId('login-resubmit')).toBeNull();
  });

  it('phone tab: checks the mobile, then posts /sys/phoneLogin with the password', async () => {
    renderLoginPage();
    fireEvent.click(await screen.findByRole('tab', { name: '手机号登录' }));
    const mobile = await screen.findByRole('textbox', { name: '手机号' });
    fill(mobile, '12345');
    fill(document.getElementById('password') as HTMLElement, 'Secret#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    fill(mobile, '13800000001');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(calls('/sys/phoneLogin')).toHaveLength(1));
    expect(calls('/sys/phoneLogin')[0]).toMatchObject({ mobile: '13800000001' });
    expect(calls('/sys/phoneLogin')[0]?.password).toEqual(expect.any(String));
    expect(calls('/sys/phoneLogin')[0]?.smscode).toBeUndefined();
  });

  it('SMS code: 请输入手机号 without a mobile; sends, counts down 60 s, and a failed send resets the count', async () => {
    routes['/sys/sms'] = () => ok({ resendAfterSeconds: 60 });
    renderLoginPage();
    fireEvent.click(await screen.findByRole('tab', { name: '手机号登录' }));
    fireEvent.click(await screen.findByTestId('toggle-sms-code'));
    fireEvent.click(await screen.findByTestId('sms-send'));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(calls('/sys/sms')).toHaveLength(0);

    fill(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(calls('/sys/sms')).toEqual([{ mobile: '13800000001', smsmode: '0' }]));
    expect(await screen.findByText('60 秒后重新获取')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('59 秒后重新获取')).toBeTruthy(), { timeout: 2500 });
    expect((screen.getByTestId('sms-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('SMS code: a refused send gives the button back at once', async () => {
    routes['/sys/sms'] = () => fail(429, '请求过于频繁');
    renderLoginPage();
    fireEvent.click(await screen.findByRole('tab', { name: '手机号登录' }));
    fireEvent.click(await screen.findByTestId('toggle-sms-code'));
    fill(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(calls('/sys/sms')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('sms-send').textContent).toBe('获取验证码'));
    expect((screen.getByTestId('sms-send') as HTMLButtonElement).disabled).toBe(false);
  });

  it('captcha: absent while the server asks none; shown when it does, refreshed on click and after a failure', async () => {
    routes['/sys/loginSettings'] = () => ok({ captchaRequired: true });
    routes['/sys/randomImage'] = () => ok('data:image/svg+xml;base64,PHN2Zy8+');
    renderLoginPage();
    await waitFor(() => expect(screen.getByAltText('验证码图片，点击更换')).toBeTruthy());
    const checkKeys = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost').pathname)
        .filter((path) => path.includes('/sys/randomImage/'));
    expect(checkKeys()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('captcha-refresh'));
    await waitFor(() => expect(checkKeys()).toHaveLength(2));
    expect(checkKeys()[1]).not.toBe(checkKeys()[0]);

    fill(screen.getByRole('textbox', { name: '用户名' }), 'buyer');
    fill(document.getElementById('password') as HTMLElement, 'Wrong#2026');
    fill(screen.getByRole('textbox', { name: '验证码' }), 'ab12');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(calls('/sys/login')).toHaveLength(1));
    const sentKey = calls('/sys/login')[0]?.checkKey;
    expect(checkKeys()[1]).toContain(String(sentKey));
    expect(calls('/sys/login')[0]?.captcha).toBe('ab12');
    await waitFor(() => expect(checkKeys()).toHaveLength(3));
  });
  it('two-step: asks for the 6-digit code (refuses anything else), posts it with the ticket, reports a refusal', async () => {
    routes['/sys/login'] = () => ok({ twoFactorRequired: true, twoFactorToken: 'ticket-1' });
    routes['/sys/login/twoFactor'] = () => fail(400, '动态码错误');
    renderLoginPage();
    fill(await screen.findByRole('textbox', { name: '用户名' }), 'sales');
    fill(document.getElementById('password') as HTMLElement, 'Right#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    // The two-step dialog's code loads on first use: on a loaded machine that takes more than a second.
    const code = await screen.findByRole('textbox', { name: '动态码' }, { timeout: LAZY_DIALOG_MS });
    fill(code, '12a');
    fireEvent.click(screen.getByTestId('two-factor-ok'));
    expect(await screen.findByText('请输入 6 位动态码!')).toBeTruthy();
    expect(calls('/sys/login/twoFactor')).toHaveLength(0);
    fill(code, '123456');
    fireEvent.click(screen.getByTestId('two-factor-ok'));
    await waitFor(() =>
      expect(calls('/sys/login/twoFactor')).toEqual([{ twoFactorToken: 'ticket-1', code: '123456' }]),
    );
    expect(await screen.findByText('登录失败')).toBeTruthy();
    expect(await screen.findByText('动态码错误')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('two-step: closing the dialog ends the attempt without a failure notice', async () => {
    routes['/sys/login'] = () => ok({ twoFactorRequired: true, twoFactorToken: 'ticket-2' });
    renderLoginPage();
    fill(await screen.findByRole('textbox', { name: '用户名' }), 'sales');
    fill(document.getElementById('password') as HTMLElement, 'Right#2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByRole('textbox', { name: '动态码' }, { timeout: LAZY_DIALOG_MS });
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() =>
      expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByText('登录失败')).toBeNull();
  });
});
