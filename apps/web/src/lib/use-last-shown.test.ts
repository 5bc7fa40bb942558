import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastShown } from './use-last-shown';

describe('useLastShown', () => {
  it('keeps the last record once it is cleared, and follows the next one', () => {
    const first = { username: 'first' };
    const second = { username: 'second' };
    const { result, rerender } = renderHook(({ value }) => useLastShown(value), {
      initialProps: { value: null as { username: string } | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: first });
    expect(result.current).toBe(first);
    rerender({ value: null });
    expect(result.current).toBe(first);
    rerender({ value: second });
    expect(result.current).toBe(second);
    rerender({ value: null });
    expect(result.current).toBe(second);
  });
});
