import { Menu } from 'antd';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface ContextMenuItem {
  key: string;
  label: string;
  disabled?: boolean;
}

interface ContextMenuProps {
  /** Where it opens (viewport coordinates, e.g. the mouse position); null = closed. */
  position: { x: number; y: number } | null;
  items: readonly ContextMenuItem[];
  /** Accessible name of the menu. */
  label: string;
  onSelect: (key: string) => void;
  onClose: () => void;
}

/**
 * A context menu of keyed items at a given position. It takes the keyboard focus, closes on any click or
 * touch outside it, on Escape, on scrolling and when the window loses focus, and gives the focus back.
 */
export function ContextMenu({ position, items, label, onSelect, onClose }: ContextMenuProps) {
  const ref = useRef<HTMLElement>(null);
  const open = position !== null;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const onPointer = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Tab') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('mousedown', onPointer, true);
    document.addEventListener('touchstart', onPointer, true);
    document.addEventListener('contextmenu', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('blur', onClose);
    window.addEventListener('scroll', onClose, true);
    return () => {
      document.removeEventListener('mousedown', onPointer, true);
      document.removeEventListener('touchstart', onPointer, true);
      document.removeEventListener('contextmenu', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('blur', onClose);
      window.removeEventListener('scroll', onClose, true);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!position) return null;
  // Kept inside the viewport.
  const left = Math.max(0, Math.min(position.x, window.innerWidth - 180));
  const top = Math.max(0, Math.min(position.y, window.innerHeight - items.length * 40 - 8));
  return createPortal(
    // A landmark of its own: the menu opens on the page's body, outside the page's landmarks.
    <section
      ref={ref}
      aria-label={label}
      data-testid="context-menu"
      style={{
        position: 'fixed',
        left,
        top,
        zIndex: 1050,
        minWidth: 160,
        boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
        borderRadius: 8,
        background: '#fff',
      }}
    >
      <Menu
        aria-label={label}
        selectable={false}
        style={{ borderInlineEnd: 0, borderRadius: 8 }}
        items={items.map((item) => ({ key: item.key, label: item.label, disabled: item.disabled }))}
        onClick={({ key }) => {
          onClose();
          onSelect(key);
        }}
      />
    </section>,
    document.body,
  );
}
