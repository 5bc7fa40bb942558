import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADER_HIDE_OFFSET, useAutoHideHeader } from './use-auto-hide-header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => act(() => scrollTo(0)));

describe('useAutoHideHeader', () => {
  it('hides the header only once scrolled down past 100 px', () => {
    expect(HEADER_HIDE_OFFSET).toBe(100);
    const { result } = renderHook(() => useAutoHideHeader());
    expect(result.current.hidden).toBe(false);
    act(() => scrollTo(60));
    act(() => scrollTo(100));
    expect(result.current.hidden).toBe(false);
    act(() => scrollTo(101));
    expect(result.current.hidden).toBe(true);
    act(() => scrollTo(400));
    expect(result.current.hidden).toBe(true);
  });

  it('shows it again when scrolling up, or when something in it takes the focus', () => {
    const { result } = renderHook(() => useAutoHideHeader());
    act(() => scrollTo(300));
    expect(result.current.hidden).toBe(true);
    act(() => scrollTo(250));
    expect(result.current.hidden).toBe(false);
    act(() => scrollTo(500));
    expect(result.current.hidden).toBe(true);
    act(() => result.current.reveal());
    expect(result.current.hidden).toBe(false);
  });
});
