import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown started with `start` (0 when idle); `reset` stops it at once. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((from: number = seconds) => setLeft(from), [seconds]);
  const reset = useCallback(() => setLeft(0), []);
  return { left, start, reset };
}
