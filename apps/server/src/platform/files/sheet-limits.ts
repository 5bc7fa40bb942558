import { ErrorKey, type ErrorKeyValue } from '@mall/shared';

const MB = 1024 * 1024;

/**
 * What an uploaded spreadsheet or CSV (an import, a parts list) may hold, checked while it is read: a
 * file past one is refused with that limit named. They bound the memory and time a small hostile file
 * could take (a cell reference far to the right pads its row; a table of millions of empty shared
 * strings; a part that inflates a thousandfold), while the largest real import (100,000 products of
 * about a dozen columns, a 40 MB worksheet) stays well inside each.
 */
export const SHEET_LIMITS = {
  /** Columns of a row, counted to its last cell (a reference far right counts to there). */
  columns: 1_000,
  /** Cells of the whole sheet, empty ones before a row's last cell included. */
  cells: 5_000_000,
  /** Entries of an .xlsx file's shared strings table. */
  sharedStrings: 1_000_000,
  /** Bytes the parts of an .xlsx file inflate to, together. */
  inflatedMb: 256,
  /** How many times its stored size a file may inflate to, judged once past RATIO_FLOOR_BYTES. */
  inflateRatio: 100,
  /** Seconds a file may take to read (the time the reader waits for the rows to be taken not counted). */
  seconds: 30,
  /** Heap of the thread that reads it, in MB: a file that needs more is refused. */
  memoryMb: 512,
} as const;

/** Below this many inflated bytes a small file may inflate as much as it likes (an empty sheet does). */
export const RATIO_FLOOR_BYTES = 1 * MB;
export const INFLATED_MAX_BYTES = SHEET_LIMITS.inflatedMb * MB;

export type SheetLimit = keyof typeof SHEET_LIMITS;

/** The refusal of each limit; its message names the file and the limit. */
export const SHEET_LIMIT_ERRORS: Readonly<Record<SheetLimit, ErrorKeyValue>> = {
  columns: ErrorKey.sheetTooManyColumns,
  cells: ErrorKey.sheetTooManyCells,
  sharedStrings: ErrorKey.sheetTooManyStrings,
  inflatedMb: ErrorKey.sheetInflatesTooMuch,
  inflateRatio: ErrorKey.sheetInflateRatio,
  seconds: ErrorKey.sheetTooSlow,
  memoryMb: ErrorKey.sheetTooMuchMemory,
};

/** A file past one of the limits, as the reading thread throws it. */
export class SheetLimitError extends Error {
  constructor(readonly limit: SheetLimit) {
    super(`sheet past its ${limit} limit`);
    this.name = 'SheetLimitError';
  }
}
