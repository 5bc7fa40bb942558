import {
  ErrorKey,
  IMPORT_REASON_TITLE,
  pickLocalized,
  type EntityDefinition,
  type LocalizedText,
} from '@mall/shared';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { RequestContext } from '../context';
import type { SheetCell } from '../files/sheet-reader';
import { AppError } from '../http/app-error';
import { translate } from '../i18n/translate';
import type { ErrorSheet } from './import-error-sheet';
import { issuesReason, saveEach, type IssueColumn } from './import-reason';
import type { EntityService } from './service';

/** One data row of an import: its cells by column key (the header row says which column is which). */
export type ImportCells = Readonly<Record<string, SheetCell>>;

/** How an entity's rows become add forms: what the kit cannot know about the entity. */
export interface EntityImporter {
  /**
   * The add form of one record from its rows (one row, or the rows `groupBy` joins); the add schema
   * validates it next, so this only reshapes cells (see import-cells.ts).
   */
  toForm(rows: readonly ImportCells[], ctx: RequestContext): unknown;
  /** Consecutive rows with the same non-empty value in this column are one record (e.g. a product's styles). */
  groupBy?: string;
  /** The column of a schema issue's path (default: its first segment), to name it in the reason. */
  issueColumn?: IssueColumn;
  /**
   * The schema of an imported record when it is more than the add form (e.g. a dictionary with its items,
   * a parent named by its code); the service's `importBatch` then saves such forms. Default: the add schema.
   */
  schema?: ZodType;
  /** The tables an import writes: their statistics are brought up to date before it answers. */
  writes: readonly PgTable[];
}

/** How many rows a file held, went in and were kept out. */
export interface ImportTally {
  total: number;
  saved: number;
  failed: number;
}

/** How many records are saved together. */
export const IMPORT_BATCH_SIZE = 1_000;

/** How many batches are saved at once. */
export const IMPORT_SAVES_IN_FLIGHT = 2;

type AnyService = EntityService<Record<string, unknown>, never, never, Record<string, unknown>>;

interface Pending {
  form: Record<string, unknown>;
  rows: SheetCell[][];
}

