import { MessageChannel } from 'node:worker_threads';
import { ErrorKey } from '@mall/shared';
import { AppError } from '../http/app-error';
import { filePool, outOfMemory } from '../workers/pool';
import { READ_AHEAD_BATCHES, type ReadEnd, type ReadMessage, type ReadTask } from './sheet-read-task';
import { SHEET_LIMIT_ERRORS, SHEET_LIMITS, type SheetLimit } from './sheet-limits';
import type { SheetRow, SheetSource } from './xlsx-rows';

export type { SheetRow, SheetSource } from './xlsx-rows';

/** One cell as an import reads it: text, number, yes/no, a date, or nothing. */
export type SheetCell = string | number | boolean | Date | null;

/** The kinds of spreadsheet an import reads: .xlsx (zip) and the old binary .xls (OLE2). */
export type SheetKind = 'xlsx' | 'xls';

/** The kinds of file read as a sheet: the spreadsheets and CSV. */
export type SheetFileKind = SheetKind | 'csv';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The kind of a file by its first bytes (whatever its name says), or null when it is neither. */
export function sheetKindOf(head: Buffer): SheetKind | null {
  if (ZIP_MAGIC.every((byte, i) => head[i] === byte)) return 'xlsx';
  if (OLE_MAGIC.every((byte, i) => head[i] === byte)) return 'xls';
  return null;
}

/** Time the reading thread has spent on a file, counted only while it has rows to make. */
function readingClock(limitMs: number, expire: () => void) {
  let spent = 0;
  let since: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  return {
    expired: false,
    run() {
      if (since !== undefined) return;
      since = performance.now();
      timer = setTimeout(() => {
        this.expired = true;
        expire();
      }, limitMs - spent);
    },
    pause() {
      if (since === undefined) return;
      spent += performance.now() - since;
      since = undefined;
      clearTimeout(timer);
    },
  };
}

/** The refusal of a file past `limit`, naming the file and the limit. */
const pastLimit = (limit: SheetLimit, fileName: string) =>
  new AppError(400, SHEET_LIMIT_ERRORS[limit], { params: { file: fileName, max: SHEET_LIMITS[limit] } });

/**
 * The rows of the first sheet of the file `source` (named `fileName`), read as a file of `kind` by a
 * reading thread (the main thread only takes the rows), a batch at a time, within SHEET_LIMITS: a file
 * past one is refused (400) naming it, one that cannot be read at all with `unreadable`. Stopping early
 * (leaving the loop) stops the reading.
 */
export async function* readSheet(
  source: SheetSource,
  kind: SheetFileKind,
  fileName: string,
  unreadable: () => AppError,
): AsyncGenerator<SheetRow[]> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  const batches: SheetRow[][] = [];
  let started = false;
  let end: ReadEnd | undefined;
  let outstanding = 0;
  let wake = () => {};
  const clock = readingClock(SHEET_LIMITS.seconds * 1000, () => abort.abort());
  port1.on('message', (message: ReadMessage) => {
    if ('started' in message) {
      started = true;
      outstanding = READ_AHEAD_BATCHES;
      clock.run();
    } else if ('rows' in message) {
      batches.push(message.rows);
      outstanding -= 1;
      if (outstanding === 0) clock.pause();
    } else {
      end = message.end;
      clock.pause();
    }
    wake();
  });
  const task: ReadTask = { source, kind, port: port2 };
  filePool(SHEET_LIMITS.memoryMb)
    .run(task, { name: 'readSheet', transferList: [port2], signal: abort.signal })
    .catch((error: unknown) => {
      clock.pause();
      end ??= clock.expired
        ? { limit: 'seconds' }
        : outOfMemory(error)
          ? { limit: 'memoryMb' }
          : 'unreadable';
      wake();
    });
  try {
    for (;;) {
      const batch = batches.shift();
      if (batch) {
        if (end === undefined) {
          outstanding += 1;
          clock.run();
          port1.postMessage('more');
        }
        yield batch;
        continue;
      }
      if (end === 'done') return;
      if (end === 'unreadable') throw unreadable();
      if (end) throw pastLimit(end.limit, fileName);
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    clock.pause();
    if (end === undefined) {
      // Taken no further: a queued task leaves the queue, a running one stops at its next batch.
      if (started) port1.postMessage('stop');
      else abort.abort();
    }
    port1.close();
  }
}

/**
 * The rows of the first worksheet of the spreadsheet named `fileName` at `path`, as an import reads them;
 * a file that cannot be read as one (a damaged archive, a worksheet that is not XML) is refused with the
 * file's name.
 */
export async function* sheetRows(
  path: string,
  kind: SheetKind,
  fileName: string,
): AsyncGenerator<SheetCell[]> {
  const unreadable = () => new AppError(400, ErrorKey.importUnreadable, { params: { file: fileName } });
  for await (const rows of readSheet({ path }, kind, fileName, unreadable)) {
    for (const row of rows) yield row.cells;
  }
}
