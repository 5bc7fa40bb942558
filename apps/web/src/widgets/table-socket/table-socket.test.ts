import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '../../lib/live-socket';
import { TableSocket, tableSocketUrl } from './table-socket';

class FakeSocket implements SocketLike {
  static made: FakeSocket[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  readyState = 0;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: string) {
    this.onmessage?.({ data });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => vi.useRealTimers());

const start = (onUpdate = vi.fn(), onWarning = vi.fn()) => {
  const socket = new TableSocket({
    url: 'ws://host/mall/serversys/vxeSocket/u1/demand-list?token=t',
    onUpdate,
    onWarning,
    createSocket: (url) => new FakeSocket(url),
  });
  socket.start();
  return { socket, onUpdate, onWarning };
};

describe('TableSocket', () => {
  it('hands update-table messages on and ignores pong, junk and other commands', () => {
    const { onUpdate, onWarning } = start();
    const fake = FakeSocket.made[0]!;
    fake.open();
    fake.receive(JSON.stringify({ cmd: 'update-table', table: 'demand', rowId: 'D1' }));
    fake.receive('pong');
    fake.receive('{not json');
    fake.receive(JSON.stringify({ cmd: 'topic', msgTxt: 'x', msgId: '1' }));
    fake.receive(JSON.stringify({ cmd: 'update-table', table: 'sys_user', rowId: 'U1' }));
    expect(onUpdate.mock.calls).toEqual([[{ cmd: 'update-table', table: 'demand', rowId: 'D1' }]]);
    expect(onWarning).toHaveBeenCalledTimes(3);
  });

  it('sends the heartbeat every 10 s and stays connected while it is answered', () => {
    start();
    const fake = FakeSocket.made[0]!;
    fake.open();
    vi.advanceTimersByTime(10_000);
    for (let beat = 0; beat < 2; beat += 1) {
      // Answered 5 s after each ping; the next ping follows 5 s later.
      vi.advanceTimersByTime(5_000);
      fake.receive('pong');
      vi.advanceTimersByTime(5_000);
    }
    expect(fake.sent).toEqual(['ping', 'ping', 'ping']);
    expect(fake.closed).toBe(false);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('connects again when the heartbeat is not answered within 6 s', () => {
    start();
    const first = FakeSocket.made[0]!;
    first.open();
    vi.advanceTimersByTime(10_000 + 5_999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    expect(FakeSocket.made).toHaveLength(2);
    // The dropped socket's late events change nothing.
    first.onclose?.({});
    vi.advanceTimersByTime(5_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('retries 5 s after an error or a close, one retry at a time, and not after stop', () => {
    const { socket } = start();
    const first = FakeSocket.made[0]!;
    first.open();
    first.onerror?.({});
    first.onclose?.({});
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.made).toHaveLength(1);
    expect(first.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.onclose?.({});
    socket.stop();
    vi.advanceTimersByTime(20_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('builds the address on the page host with the token as a query parameter', () => {
    expect(tableSocketUrl('/api', 'u 1', 'demand-list', 'a&b', { protocol: 'https:', host: 'x.test' })).toBe(
      'wss://x.test/api/vxeSocket/u%201/demand-list?token=a%26b',
    );
    expect(tableSocketUrl('/api', 'u1', 'demand-manage', 't', { protocol: 'http:', host: 'h:1' })).toBe(
      'ws://h:1/api/vxeSocket/u1/demand-manage?token=t',
    );
  });
});
