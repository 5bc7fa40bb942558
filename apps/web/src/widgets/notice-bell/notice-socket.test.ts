import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeSocket, noticeSocketUrl, type SocketLike } from './notice-socket';
import { openTargetOf } from './priority';

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
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => vi.useRealTimers());

const start = (onNotice = vi.fn(), onWarning = vi.fn()) => {
  const socket = new NoticeSocket({
    url: 'ws://host/mall/serversys/websocket/t',
    onNotice,
    onWarning,
    createSocket: (url) => new FakeSocket(url),
  });
  socket.start();
  return { socket, onNotice, onWarning };
};

describe('NoticeSocket', () => {
  it('hands topic, user and revoke notices on, and ignores pong, junk and unknown commands', () => {
    const { onNotice, onWarning } = start();
    const fake = FakeSocket.made[0]!;
    fake.open();
    fake.onmessage?.({ data: JSON.stringify({ cmd: 'topic', msgTxt: 'Hi', msgId: '1' }) });
    fake.onmessage?.({ data: JSON.stringify({ cmd: 'user', msgTxt: 'You', msgId: '2', priority: 'H' }) });
    fake.onmessage?.({ data: 'pong' });
    fake.onmessage?.({ data: '{not json' });
    fake.onmessage?.({ data: JSON.stringify({ cmd: 'eval', msgTxt: 'x', msgId: '3' }) });
    fake.onmessage?.({ data: JSON.stringify({ cmd: 'revoke', msgTxt: 'Gone', msgId: '4' }) });
    expect(onNotice.mock.calls.map(([message]) => message.msgId)).toEqual(['1', '2', '4']);
    expect(onWarning).toHaveBeenCalledTimes(2);
  });

  it('hands on the dictionary refresh, which carries no text', () => {
    const { onNotice, onWarning } = start();
    const fake = FakeSocket.made[0]!;
    fake.open();
    fake.onmessage?.({ data: JSON.stringify({ cmd: 'dict', msgTxt: '', msgId: '' }) });
    expect(onNotice).toHaveBeenCalledWith({ cmd: 'dict', msgTxt: '', msgId: '' });
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('sends the heartbeat every 20 s while open', () => {
    start();
    const fake = FakeSocket.made[0]!;
    fake.open();
    vi.advanceTimersByTime(40_000);
    expect(fake.sent).toEqual(['ping', 'ping']);
  });

  it('retries 5 s after an error or a close, one retry at a time, and not after stop', () => {
    const { socket } = start();
    const first = FakeSocket.made[0]!;
    first.onerror?.({});
    first.onclose?.({});
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.onclose?.({});
    socket.stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('closes the socket on stop without retrying', () => {
    const { socket } = start();
    const fake = FakeSocket.made[0]!;
    fake.open();
    socket.stop();
    expect(fake.closed).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(fake.sent).toEqual([]);
  });
});

describe('helpers', () => {
  it('builds ws and wss addresses on the page host', () => {
    expect(noticeSocketUrl('/api', 'a b', { protocol: 'https:', host: 'x.test' })).toBe(
      'wss://x.test/api/websocket/a%20b',
    );
    expect(noticeSocketUrl('/api', 't', { protocol: 'http:', host: 'h:1' })).toBe('ws://h:1/api/websocket/t');
  });

  it('opens component items as app pages with the business id, everything else in the dialog', () => {
    expect(openTargetOf({ openType: 'component', openPage: '/mall/demandDetail', busId: 'D1' })).toEqual({
      kind: 'page',
      path: '/mall/demandDetail?id=D1',
    });
    expect(openTargetOf({ openType: 'component', openPage: 'javascript:x', busId: null })).toEqual({
      kind: 'dialog',
    });
    expect(openTargetOf({ openType: 'url', openPage: '/x', busId: null })).toEqual({ kind: 'dialog' });
    expect(openTargetOf({ openType: null, openPage: null, busId: null })).toEqual({ kind: 'dialog' });
  });
});
