import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  tabs: TabItem[];
  /** The tab list's accessible name. */
  label: string;
  /** The shown tab, when the parent decides it (with `onChange`); otherwise the first, then the clicked one. */
  activeKey?: string;
  onChange?: (key: string) => void;
  /**
   * true (default): hidden panels stay in the page, so their form fields keep values and rules.
   * false: only the shown panel is rendered (a form whose tabs are alternatives, validated one at a time).
   */
  keepHidden?: boolean;
}

/**
 * Light, accessible tabs (a stand-in for antd Tabs, which is heavy for the mall and whose overflow menu
 * puts a non-tab button inside the tab list): the tab list wraps instead of hiding tabs; the arrow, Home
 * and End keys move between tabs; one panel shows at a time. Every panel stays in the page (hidden ones
 * are hidden) unless `keepHidden` is false.
 */
export function Tabs({ tabs, label, activeKey, onChange, keepHidden = true }: TabsProps) {
  const baseId = useId();
  const [ownActive, setOwnActive] = useState(tabs[0]?.key ?? '');
  const active = activeKey ?? ownActive;
  const setActive = (key: string) => {
    setOwnActive(key);
    onChange?.(key);
  };
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const focusTab = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.key);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => setActive(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== active}
          tabIndex={0}
          className={styles.panel}
        >
          {(keepHidden || tab.key === active) && tab.content}
        </div>
      ))}
    </div>
  );
}
