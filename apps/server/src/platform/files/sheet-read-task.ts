import type { MessagePort } from 'node:worker_threads';
import { readSheetRows } from './sheet-read';
import type { SheetFileKind } from './sheet-reader';
import { SheetLimitError, type SheetLimit } from './sheet-limits';
import type { SheetRow, SheetSource } from './xlsx-rows';

/*
 * The reading thread's side of reading a file (sheet-reader.ts is the other): rows go to `port` a batch at
 * a time, at most READ_AHEAD_BATCHES ahead of the batches taken ('more' asks for one further; 'stop' ends
 * the reading), so a file of any length is never held whole; the last message says how reading ended.
 */

/** Batches a reader sends before waiting for them to be taken. */
export const READ_AHEAD_BATCHES = 2;

export interface ReadTask {
  source: SheetSource;
  kind: SheetFileKind;
  port: MessagePort;
}

export type ReadEnd = 'done' | 'unreadable' | { limit: SheetLimit };

export type ReadMessage = { started: true } | { rows: SheetRow[] } | { end: ReadEnd };

export async function readSheet({ source, kind, port }: ReadTask): Promise<void> {
  let credits = READ_AHEAD_BATCHES;
  let stopped = false;
  let wake: (() => void) | undefined;
  port.on('message', (message: 'more' | 'stop') => {
    if (message === 'stop') stopped = true;
    else credits += 1;
    wake?.();
  });
  const send = (message: ReadMessage) => port.postMessage(message);
  send({ started: true });
  try {
    for await (const rows of readSheetRows(source, kind)) {
      while (credits === 0 && !stopped) await new Promise<void>((resolve) => (wake = resolve));
      if (stopped) break;
      credits -= 1;
      send({ rows });
    }
    send({ end: 'done' });
  } catch (error) {
    send({ end: error instanceof SheetLimitError ? { limit: error.limit } : 'unreadable' });
  } finally {
    port.close();
  }
}
