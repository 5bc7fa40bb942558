import { insertAfter, isTempId, moveIds, moveIdTo, sortNumbers, tempId } from './row-ops';
import type { CellValue, EditableColumn, RowValues } from './types';

/** A row as its cells read it: the values and each validated cell's message (null: passed). */
export interface RowState {
  values: RowValues;
  errors: Readonly<Record<string, string | null>>;
}

type Listener = () => void;

/**
 * The table's rows outside React: each row is one immutable snapshot that only its own cells subscribe to,
 * so typing in a cell re-renders that row alone. The order (a list of ids) has its own subscribers.
 */
export class RowStore {
  private states = new Map<string, RowState>();
  private order: readonly string[] = [];
  private deleted: string[] = [];
  private rowListeners = new Map<string, Set<Listener>>();
  private orderListeners = new Set<Listener>();
  private valueListeners = new Set<Listener>();
  private version = 0;

  constructor(
    private columns: readonly EditableColumn[],
    private sortKey: string | undefined,
  ) {}

  setColumns(columns: readonly EditableColumn[], sortKey: string | undefined): void {
    this.columns = columns;
    this.sortKey = sortKey;
  }

  /** Replaces every row (ids kept, or temporary ones given) and forgets deletions. */
  reset(rows: readonly Partial<RowValues>[]): void {
    this.states.clear();
    this.deleted = [];
    const ids = rows.map((row) => this.put(row));
    this.setOrder(ids);
    // A row kept under the same id holds new values: its cells read them again.
    for (const id of ids) this.rowListeners.get(id)?.forEach((listener) => listener());
  }

  getOrder = (): readonly string[] => this.order;
  getRow = (id: string): RowState | undefined => this.states.get(id);
  values = (): RowValues[] => this.order.map((id) => this.states.get(id)?.values as RowValues);
  deletedIds = (): string[] => [...this.deleted];
  /** Changes whenever a value or the order does. */
  valuesVersion = (): number => this.version;

  subscribeRow = (id: string, listener: Listener): (() => void) => {
    let listeners = this.rowListeners.get(id);
    if (!listeners) this.rowListeners.set(id, (listeners = new Set()));
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  subscribeOrder = (listener: Listener): (() => void) => {
    this.orderListeners.add(listener);
    return () => void this.orderListeners.delete(listener);
  };
  /** Called on any value change (statistics). */
  subscribeValues = (listener: Listener): (() => void) => {
    this.valueListeners.add(listener);
    return () => void this.valueListeners.delete(listener);
  };

  setCell(id: string, key: string, value: CellValue): void {
    const state = this.states.get(id);
    if (!state || Object.is(state.values[key], value)) return;
    this.update(id, { ...state, values: { ...state.values, [key]: value } });
    this.notifyValues();
  }

  setError(id: string, key: string, message: string | null | undefined): void {
    const state = this.states.get(id);
    if (!state || state.errors[key] === message) return;
    const errors = { ...state.errors };
    if (message === undefined) delete errors[key];
    else errors[key] = message;
    this.update(id, { ...state, errors });
  }

  clearErrors(): void {
    for (const [id, state] of this.states)
      if (Object.keys(state.errors).length) this.update(id, { ...state, errors: {} });
  }

  /** Adds rows (new ones get temporary ids and the columns' default values) after `afterId`, else at the end. */
  add(rows: readonly Partial<RowValues>[], afterId?: string): string[] {
    const ids = rows.map((row) => this.put(row));
    this.setOrder(insertAfter(this.order, afterId, ids));
    return ids;
  }

  /** Removes rows; the ids the server knows (not temporary) are kept to report on save. */
  remove(ids: ReadonlySet<string>): void {
    if (ids.size === 0) return;
    for (const id of ids) {
      if (!this.states.delete(id)) continue;
      if (!isTempId(id)) this.deleted.push(id);
    }
    this.setOrder(this.order.filter((id) => !ids.has(id)));
  }

  move(ids: ReadonlySet<string>, step: -1 | 1): void {
    this.setOrder(moveIds(this.order, ids, step));
  }

  /** Moves one row to `index` of the order (a drag); the sort-number column follows. */
  moveTo(id: string, index: number): void {
    this.setOrder(moveIdTo(this.order, id, index));
  }

  private put(row: Partial<RowValues>): string {
    const id = row.id ?? tempId();
    const values: RowValues = { id };
    for (const column of this.columns) {
      values[column.key] = column.key in row ? row[column.key] : column.defaultValue;
    }
    for (const [key, value] of Object.entries(row)) if (!(key in values)) values[key] = value;
    this.states.set(id, { values, errors: {} });
    return id;
  }

  private setOrder(order: readonly string[]): void {
    this.order = order;
    const { sortKey } = this;
    if (sortKey) {
      for (const [id, number] of sortNumbers(order)) {
        const state = this.states.get(id);
        if (state && state.values[sortKey] !== number)
          this.update(id, { ...state, values: { ...state.values, [sortKey]: number } });
      }
    }
    this.orderListeners.forEach((listener) => listener());
    this.notifyValues();
  }

  private notifyValues(): void {
    this.version += 1;
    this.valueListeners.forEach((listener) => listener());
  }

  private update(id: string, state: RowState): void {
    this.states.set(id, state);
    this.rowListeners.get(id)?.forEach((listener) => listener());
  }
}
