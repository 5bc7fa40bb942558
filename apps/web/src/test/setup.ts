import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, loadAllTexts } from '../lib/i18n';
import { mediaQueryList } from './media-query';

// findBy… and waitFor give up after 5 s instead of 1 s: a limit that catches what never shows, not a page
// that a busy machine draws late (a passing test waits no longer).
configure({ asyncUtilTimeout: 5_000 });

/** antd needs these browser APIs that jsdom lacks. */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: vi.fn((query: string) => mediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
// Defined, not stubbed: tests' vi.unstubAllGlobals() must not take it away from the tests that follow.
Object.defineProperty(globalThis, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});

// Texts in the default language, as the app starts, with the namespaces of every page.
await initI18n('zh');
await loadAllTexts('zh');

afterEach(() => {
  cleanup();
});
