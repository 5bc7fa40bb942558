import type { DictOptions, LocalizedText } from '@mall/shared';
import type { SheetCell } from '../files/sheet-reader';

// Cells into form values, as the add form would hold them. A value that cannot be read is passed on
// as it is, so that the add schema refuses it with its own message.

/** Text, trimmed; an empty cell is ''. A number cell is its digits (a code typed as a number). */
export function text(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

/** Text, or null for an empty cell (an optional field left empty). */
export function optionalText(cell: SheetCell | undefined): string | null {
  const value = text(cell);
  return value === '' ? null : value;
}

/** A number; an empty cell is undefined (required: the schema says so), text that is no number stays text. */
export function number(cell: SheetCell | undefined): unknown {
  if (typeof cell === 'number') return cell;
  const value = text(cell);
  if (value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : value;
}

/** A decimal as text (prices): a number cell written without exponent. */
export function decimal(cell: SheetCell | undefined): string {
  return typeof cell === 'number' ? String(cell) : text(cell);
}

/**
 * A dictionary code from its text in either language (as the export writes it) or the code itself;
 * numeric codes as numbers. An empty cell is undefined; an unknown text stays text (refused).
 */
export function dictCode(cell: SheetCell | undefined, options: DictOptions | undefined): unknown {
  const value = text(cell);
  if (value === '') return undefined;
  const lower = value.toLowerCase();
  const code =
    Object.keys(options ?? {}).find((key) => key === value) ??
    Object.entries(options ?? {}).find(
      ([, label]) => label.zh === value || label.en.toLowerCase() === lower,
    )?.[0];
  if (code === undefined) return value;
  return /^\d+$/.test(code) ? Number(code) : code;
}

const YES: readonly string[] = ['是', 'yes', 'y', 'true', '1'];
const NO: readonly string[] = ['否', 'no', 'n', 'false', '0'];

/** Yes or no from 是/否, Yes/No, true/false or 1/0; empty is `empty`; anything else stays text. */
export function yesNo(cell: SheetCell | undefined, empty = false): unknown {
  if (typeof cell === 'boolean') return cell;
  const value = text(cell).toLowerCase();
  if (value === '') return empty;
  if (YES.includes(value)) return true;
  if (NO.includes(value)) return false;
  return value;
}

/** A bilingual text from one cell: the same text in both languages (edited per language afterwards). */
export function bothLanguages(cell: SheetCell | undefined): LocalizedText {
  const value = text(cell);
  return { zh: value, en: value };
}
