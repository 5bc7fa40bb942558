import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import styles from './BackToTop.module.css';

/** Shown once the page is scrolled this far (px), like antd's BackTop. */
export const VISIBLE_AFTER = 400;

/**
 * A floating "back to top" button (a light stand-in for antd FloatButton.BackTop, which is heavy). The
 * scroll position is read only when the page scrolls: reading it while the page mounts would force the
 * browser to lay out the whole new page in the middle of React's commit.
 */
export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > VISIBLE_AFTER);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
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
