import type { DictItemRecord, DictRecord, Envelope } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('/sys/dictItem/list'))
        return ok({ records: [item], total: 1, size: 100, current: 1, pages: 1 });
      if (url.includes('/sys/dictItem/edit')) return ok(item);
      return ok([]);
    }),
  );
  bindFeedback({
    message: { success: vi.fn(), error: vi.fn() },
    notification: { error: vi.fn(), warning: vi.fn() },
  } as unknown as AntdFeedback);
});
afterEach(() => vi.unstubAllGlobals());

it("saving an item drops the web's cached items of its dictionary", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cached = dictKeys.items('priority', i18next.language);
  client.setQueryData(cached, [{ value: 'H', text: '旧', description: '', disabled: false }]);
  render(
    <QueryClientProvider client={client}>
      <DictItemsDrawer dict={dict} canAdd canEdit canDelete={false} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  await screen.findByText('高');
  expect(client.getQueryState(cached)?.isInvalidated).toBe(false);
  fireEvent.click(screen.getAllByRole('button', { name: i18next.t('crud.edit') })[0]!);
  const title = await screen.findByText(i18next.t('refdata:dict.editItem'));
  const modal = title.closest('.ant-modal') as HTMLElement;
  const save = [...modal.querySelectorAll('button')].find((button) =>
    button.className.includes('ant-btn-primary'),
  );
  fireEvent.click(save!);
  await waitFor(() => expect(client.getQueryState(cached)?.isInvalidated).toBe(true));
});