/** The header row's text as matched: trimmed, spaces collapsed, case ignored. */
const normal = (text: SheetCell) =>
  String(text ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Column index → column key, by the titles in either language; null when no header cell is known. */
function headerKeys(header: readonly SheetCell[], titles: Readonly<Record<string, LocalizedText>>) {
  const byTitle = new Map<string, string>();
  for (const [key, title] of Object.entries(titles)) {
    byTitle.set(normal(title.zh), key);
    byTitle.set(normal(title.en), key);
  }
  const keys = header.map((cell) => byTitle.get(normal(cell)));
  return keys.some(Boolean) ? keys : null;
}

const isEmpty = (cell: SheetCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/**
 * Reads one file's rows into `definition`'s records: the first non-empty row is the header (the export's
 * titles and the import's own, either language); each record's form is validated by the add schema and
 * its unique fields checked against the file's earlier rows, then saved in batches by the service
 * (`importBatch`, else `add` per record), which checks them against the stored records. A row that fails
 * goes to `errors` as it was read, with its reason; the rest are saved.
 */
export async function importRows(
  ctx: RequestContext,
  definition: EntityDefinition,
  service: AnyService,
  importer: EntityImporter,
  rows: AsyncIterable<SheetCell[]>,
  fileName: string,
  errors: ErrorSheet,
): Promise<ImportTally> {
  const titles = definition.importTitles;
  const tally: ImportTally = { total: 0, saved: 0, failed: 0 };
  const seen = new Map<string, Set<string>>((definition.unique ?? []).map((field) => [field, new Set()]));
  let header: SheetCell[] | undefined;
  let keys: (string | undefined)[] = [];
  let group: SheetCell[][] = [];
  let groupValue: string | undefined;
  let batch: Pending[] = [];

  const fail = async (rows: SheetCell[][], reason: string) => {
    tally.failed += rows.length;
    for (const row of rows) await errors.add(fileName, header ?? [], row, reason);
  };

  // Batches are saved while the next is read, up to IMPORT_SAVES_IN_FLIGHT at once (each in its own
  // transaction, so the database works on one while this process prepares the next); their outcomes are
  // counted and written to the error file in the file's order.
  const inFlight: Promise<void>[] = [];
  let reported: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batch.length === 0) return;
    const pending = batch;
    batch = [];
    if (inFlight.length >= IMPORT_SAVES_IN_FLIGHT) await inFlight.shift();
    const reasons = save(pending);
    reasons.catch(() => undefined);
    const done = reported.then(async () => report(pending, await reasons));
    // Handled here so that a failure waits for the next await of `done` rather than ending the process.
    done.catch(() => undefined);
    reported = done;
    inFlight.push(done);
  };
  const save = (pending: Pending[]) =>
    service.importBatch
      ? service.importBatch(
          ctx,
          pending.map((item) => item.form as never),
        )
      : addEach(ctx, service, pending);
  const report = async (pending: Pending[], reasons: readonly (string | null)[]) => {
    for (const [i, item] of pending.entries()) {
      const reason = reasons[i];
      if (reason) await fail(item.rows, reason);
      else tally.saved += item.rows.length;
    }
  };

  const take = async (rows: SheetCell[][]) => {
    if (rows.length === 0) return;
    const cells = rows.map((row) => cellsOf(keys, row));
    const parsed = (importer.schema ?? definition.add).safeParse(importer.toForm(cells, ctx), {
      reportInput: true,
    });
    if (!parsed.success) {
      await fail(rows, issuesReason(parsed.error, ctx.locale, titles, importer.issueColumn));
      return;
    }
    const form = parsed.data as Record<string, unknown>;
    for (const [field, values] of seen) {
      const value = form[field];
      if (value === undefined || value === null) continue;
      const text = String(value);
      if (values.has(text)) {
        const title = pickLocalized(
          titles[field] ?? definition.fields[field]?.title ?? { zh: field, en: field },
          ctx.locale,
        );
        await fail(rows, translate(ctx.locale, ErrorKey.importDuplicateInFile, { field: title }));
        return;
      }
    }
    for (const [field, values] of seen) {
      const value = form[field];
      if (value !== undefined && value !== null) values.add(String(value));
    }
    batch.push({ form, rows });
    if (batch.length >= IMPORT_BATCH_SIZE) await flush();
  };

  const groupColumn = importer.groupBy;
  let groupIndex = -1;
  for await (const row of rows) {
    if (row.every(isEmpty)) continue;
    if (!header) {
      const found = headerKeys(row, titles);
      if (!found) throw new AppError(400, ErrorKey.importNoHeader, { params: { file: fileName } });
      header = row;
      keys = found;
      // The column cellsOf reads the group's value from (the last of that title).
      groupIndex = groupColumn ? keys.lastIndexOf(groupColumn) : -1;
      continue;
    }
    tally.total += 1;
    if (!groupColumn) {
      await take([row]);
      continue;
    }
    const value = String(row[groupIndex] ?? '').trim();
    if (group.length > 0 && (value === '' || value !== groupValue)) {
      await take(group);
      group = [];
    }
    group.push(row);
    groupValue = value;
  }
  await take(group);
  await flush();
  await Promise.all(inFlight);
  if (!header) throw new AppError(400, ErrorKey.importNoHeader, { params: { file: fileName } });
  return tally;
}

function cellsOf(keys: readonly (string | undefined)[], row: readonly SheetCell[]): ImportCells {
  const cells: Record<string, SheetCell> = {};
  keys.forEach((key, i) => {
    if (key) cells[key] = row[i] ?? null;
  });
  return cells;
}

/** Saves each form with the service's add, as the add form would: its refusal is the row's reason. */
async function addEach(ctx: RequestContext, service: AnyService, pending: readonly Pending[]) {
  return saveEach(ctx.locale, pending, async (item) => {
    await service.add(ctx, item.form as never);
  });
}

/** The error file's reason column title in the caller's language. */
export const reasonTitle = (ctx: Pick<RequestContext, 'locale'>) =>
  pickLocalized(IMPORT_REASON_TITLE, ctx.locale);
