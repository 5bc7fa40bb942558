import type { CellValue } from './types';

/** What a number cell accepts while typing: an optional minus, digits and at most one decimal point. */
const NUMBER_DRAFT = /^-?\d*\.?\d*$/;
const NUMBER_TEXT = /^-?(?:\d+\.?\d*|\.\d+)$/;
const DECIMALS = 4;

/** The text the number cell keeps after an edit: the typed text if acceptable, else the previous one. */
export function acceptNumberDraft(typed: string, previous: string): string {
  return NUMBER_DRAFT.test(typed) ? typed : previous;
}

/** A number cell's value on blur: the text parsed as a decimal when it is a number, else empty. */
export function parseNumberOnBlur(text: string): number | undefined {
  return NUMBER_TEXT.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** `value` rounded to 4 decimals (table arithmetic never shows binary noise such as 0.30000000000000004). */
export const round4 = (value: number): number => {
  const factor = 10 ** DECIMALS;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

export const addNumbers = (a: number, b: number): number => round4(a + b);
export const multiplyNumbers = (a: number, b: number): number => round4(a * b);

/** How many decimals a number's shortest text has (1e-7 and the like count as 4, the table's most). */
function decimalsOf(value: number): number {
  const text = String(value);
  const point = text.indexOf('.');
  return text.includes('e') ? DECIMALS : point < 0 ? 0 : Math.min(text.length - point - 1, DECIMALS);
}

/**
 * A statistics column's sum as shown: the decimal sum of its values, skipping empty cells, with
 * `precision` decimals (default: as many as its most precise value has, at most 4); '-' when a value is
 * not a number.
 */
export function sumColumn(values: readonly CellValue[], precision?: number): string {
  let sum = 0;
  let decimals = 0;
  for (const value of values) {
    if (value === null || value === undefined || value === '') continue;
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (typeof value === 'boolean' || !Number.isFinite(number) || String(value).trim() === '') return '-';
    sum = addNumbers(sum, number);
    decimals = Math.max(decimals, decimalsOf(number));
  }
  return sum.toFixed(precision ?? decimals);
}
