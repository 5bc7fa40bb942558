import { useCallback, useEffect, useRef, useState } from 'react';

/** Scrolled further than this (px), the mall header hides while scrolling down and returns when scrolling up. */
export const HEADER_HIDE_OFFSET = 100;

/**
 * Whether the header is hidden: past 100 px while scrolling down. Scrolling up, or focusing something in the
 * header (keyboard users), shows it again.
 */
export function useAutoHideHeader(): { hidden: boolean; reveal: () => void } {
  const [hidden, setHidden] = useState(false);
  const lastScrollY = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HEADER_HIDE_OFFSET && y > lastScrollY.current);
      lastScrollY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const reveal = useCallback(() => setHidden(false), []);
  return { hidden, reveal };
}
