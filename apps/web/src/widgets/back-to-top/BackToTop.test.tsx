import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToTop, VISIBLE_AFTER } from './BackToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('BackToTop', () => {
  afterEach(() => scrollTo(0));

  it('appears once the page is scrolled past the threshold and hides again near the top', () => {
    render(<BackToTop label="Back to top" />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(VISIBLE_AFTER + 1);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollTo(VISIBLE_AFTER);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('does not read the scroll position while mounting (that forces a layout of the new page)', () => {
    const read = vi.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { get: read, configurable: true });
    render(<BackToTop label="Back to top" />);
    expect(read).not.toHaveBeenCalled();
  });

  it('scrolls to the top when pressed', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<BackToTop label="Back to top" />);
    scrollTo(VISIBLE_AFTER + 100);
    act(() => screen.getByRole('button', { name: 'Back to top' }).click());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scroll.mockRestore();
  });
});
