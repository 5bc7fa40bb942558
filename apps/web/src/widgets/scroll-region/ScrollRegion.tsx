import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './ScrollRegion.module.css';

/**
 * A table (or anything wide) that scrolls sideways inside the page on a narrow screen. While it does, it is
 * a named region in the tab order, so a keyboard can reach it and scroll it with the arrow keys; while all
 * of it fits, it is a plain block and no extra tab stop. An antd table inside scrolls here, not in itself.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region) return undefined;
    const measure = () => setScrolls(region.scrollWidth > region.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    // The content grows as its rows arrive: a table's own size changes then, not the region's.
    region.querySelectorAll('table').forEach((table) => observer.observe(table));
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={styles.region}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}
