import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PAGE_SIZE_OPTIONS } from '@mall/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagerItems } from './pager-items';
import styles from './Pager.module.css';

interface PagerProps {
  /** The current page, from 1. */
  current: number;
  pageSize: number;
  total: number;
  /** A new page, or page 1 with a new page size. */
  onChange: (pageNo: number, pageSize: number) => void;
  /** The range text, e.g. "1-10 of 50 items"; the list pages' wording by default. */
  totalText?: (range: { start: number; end: number; total: number }) => string;
  className?: string;
}

/**
 * Server paging for the mall's lists: range and total, previous and next, the page numbers, the page size
 * (10/20/30) and a page to jump to. Native controls, so the buyer's pages carry no antd select; the admin
 * lists keep antd's pagination in their tables.
 */
export function Pager({ current, pageSize, total, onChange, totalText, className }: PagerProps) {
  const { t } = useTranslation();
  const [jumpTo, setJumpTo] = useState('');
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const start = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const end = Math.min(total, current * pageSize);
  const range = { start, end, total };

  const go = (page: number) => {
    const target = Math.min(pageCount, Math.max(1, page));
    if (target !== current) onChange(target, pageSize);
  };
  const jump = () => {
    const page = Number.parseInt(jumpTo, 10);
    setJumpTo('');
    if (Number.isFinite(page)) go(page);
  };

  return (
    <nav className={[styles.pager, className].filter(Boolean).join(' ')} aria-label={t('pager.label')}>
      <span className={styles.total}>{totalText ? totalText(range) : t('list.total', range)}</span>
      <ul className={styles.pages}>
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label={t('pager.previous')}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {pagerItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            // A gap's place in the list is its identity: there is at most one on either side of the current page.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={t('pager.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label={t('pager.next')}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
      <select
        className={styles.size}
        aria-label={t('pager.pageSizeLabel')}
        value={pageSize}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {t('pager.pageSize', { size })}
          </option>
        ))}
      </select>
      <label className={styles.jump}>
        {t('pager.jumpTo')}
        <input
          className={styles.jumpInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          value={jumpTo}
          onChange={(event) => setJumpTo(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') jump();
          }}
          onBlur={() => jumpTo && jump()}
        />
        {t('pager.jumpSuffix')}
      </label>
    </nav>
  );
}
