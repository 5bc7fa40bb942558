import type { ReactNode } from 'react';
import styles from './MonitorPage.module.css';

/**
 * The region a wide table scrolls sideways in on a narrow screen: focusable and named, so that the
 * keyboard reaches it to scroll (the tables hold nothing else to focus).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={styles.scrollRegion}>
      {children}
    </div>
  );
}
