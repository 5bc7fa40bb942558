import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useSyncExternalStore } from 'react';
import styles from './BackToTop.module.css';

/** Shown once the page is scrolled this far (px), like antd's BackTop. */
const VISIBLE_AFTER = 400;

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** A floating "back to top" button (a light stand-in for antd FloatButton.BackTop, which is heavy). */
export function BackToTop({ label }: { label: string }) {
  const visible = useSyncExternalStore(
    subscribe,
    () => window.scrollY > VISIBLE_AFTER,
    () => false,
  );
  if (!visible) return null;
  return (
    <Button
      className={styles.button}
      shape="circle"
      size="large"
      icon={<VerticalAlignTopOutlined />}
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
