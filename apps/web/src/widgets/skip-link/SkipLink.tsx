import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styles from './SkipLink.module.css';

/** The class of the element a skip link leads to (it takes the focus without a ring around the page). */
export const skipTargetClass = styles.target;

/** The page's first tab stop, out of sight until focused: it moves the focus to the element `targetId`. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      className={styles.skipLink}
      onClick={(event) => {
        // Focus moves to the content without touching the URL (the router owns it).
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {t('header.skipToContent')}
    </a>
  );
}

/**
 * After the router shows another page, the focus goes to that page's content (the element `targetId`, which
 * needs tabIndex -1) instead of being left on the page's body when the link followed went away; a
 * keyboard then goes on from the new page, and a screen reader reads it. The first page keeps the
 * browser's focus.
 */
export function useFocusContentOnPageChange(targetId: string) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
}
