import type { AuthEntry } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { can } from './can';

const entry = (
  action: string,
  type: AuthEntry['type'] = '1',
  status: AuthEntry['status'] = '1',
): AuthEntry => ({
  action,
  type,
  status,
  describe: action,
});

describe('can', () => {
  const allAuth = [
    entry('user:add'),
    entry('user:edit'),
    entry('user:export', '1', '0'),
    entry('user:hiddenField', '2', '0'),
  ];

  it('allows an action held by the user', () => {
    expect(can('user:add', [entry('user:add')], allAuth)).toBe(true);
  });

  it('refuses an action the user lacks', () => {
    expect(can('user:edit', [entry('user:add')], allAuth)).toBe(false);
    expect(can('user:edit', [], allAuth)).toBe(false);
  });

  it('allows an allAuth action with status 0 to everyone', () => {
    expect(can('user:export', [], allAuth)).toBe(true);
  });

  it('ignores type 2 entries: they are field rules, not button permissions', () => {
    expect(can('user:hiddenField', [], allAuth)).toBe(false);
    expect(can('user:delete', [entry('user:delete', '2')], allAuth)).toBe(false);
  });

  it('allows a comma-separated list when any action is allowed', () => {
    expect(can('user:edit, user:add', [entry('user:add')], allAuth)).toBe(true);
    expect(can('user:edit,user:delete', [entry('user:add')], allAuth)).toBe(false);
    expect(can('user:edit,user:export', [], allAuth)).toBe(true);
  });

  it('puts no restriction on an empty action', () => {
    expect(can(undefined, [], [])).toBe(true);
    expect(can('', [], [])).toBe(true);
    expect(can(' , ', [], [])).toBe(true);
  });

  it('matches actions exactly', () => {
    expect(can('user', [entry('user:add')], allAuth)).toBe(false);
  });
});
