import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure } from './RouteErrorPage';

describe('isChunkLoadFailure', () => {
  it('knows the failed loads of code and style files in Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://host/mall/assets/UserListPage-x.js',
      'error loading dynamically imported module: http://host/mall/assets/UserListPage-x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /mall/assets/UserListPage-x.css',
    ]) {
      expect(isChunkLoadFailure(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
