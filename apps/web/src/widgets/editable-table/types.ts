import type { UploadBiz } from '@mall/shared';
import type { ReactNode } from 'react';

/** The kinds of cell a column can hold. */
export type ColumnType =
  | 'input'
  | 'inputNumber'
  | 'checkbox'
  | 'select'
  | 'multiSelect'
  | 'date'
  | 'datetime'
  | 'inputPop'
  | 'radio'
  | 'upload'
  | 'image'
  | 'file'
  | 'popup'
  | 'selSearch'
  | 'listMulti'
  | 'user'
  | 'depart'
  | 'slot'
  | 'hidden';

/** A cell value as the table stores it. */
export type CellValue = string | number | boolean | null | undefined;

/** One row: its id plus one value per column key. */
export type RowValues = { id: string } & Record<string, CellValue>;

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What a rule's handler and message placeholders know about the cell. */
export interface RuleContext {
  value: CellValue;
  row: RowValues;
  column: EditableColumn;
}

/**
 * One validation rule; the first failing rule of a column wins. `message` may hold ${title}, ${key} and
 * ${defaultValue}. `pattern` is a shortcut name (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money,
 * only) or any other regular expression; `ruleCode` names a check rule of the server.
 */
export interface ValidateRule {
  required?: boolean;
  unique?: boolean;
  pattern?: string | RegExp;
  /**
   * The code of a check rule the value must pass (asked of the server; an empty value skips it): fails
   * with `message`, else the message of the rule's failing step.
   */
  ruleCode?: string;
  /** Resolves to a message when the value fails, nothing when it passes. */
  handler?: (context: RuleContext) => Promise<string | undefined | void> | string | undefined | void;
  message?: string;
}

export interface EditableColumn {
  key: string;
  title: string;
  type: ColumnType;
  /** Pixels or a CSS width; default: 92% split across the visible columns, else 120 px (datetime 200 px). */
  width?: number | string;
  defaultValue?: CellValue;
  validateRules?: readonly ValidateRule[];
  /**
   * Choices of select, multiSelect, listMulti and radio cells (else `dictCode`). A selSearch column without
   * options searches its `dictCode` on the server as the user types.
   */
  options?: readonly ChoiceOption[];
  dictCode?: string;
  /** Checkbox: the stored values when checked and when not (default true / false). */
  customValue?: readonly [CellValue, CellValue];
  /** Select: a typed value that is no option may be kept. */
  allowInput?: boolean;
  /** Select: options can be filtered by typing. */
  allowSearch?: boolean;
  /** User and department cells: several may be chosen (default true); the ids are stored comma-joined. */
  multiple?: boolean;
  disabled?: boolean;
  /** Extra props passed to the cell's antd control. */
  props?: Record<string, unknown>;
  /** Shows the column's decimal sum under the rows, in `props.precision` decimals when set. */
  statistics?: boolean;
  /** Upload, image and file cells: the upload path (default POST /sys/common/upload). */
  action?: string;
  /** Upload, image and file cells: the upload's purpose (default temp). */
  uploadBiz?: UploadBiz;
  /** Upload, image and file cells: the session token header is sent only when true. */
  token?: boolean;
  /** Upload, image and file cells: the answer field holding the stored path (default the result). */
  responseName?: string;
  /** File cells: the download action (default on). */
  allowDownload?: boolean;
  /** File and image cells: the delete action (default on). */
  allowRemove?: boolean;
  /** Upload, image and file cells: the upload button's text. */
  btnText?: string;
  /** Extra settings as JSON; `uploadnum` is how many files an upload cell keeps (default 1). */
  fieldExtendJson?: string;
  /** Popup cells: the picker modal (a business picker); default: a search over the column's options. */
  renderPicker?: (props: PopupPickerProps) => ReactNode;
  /** Slot cells: draws the cell. */
  render?: (context: { value: CellValue; row: RowValues; setValue: (value: CellValue) => void }) => ReactNode;
}

/**
 * What a popup cell gives its picker modal. `onOk` stores the chosen value and may fill other cells of the
 * row (`extra`, by column key).
 */
export interface PopupPickerProps {
  open: boolean;
  column: EditableColumn;
  value: CellValue;
  row: RowValues;
  onOk(value: CellValue, extra?: Readonly<Record<string, CellValue>>): void;
  onCancel(): void;
}

/** The result of reading every row with validation. */
export interface ValidatedValues {
  values: RowValues[];
  errorCount: number;
  deletedIds: string[];
}

/** What a parent can do with the table through its ref. */
export interface EditableTableHandle {
  getValues(): RowValues[];
  getValuesWithValidation(): Promise<ValidatedValues>;
  getDeletedIds(): string[];
  getSelectedIds(): string[];
  addRows(rows?: readonly Partial<RowValues>[]): string[];
  setValues(rows: readonly RowValues[]): void;
  clearValidation(): void;
}
