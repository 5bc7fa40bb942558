import { ADMIN_PAGE_FIRST_CALLS } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { pages as systemPages } from '../../features/system/pages';
import { lazyPage } from '../../lib/feature-pages';
import { mergePages, registeredComponents, registeredPageOf } from './page-registry';

const page = () => lazyPage(async () => ({ default: () => null }));

describe('page registry', () => {
  it("collects every feature's pages", () => {
    expect(registeredPageOf('system/UserList')).toBe(systemPages['system/UserList']);
  });

  // The server shows a menu entry only to whom its page's first request answers: it must know every page's.
  it('names the first request of every registered page, and of no other', () => {
    expect(registeredComponents().sort()).toEqual(Object.keys(ADMIN_PAGE_FIRST_CALLS).sort());
  });

  it('has no page for an unknown or missing component', () => {
    expect(registeredPageOf('system/Nothing')).toBeUndefined();
    expect(registeredPageOf(undefined)).toBeUndefined();
  });

  it('refuses two features registering the same component name', () => {
    const first = { 'a/One': page() };
    expect(mergePages([first, { 'b/Two': page() }])).toEqual({ ...first, 'b/Two': expect.anything() });
    expect(() => mergePages([first, { 'a/One': page() }])).toThrow('a/One');
  });
});
