import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { vi } from 'vitest';
import { bindFeedback, type AntdFeedback } from '../../lib/feedback';
import { EditableTable, type EditableTableProps } from './EditableTable';
import type { EditableTableHandle } from './types';

/** Binds the app's feedback to spies; returns the message spies. */
export function spyFeedback() {
  const message = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn(), loading: vi.fn() };
  bindFeedback({ message, notification: { error: vi.fn(), warning: vi.fn() } } as unknown as AntdFeedback);
  return message;
}

/** Renders the table in a query client, with a ref to its handle. */
export function renderTable(props: Omit<EditableTableProps, 'ref'>) {
  const ref = createRef<EditableTableHandle>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = render(<EditableTable ref={ref} {...props} />, { wrapper });
  const handle = () => {
    if (!ref.current) throw new Error('the table has not rendered');
    return ref.current;
  };
  return { ...view, handle };
}
