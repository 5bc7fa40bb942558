type Listener = () => void;

/**
 * Which cell is in edit mode (`rowId:key`, or none) when cells are edited on click; each cell subscribes
 * and re-renders only when it enters or leaves edit mode.
 */
export class EditingStore {
  private current: string | null = null;
  private listeners = new Set<Listener>();

  get = (): string | null => this.current;

  set(cell: string | null): void {
    if (this.current === cell) return;
    this.current = cell;
    this.listeners.forEach((listener) => listener());
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}

/** Clicks on these stay in edit mode: they land in a cell's own dropdown, date picker, popup or modal. */
export const KEEP_EDITING_SELECTOR = [
  '.ant-select-dropdown',
  '.ant-picker-dropdown',
  '.ant-dropdown',
  '.ant-popover',
  '.ant-modal-root',
  '.ant-modal-wrap',
].join(',');
