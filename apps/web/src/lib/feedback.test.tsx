import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feedback, FeedbackProvider } from './feedback';
import { MESSAGE_TOP } from './feedback-holders';
import type FeedbackHolders from './feedback-holders';

const holdersMounted = vi.fn();
vi.mock('./feedback-holders', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof FeedbackHolders; MESSAGE_TOP: number }>();
  return {
    MESSAGE_TOP: actual.MESSAGE_TOP,
    default: (props: Parameters<typeof FeedbackHolders>[0]) => {
      holdersMounted();
      return actual.default(props);
    },
  };
});

describe('feedback', () => {
  it('does not load antd feedback with the page, but on the first pointer press', async () => {
    holdersMounted.mockClear();
    const { unmount } = render(<FeedbackProvider>page</FeedbackProvider>);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(holdersMounted).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(holdersMounted).toHaveBeenCalled());
    unmount();
  });

  it('shows a message called before its code has loaded', async () => {
    const { unmount } = render(<FeedbackProvider>page</FeedbackProvider>);
    feedback().message.success('Saved early');
    const shown = await screen.findByText('Saved early', undefined, { timeout: 5000 });
    // Below the headers: it never covers a focused header link.
    const list = shown.closest<HTMLElement>('.ant-message');
    expect(list?.style.getPropertyValue('--notification-top')).toBe(`${MESSAGE_TOP}px`);
    unmount();
  });

  it('asks for confirmation and runs the confirmed action', async () => {
    const onOk = vi.fn();
    const { unmount } = render(<FeedbackProvider>page</FeedbackProvider>);
    feedback().modal.confirm({ title: 'Delete it?', okText: 'Yes', onOk });
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    expect(dialog.textContent).toContain('Delete it?');
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onOk).toHaveBeenCalledOnce();
    unmount();
  });
});
