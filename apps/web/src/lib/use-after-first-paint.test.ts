import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('useAfterFirstPaint', () => {
  it('is false on the first render and true once a frame has been painted', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(async () => {
      await frame();
      await frame();
    });
    expect(result.current).toBe(true);
  });

  it('stays false when the component leaves before the paint', async () => {
    const { result, unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    await act(frame);
    expect(result.current).toBe(false);
  });
});
