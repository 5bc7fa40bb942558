import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a page renders what is out of sight in
 * a second commit (a transition, in short slices), so that on a slow phone the first one is shorter and
 * the page is on screen and answers input sooner.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; the timeout after it.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);
  return painted;
}
