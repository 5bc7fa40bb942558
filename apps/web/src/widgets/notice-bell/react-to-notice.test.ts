import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { noticeKeys } from './notice-api';
import { reactToNotice } from './react-to-notice';

function clientWithLists() {
  const client = new QueryClient();
  client.setQueryData([...noticeKeys.byUser, 'token'], { anntMsgTotal: 1, sysMsgTotal: 0 });
  client.setQueryData(['announcement', 'mine', {}], { records: [], total: 0 });
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => [query.queryKey[1], query.isStale()]);

describe('reactToNotice', () => {
  it('reloads the bell and the user’s list on a withdrawal, without popping anything up', () => {
    const client = clientWithLists();
    const popUrgent = vi.fn();
    reactToNotice(client, { cmd: 'revoke', msgTxt: 'Gone', msgId: 'a1', priority: 'H' }, popUrgent);
    expect(stale(client)).toEqual([
      ['byUser', true],
      ['mine', true],
    ]);
    expect(popUrgent).not.toHaveBeenCalled();
  });

  it('reloads them on a publication and pops up an urgent one only', () => {
    const client = clientWithLists();
    const popUrgent = vi.fn();
    reactToNotice(client, { cmd: 'topic', msgTxt: 'Normal', msgId: 'a2', priority: 'M' }, popUrgent);
    expect(stale(client).every(([, isStale]) => isStale)).toBe(true);
    reactToNotice(client, { cmd: 'user', msgTxt: 'Urgent', msgId: 'a3', priority: 'H' }, popUrgent);
    expect(popUrgent.mock.calls).toEqual([['Urgent']]);
  });
});
