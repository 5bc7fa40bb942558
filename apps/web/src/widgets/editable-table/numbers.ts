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

/** A statistics column's sum: the integer parts of its values; '-' when a value is not a number. */
export function sumIntegerParts(values: readonly CellValue[]): number | '-' {
  let sum = 0;
  for (const value of values) {
    if (value === null || value === undefined || value === '') continue;
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (typeof value === 'boolean' || !Number.isFinite(number) || String(value).trim() === '') return '-';
    sum += Math.trunc(number);
  }
  return sum;
}
