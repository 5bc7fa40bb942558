import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTabInDialogs } from '../../../lib/dialog-focus';
import { FeedbackProvider } from '../../../lib/feedback';
import { demandRecord } from '../../../test/demand-record';
import type * as demandApi from '../api/demand-api';
import { useDemandModals, type DemandModalKind } from './use-demand-modals';

// The order's detail and log never arrive: the dialogs stay loading, which is all the focus needs.
vi.mock('../api/demand-api', async (importOriginal) => ({
  ...(await importOriginal<typeof demandApi>()),
  fetchDemandDetail: vi.fn(() => new Promise(() => undefined)),
  fetchDemandLogs: vi.fn(() => new Promise(() => undefined)),
}));

const order = demandRecord({ actions: { ...demandRecord().actions, apply: true } });

function Opener({ kind }: { kind: DemandModalKind }) {
  const modals = useDemandModals();
  return (
    <>
      <button type="button" onClick={() => modals.open(kind, order)}>
        open
      </button>
      {modals.element}
    </>
  );
}

function renderOpener(kind: DemandModalKind) {
  const router = createMemoryRouter([{ path: '/', element: <Opener kind={kind} /> }]);
  render(
    <FeedbackProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FeedbackProvider>,
  );
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('order dialogs and the focus', () => {
  let uninstall = () => {};
  beforeEach(() => {
    uninstall = keepTabInDialogs();
  });
  afterEach(() => uninstall());

  it.each<DemandModalKind>(['apply', 'detail', 'logs'])(
    'Esc on the %s dialog gives the focus back to the button that opened it',
    async (kind) => {
      const opener = renderOpener(kind);
      const dialog = await screen.findByRole('dialog');
      act(() => (dialog.querySelector<HTMLElement>('button') ?? dialog).focus());
      fireEvent.keyDown(window, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    },
  );

  it('Tab from the price application dialog’s last button goes to its first stop, Shift+Tab back', async () => {
    renderOpener('apply');
    const dialog = await screen.findByRole('dialog');
    const modal = dialog.closest<HTMLElement>('.ant-modal') ?? dialog;
    const buttons = [...modal.querySelectorAll<HTMLElement>('button')];
    const first = buttons[0];
    const last = buttons.at(-1);
    if (!first || !last) throw new Error('the dialog has no buttons');
    act(() => last.focus());
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
    // Inside the dialog Tab is left to the browser.
    act(() => first.focus());
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
  });
});
