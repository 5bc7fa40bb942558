import { Permission, type AuthEntry, type Envelope, type ThirdProviderState } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import en from '../../../locales/en';
import { PermissionProvider } from '../../../lib/permissions/permission-context';
import ThirdProviderListPage from './ThirdProviderListPage';

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}
const grant = (action: string): AuthEntry => ({ action, type: '1', describe: action, status: '1' });

let providers: ThirdProviderState[];
let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  providers = [
    {
      source: 'corp',
      name: '企业账号',
      issuer: 'https://id.example/',
      enabled: true,
      configured: true,
      callbackUrl: 'https://mall.example/jeecg-boot/sys/thirdLogin/callback/corp',
    },
    {
      source: 'lab',
      name: '实验室',
      issuer: 'https://lab.example/',
      enabled: false,
      configured: false,
      callbackUrl: null,
    },
  ];
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'PUT') {
      const change = JSON.parse(String(init.body)) as { source: string; enabled: boolean };
      providers = providers.map((p) => (p.source === change.source ? { ...p, enabled: change.enabled } : p));
      return ok(null);
    }
    return ok(providers);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('zh');
});

function renderPage(codes: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PermissionProvider auth={codes.map(grant)} allAuth={[]}>
        <FeedbackProvider>
          <ThirdProviderListPage />
        </FeedbackProvider>
      </PermissionProvider>
    </QueryClientProvider>,
  );
}

describe('ThirdProviderListPage', () => {
  it('lists each provider with its state and callback URL, and switches one on', async () => {
    renderPage([Permission.thirdProviderList, Permission.thirdProviderEdit]);
    expect(await screen.findByText('企业账号')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '第三方登录' })).toBeTruthy();
    expect(screen.getByText('https://mall.example/jeecg-boot/sys/thirdLogin/callback/corp')).toBeTruthy();
    expect(screen.getByText('不完整')).toBeTruthy();
    expect(screen.getByText('未设置 PUBLIC_URL，无回调地址')).toBeTruthy();
    const lab = screen.getByRole('switch', { name: '启用 实验室' });
    expect(lab.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(lab);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '启用 实验室' }).getAttribute('aria-checked')).toBe('true'),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/sys/thirdProvider/edit');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ source: 'lab', enabled: true });
  });

  it('without the edit permission the switches only show the state, in English too', async () => {
    i18next.addResourceBundle('en', 'system', en.system);
    await i18next.changeLanguage('en');
    renderPage([Permission.thirdProviderList]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Third-party sign-in' })).toBeTruthy();
    const corp = await screen.findByRole('switch', { name: '企业账号 on' });
    expect(corp.hasAttribute('disabled')).toBe(true);
  });
});
