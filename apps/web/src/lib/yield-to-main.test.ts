import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, 'scheduler');
});

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', { value: { yield: yieldTask }, configurable: true });
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it('otherwise resolves in a later task, not before the current one ends', async () => {
    vi.useFakeTimers();
    let resumed = false;
    void yieldToMain().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    expect(resumed).toBe(true);
  });
});
