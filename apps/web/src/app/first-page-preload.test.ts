import { describe, expect, it } from 'vitest';
import { AppPath, ROUTER_BASENAME } from '../lib/app-paths';
import { FIRST_PAGE_PATHS } from './first-page-preload';

describe('first page preload', () => {
  it('names the login page and the mall home by the paths the router serves them at', () => {
    expect(FIRST_PAGE_PATHS).toEqual([
      `${ROUTER_BASENAME}${AppPath.login}`,
      `${ROUTER_BASENAME}${AppPath.mallHome}`,
    ]);
  });
});
