import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../../lib/feedback';
import { accountApi } from '../api/account-api';
import { ThirdBindingsSection } from './ThirdBindingsSection';

vi.mock('../api/account-api', () => ({ accountApi: { thirdBindings: vi.fn(), unbindThird: vi.fn() } }));
const api = vi.mocked(accountApi);

const BINDING = {
  id: 'b1',
  source: 'peer',
  sourceName: 'Test identity',
  displayName: 'carol@peer.test',
  createTime: '2026-01-02T03:04:05.000Z',
};

function renderSection() {
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ThirdBindingsSection />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
}

describe('third-party bindings in the personal centre', () => {
  afterEach(() => vi.clearAllMocks());

  it('lists the bindings and says a new password removes them', async () => {
    api.thirdBindings.mockResolvedValue([BINDING]);
    renderSection();
    const item = await screen.findByTestId('third-binding');
    expect(within(item).getByText('Test identity')).toBeTruthy();
    expect(within(item).getByText(/carol@peer\.test/)).toBeTruthy();
    expect(screen.getByText(/修改或重置密码后，所有绑定都会解除/)).toBeTruthy();
  });

  it('removes a binding only after the confirmation, from a keyboard-reachable button', async () => {
    api.thirdBindings.mockResolvedValue([BINDING]);
    api.unbindThird.mockResolvedValue(null);
    renderSection();
    const unbind = await screen.findByRole('button', { name: '解除绑定' });
    // A native button: reached with Tab and pressed with Enter or Space.
    expect(unbind.tagName).toBe('BUTTON');
    unbind.focus();
    expect(document.activeElement).toBe(unbind);

    fireEvent.click(unbind);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('解除与 Test identity 的绑定？').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(api.unbindThird).not.toHaveBeenCalled();

    fireEvent.click(unbind);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '解除绑定' }).length).toBeGreaterThan(1),
    );
    api.thirdBindings.mockResolvedValue([]);
    // The newest dialog's confirmation: dialogs open at the end of the page.
    fireEvent.click(screen.getAllByRole('button', { name: '解除绑定' }).at(-1)!);
    await waitFor(() => expect(api.unbindThird.mock.calls[0]?.[0]).toBe('b1'));
    expect(await screen.findByText('已解除绑定')).toBeTruthy();
    expect(await screen.findByText('尚未绑定第三方账号')).toBeTruthy();
  });
});
