import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEntry } from './menu-search-entry';

afterEach(() => vi.restoreAllMocks());

describe('opening a menu search entry', () => {
  it('navigates to a page of the app', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    openEntry({ path: '/system/user', title: 'Users' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/system/user');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens an external or iframe page in a new window, without access to this one', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    openEntry({ path: 'a1b2c3', title: 'Docs', externalUrl: 'https://docs.example/' }, navigate);
    expect(open).toHaveBeenCalledWith('https://docs.example/', '_blank', 'noopener,noreferrer');
    expect(navigate).not.toHaveBeenCalled();
  });
});
