import { describe, expect, it } from 'vitest';
import { noticeSocketMessageCheck } from './notice-socket';

describe('the notification socket message check', () => {
  it('accepts both commands, with or without a known priority, and drops unknown fields', () => {
    expect(noticeSocketMessageCheck.safeParse({ cmd: 'user', msgTxt: 'hi', msgId: '1', extra: 1 })).toEqual({
      success: true,
      data: { cmd: 'user', msgTxt: 'hi', msgId: '1' },
    });
    expect(
      noticeSocketMessageCheck.safeParse({ cmd: 'topic', msgTxt: '', msgId: '2', priority: 'H' }),
    ).toEqual({
      success: true,
      data: { cmd: 'topic', msgTxt: '', msgId: '2', priority: 'H' },
    });
  });

  it.each([
    ['not an object', 'ping'],
    ['null', null],
    ['an array', ['user']],
    ['an unknown command', { cmd: 'admin', msgTxt: 'x', msgId: '1' }],
    ['no text', { cmd: 'user', msgId: '1' }],
    ['a numeric id', { cmd: 'user', msgTxt: 'x', msgId: 1 }],
    ['an unknown priority', { cmd: 'user', msgTxt: 'x', msgId: '1', priority: 'X' }],
    ['a null priority', { cmd: 'user', msgTxt: 'x', msgId: '1', priority: null }],
  ])('refuses %s', (_case, value) => {
    expect(noticeSocketMessageCheck.safeParse(value)).toEqual({ success: false });
  });
});
