import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feedback, FeedbackProvider } from './feedback';
import { MESSAGE_TOP } from './feedback-holders';
import { HttpError } from './http-error';
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

/** Whether the dialog titled `title` is closing (jsdom runs no leave animation to its end). */
const closing = (title: string) =>
  screen.getAllByText(title).every((node) => /-leave/.test(node.closest('[role="dialog"]')?.className ?? ''));

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

  it('closes the dialog when the confirmed action fails, and shows the failure once, unhandled nowhere', async () => {
    const { unmount } = render(<FeedbackProvider>page</FeedbackProvider>);
    const refused = new HttpError({ status: 400, code: 400, message: 'Cannot delete yourself' });
    // The HTTP client has shown this one already.
    refused.reported = true;
    feedback().modal.confirm({
      title: 'Delete yourself?',
      okText: 'Yes',
      onOk: () => Promise.reject(refused),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }, { timeout: 5000 }));
    await waitFor(() => expect(closing('Delete yourself?')).toBe(true));
    expect(screen.queryByText('Cannot delete yourself')).toBeNull();

    const silent = new HttpError({ status: 400, code: 400, message: 'Refused quietly' });
    feedback().modal.confirm({ title: 'Freeze?', okText: 'Go', onOk: () => Promise.reject(silent) });
    fireEvent.click(await screen.findByRole('button', { name: 'Go' }, { timeout: 5000 }));
    await waitFor(() => expect(closing('Freeze?')).toBe(true));
    expect(await screen.findAllByText('Refused quietly')).toHaveLength(1);
    unmount();
  });
});
