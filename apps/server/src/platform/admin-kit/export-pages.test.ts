import { describe, expect, it } from 'vitest';
import { exportPages } from './export';
import type { ExportPage } from './service';

interface Row {
  id: string;
}

/**
 * A list read as the database reads a keyset page (see rowsAfter): the rows after the cursor in the list's
 * order, or none when the cursor row no longer exists. `beforeRead` runs before each read after the first,
 * as another request would between two pages.
 */
function keysetList(ids: string[], beforeRead: (live: string[], reads: number) => void = () => undefined) {
  const live = [...ids];
  let reads = 0;
  const read = async (page: ExportPage): Promise<Row[]> => {
    if (page.after !== undefined) beforeRead(live, ++reads);
    const start = page.after === undefined ? 0 : live.indexOf(page.after) + 1;
    if (page.after !== undefined && start === 0) return [];
    return live.slice(start, start + page.size).map((id) => ({ id }));
  };
  return { read, reads: () => reads };
}

async function exported(read: (page: ExportPage) => Promise<Row[]>, size: number) {
  const ids: string[] = [];
  for await (const page of await exportPages(read, size)) ids.push(...page.map((row) => row.id));
  return ids;
}

const IDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

describe('exportPages', () => {
  it('reads page after page until one comes back short', async () => {
    const list = keysetList(IDS);
    expect(await exported(list.read, 3)).toEqual(IDS);
    expect(list.reads()).toBe(3);
  });

  it('ends a list that fills its last page exactly, writing nothing twice', async () => {
    const list = keysetList(IDS.slice(0, 9));
    expect(await exported(list.read, 3)).toEqual(IDS.slice(0, 9));
  });

  it('reads on after the record before when the last one written was deleted since', async () => {
    // The first page ends with 3: it goes before the second page is read.
    const list = keysetList(IDS, (live, reads) => {
      if (reads === 1) live.splice(live.indexOf('3'), 1);
    });
    expect(await exported(list.read, 3)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('goes further back when several of the last records were deleted, and never repeats a record', async () => {
    const list = keysetList(IDS, (live, reads) => {
      if (reads === 1) {
        live.splice(live.indexOf('2'), 2);
        live.splice(live.indexOf('5'), 1);
      }
    });
    // 2 and 3 were written before they went; 5 went before it was read.
    expect(await exported(list.read, 3)).toEqual(['1', '2', '3', '4', '6', '7', '8', '9', '10']);
  });
});
