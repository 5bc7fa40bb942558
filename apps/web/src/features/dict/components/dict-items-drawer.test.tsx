import type { DictItemRecord, DictRecord, Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { bindFeedback, type AntdFeedback } from '../../../lib/feedback';
import { dictKeys } from '../../../widgets/dict-select/dict-cache';
import { DictItemsDrawer } from './DictItemsDrawer';

function ok<T>(result: T): Response {
  const body: Envelope<T> = { success: true, message: 'ok', code: 200, result, timestamp: 0 };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

const item: DictItemRecord = {
  id: 'item-1',
  dictId: 'dict-1',
  itemValue: 'H',
  itemText: { zh: '高', en: 'High' },
  description: '',
  sortOrder: 1,
  enabled: true,
} as DictItemRecord;
const dict = { id: 'dict-1', dictCode: 'priority', dictName: { zh: '优先级', en: 'Priority' } } as DictRecord;

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      if (url.includes('/sys/dictItem/list'))
        return ok({ records: [item], total: 1, size: 100, current: 1, pages: 1 });
      if (url.includes('/sys/dictItem/edit')) return ok(item);
      return ok([]);
    }),
  );
  bindFeedback({
    message: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
    notification: { error: vi.fn(), warning: vi.fn() },
  } as unknown as AntdFeedback);
});
afterEach(() => vi.unstubAllGlobals());

const calls: { url: string; method: string; body: unknown }[] = [];

function renderDrawer(client: QueryClient, can = { add: true, edit: true, remove: true }) {
  return render(
    <QueryClientProvider client={client}>
      <DictItemsDrawer
        dict={dict}
        canAdd={can.add}
        canEdit={can.edit}
        canDelete={can.remove}
        onClose={() => undefined}
      />
    </QueryClientProvider>,
  );
}

const cellLabel = (index: number, title: string) =>
  i18next.t('editableTable:cell.label', { index, title: i18next.t(title as never) });

it("editing an item's text on click and saving sends that item alone and drops the cached items", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cached = dictKeys.items('priority', i18next.language);
  client.setQueryData(cached, [{ value: 'H', text: '旧', description: '', disabled: false }]);
  renderDrawer(client);
  // Outside edit mode the cell shows its text; a click puts an input there.
  // Outside edit mode a cell is named by its label and then its value (the visible text).
  const read = await screen.findByRole(
    'button',
    { name: `${cellLabel(1, 'refdata:dict.itemTextZh')} 高` },
    { timeout: 5000 },
  );
  fireEvent.click(read);
  const input = await screen.findByRole('textbox', { name: cellLabel(1, 'refdata:dict.itemTextZh') });
  fireEvent.change(input, { target: { value: '很高' } });
  fireEvent.click(screen.getByTestId('dict-items-save'));
  await waitFor(() => expect(client.getQueryState(cached)?.isInvalidated).toBe(true));
  const edits = calls.filter((call) => call.url.includes('/sys/dictItem/edit'));
  expect(edits).toHaveLength(1);
  expect(edits[0]?.body).toMatchObject({ id: 'item-1', itemText: { zh: '很高', en: 'High' }, sortOrder: 1 });
  expect(calls.some((call) => call.url.includes('/sys/dictItem/add'))).toBe(false);
}, 60_000);

it('a deleted row is reported and deleted; a new row without its value is refused before any call', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderDrawer(client);
  await screen.findByRole(
    'button',
    { name: (name) => name.startsWith(cellLabel(1, 'refdata:dict.itemTextZh')) },
    { timeout: 20_000 },
  );
  fireEvent.click(screen.getByRole('button', { name: i18next.t('editableTable:toolbar.add') }));
  fireEvent.click(screen.getByTestId('dict-items-save'));
  await waitFor(() => expect(document.querySelectorAll('[data-status="failed"]').length).toBeGreaterThan(0), {
    timeout: 5000,
  });
  expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

  fireEvent.click(screen.getByRole('checkbox', { name: i18next.t('editableTable:selectRow', { index: 1 }) }));
  fireEvent.click(screen.getByRole('checkbox', { name: i18next.t('editableTable:selectRow', { index: 2 }) }));
  fireEvent.click(screen.getByRole('button', { name: i18next.t('editableTable:toolbar.delete') }));
  fireEvent.click(screen.getByTestId('dict-items-save'));
  await waitFor(() => expect(calls.some((call) => call.url.includes('/sys/dictItem/delete'))).toBe(true), {
    timeout: 5000,
  });
  expect(calls.find((call) => call.url.includes('/sys/dictItem/delete'))?.url).toContain('id=item-1');
  expect(calls.some((call) => call.url.includes('/sys/dictItem/add'))).toBe(false);
}, 60_000);

it('offers only the buttons the permissions allow: an editor who may not add or delete sees neither', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderDrawer(client, { add: false, edit: true, remove: false });
  const toolbar = await screen.findByRole('toolbar');
  const names = within(toolbar)
    .getAllByRole('button')
    // antd spaces out two Chinese characters: compare without spaces.
    .map((button) => button.textContent?.replace(/\s/g, ''));
  expect(names).toHaveLength(3);
  expect(names).not.toContain(i18next.t('editableTable:toolbar.delete'));
  expect(names).not.toContain(i18next.t('editableTable:toolbar.add'));
  expect(names).not.toContain(i18next.t('editableTable:toolbar.insert'));
  expect(names).toContain(i18next.t('editableTable:toolbar.moveUp'));
}, 60_000);
