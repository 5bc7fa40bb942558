import type { DictOption, Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DictSearchSelect } from '.';
import zhRefdata from '../../locales/zh/refdata.json';

const option = (value: string, text: string): DictOption => ({
  value,
  text,
  description: '',
  disabled: false,
});

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

/** The server's answers by keyword; a keyword without one is never answered (a search still loading). */
const ANSWERS: Record<string, DictOption[]> = {
  '': [option('admin', '管理员'), option('sales', '销售代表')],
  sales: [option('sales', '销售代表')],
  nobody: [],
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const keyword = new URL(String(input), 'http://localhost').searchParams.get('keyword') ?? '';
      const answer = ANSWERS[keyword];
      return answer ? ok(answer) : new Promise<Response>(() => undefined);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The open combobox names an active option only by the id of an option its listbox shows. */
function expectValidActiveOption(combobox: HTMLElement) {
  expect(combobox.getAttribute('aria-expanded')).toBe('true');
  const active = combobox.getAttribute('aria-activedescendant');
  if (active !== null) expect(document.getElementById(active)?.getAttribute('role')).toBe('option');
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  expect(listbox?.getAttribute('role')).toBe('listbox');
  for (const child of listbox?.children ?? []) expect(child.getAttribute('role')).toBe('option');
}

/** Renders the select and opens it on the empty keyword's options; answers the combobox. */
async function openSelect() {
  render(<DictSearchSelect dictCode="sys_user,realname,username" id="picker" aria-label="picker" />, {
    wrapper,
  });
  const combobox = screen.getByRole('combobox', { name: 'picker' });
  fireEvent.mouseDown(combobox);
  await screen.findByText('管理员', { selector: '.ant-select-item-option-content' });
  return combobox;
}

describe('DictSearchSelect', () => {
  it('names the active option of its list, and none when nothing is found', async () => {
    const combobox = await openSelect();
    // The list marks its first option active on the render after the options appear.
    await waitFor(() => expect(combobox.getAttribute('aria-activedescendant')).toBe('picker_list_0'), {
      timeout: 3_000,
    });
    expectValidActiveOption(combobox);

    // Nothing found: the listbox says so in an option that cannot be chosen, and names none active.
    fireEvent.change(combobox, { target: { value: 'nobody' } });
    await screen.findByText(zhRefdata.widgets.noMatch, undefined, { timeout: 3_000 });
    expectValidActiveOption(combobox);
    expect(combobox.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('names no option while a search loads, and the first match once it answers', async () => {
    const combobox = await openSelect();
    fireEvent.change(combobox, { target: { value: 'slow' } });
    await waitFor(() => expect(document.querySelector('#picker_list .ant-spin')).not.toBeNull(), {
      timeout: 3_000,
    });
    expectValidActiveOption(combobox);
    expect(combobox.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.change(combobox, { target: { value: 'sales' } });
    await waitFor(() => expect(combobox.getAttribute('aria-activedescendant')).toBe('picker_list_0'), {
      timeout: 3_000,
    });
    expectValidActiveOption(combobox);
  });
});
