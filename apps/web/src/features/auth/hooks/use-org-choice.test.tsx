import type { LoginResult } from '@mall/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { useSessionStore } from '../../../lib/session-store';
import { readStoredSession } from '../../../lib/stored-session';
import { useOrgChoice } from './use-org-choice';

const TENANT_A = { id: 'tenant-a', name: '默认租户' };
const TENANT_B = { id: 'tenant-b', name: '演示租户B' };
const SALES = { id: 'd1', parentId: 'c', orgCode: 'A01A01', departName: '销售部', orgCategory: 2 };
const MARKETING = { id: 'd2', parentId: 'c', orgCode: 'A01A02', departName: '市场部', orgCategory: 2 };

function loginResult(overrides: Partial<LoginResult> & Record<string, unknown>): LoginResult {
  return {
    token: 'token-1',
    userInfo: {
      id: 'u1',
      username: 'sales',
      realname: '销售代表',
      avatar: null,
      phone: null,
      email: null,
      relTenantIds: TENANT_A.id,
      roles: [],
    },
    mainIndexPage: { url: '/mall/index', name: 'mall-index' },
    tenantList: [TENANT_A],
    customer: false,
    ...overrides,
  } as LoginResult;
}

function envelope(result: unknown, status = 200) {
  return new Response(
    JSON.stringify({ success: status === 200, code: status, message: '', result, timestamp: 0 }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}

/** Signs in with `result` (as the login flow does) and runs what follows, showing how it ended. */
function Harness({ result }: { result: LoginResult }) {
  const { afterSignIn, modals } = useOrgChoice();
  const [outcome, setOutcome] = useState('pending');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          useSessionStore.getState().signIn(result);
          afterSignIn(result).then(
            () => setOutcome('done'),
            () => setOutcome('failed'),
          );
        }}
      >
        start
      </button>
      <output>{outcome}</output>
      {modals}
    </>
  );
}

function start(result: LoginResult) {
  // Without motion, a notice leaves the page as soon as its time is up.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FeedbackProvider>
        <Harness result={result} />
      </FeedbackProvider>
    </ConfigProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'start' }));
}

async function pick(dialogTitle: string, option: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogTitle });
  fireEvent.mouseDown(dialog.querySelector('[role="combobox"]') as Element);
  const options = await screen.findAllByText(option);
  fireEvent.click(options[options.length - 1] as Element);
}

/** The width the dialog was given (antd sets it on the modal element around the dialog). */
function widthOf(dialog: HTMLElement): string {
  return (dialog.closest<HTMLElement>('.ant-modal') ?? dialog).style.width;
}

function confirm(testId: string) {
  fireEvent.click(screen.getByTestId(testId));
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('useOrgChoice after sign-in', () => {
  it('asks a user of several tenants for one (required), then acts in it and asks for its departments', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => envelope({ list: [SALES], orgCode: 'A01A01' }));
    vi.stubGlobal('fetch', fetchMock);
    start(loginResult({ tenantList: [TENANT_A, TENANT_B], departs: [], multi_depart: 0 }));

    expect(widthOf(await screen.findByRole('dialog', { name: '选择租户' }))).toBe('450px');
    confirm('tenant-modal-ok');
    expect(await screen.findByText('请选择租户！')).toBeTruthy();
    await pick('选择租户', '演示租户B');
    confirm('tenant-modal-ok');

    expect(await screen.findByText('done')).toBeTruthy();
    expect(useSessionStore.getState().tenantId).toBe(TENANT_B.id);
    expect(readStoredSession()?.tenantId).toBe(TENANT_B.id);
    // The login answer's departments were the first tenant's: the chosen tenant's are asked for.
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/sys/user/getCurrentUserDeparts');
    expect(new Headers(init?.headers).get('tenant_id')).toBe(TENANT_B.id);
    // One department that is already the current one: nothing to post.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes a single tenant and a single department silently', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    start(loginResult({ departs: [SALES], multi_depart: 1 }));
    expect(await screen.findByText('done')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().tenantId).toBe(TENANT_A.id);
  });

  it('asks a user of several departments for one (required), posts it and stores the answered user', async () => {
    const chosenUser = { ...loginResult({}).userInfo, orgCode: MARKETING.orgCode };
    const fetchMock = vi.fn<typeof fetch>(async () => envelope({ userInfo: chosenUser }));
    vi.stubGlobal('fetch', fetchMock);
    start(loginResult({ departs: [SALES, MARKETING], multi_depart: 2 }));

    expect(widthOf(await screen.findByRole('dialog', { name: '选择登录部门' }))).toBe('450px');
    confirm('depart-modal-ok');
    expect(await screen.findByText('请选择登录部门！')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await pick('选择登录部门', '市场部');
    confirm('depart-modal-ok');

    expect(await screen.findByText('done')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/sys/selectDepart');
    expect(JSON.parse(String(init?.body))).toEqual({ orgCode: 'A01A02', username: 'sales' });
    expect(useSessionStore.getState().userInfo).toEqual(chosenUser);
    expect(readStoredSession()?.userInfo).toEqual(chosenUser);
  });

  it('warns a user without a department for 3 s and goes on', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    start(loginResult({ departs: [], multi_depart: 0 }));
    expect(await screen.findByText('done')).toBeTruthy();
    expect(await screen.findByText('您尚未归属部门,请确认账号信息')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(screen.queryByText('您尚未归属部门,请确认账号信息')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('您尚未归属部门,请确认账号信息')).toBeNull(), {
      timeout: 2_000,
    });
  });

  it('does not warn a customer, who works without a department', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    start(loginResult({ departs: [], multi_depart: 0, customer: true }));
    expect(await screen.findByText('done')).toBeTruthy();
    // A staff user's warning shows within this wait (see the test above); a customer's never does.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByText('您尚未归属部门,请确认账号信息')).toBeNull();
  });

  it('fails, and revokes the session on the server, when the department cannot be set', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input).includes('/sys/selectDepart') ? envelope(null, 403) : envelope(null),
    );
    vi.stubGlobal('fetch', fetchMock);
    start(loginResult({ departs: [SALES, MARKETING], multi_depart: 2 }));
    await pick('选择登录部门', '销售部');
    confirm('depart-modal-ok');

    expect(await screen.findByText('failed')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname)).toEqual([
        expect.stringMatching(/\/sys\/selectDepart$/),
        expect.stringMatching(/\/sys\/logout$/),
      ]),
    );
  });
});
