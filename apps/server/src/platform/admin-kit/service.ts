import type { ListQuery, PageResult } from '@mall/shared';
import type { RequestContext } from '../context';
import type { KeysetPage } from '../http/list';

/** A list query as the list route parsed it: paging, sort, whitelisted filters and any unknown key. */
export type EntityListQuery = ListQuery & Record<string, unknown>;

/**
 * What the kit's routes call. `tableService` builds one from a table; an entity with special rules passes
 * hooks to it, or spreads it and replaces a function (`{ ...tableService(...), remove: myRemove }`).
 * `TForm` is what get, add and edit answer: the record, or the definition's `form` where it has one.
 */
export interface EntityService<TRecord, TAdd, TEdit, TForm = TRecord> {
  list(ctx: RequestContext, query: EntityListQuery): Promise<PageResult<TRecord>>;
  /** One record of the caller's tenant; another tenant's or an unknown id is a 404. */
  get(ctx: RequestContext, id: string): Promise<TForm>;
  add(ctx: RequestContext, body: TAdd): Promise<TForm>;
  edit(ctx: RequestContext, body: TEdit): Promise<TForm>;
  /** Deletes records of the caller's tenant, answering how many went; others' ids are not touched. */
  remove(ctx: RequestContext, ids: readonly string[]): Promise<number>;
  /**
   * One page of the records an export holds: the list query's filters, sort and selection, up to
   * `page.size` records after the one whose id is `page.after` in the list's order (planList's keyset
   * page). The export reads page after page, each after the last record of the one before, until one
   * comes back short.
   */
  exportRecords(ctx: RequestContext, query: EntityListQuery, page: ExportPage): Promise<TRecord[]>;
  /**
   * Saves the valid add forms of an import; answers, per form, null when it went in or why it did not
   * (in the caller's language). Absent: each form goes through `add`.
   */
  importBatch?(ctx: RequestContext, forms: readonly TAdd[]): Promise<(string | null)[]>;
}

/** A page of an export's records: `size` records after the record whose id is `after`. */
export type ExportPage = KeysetPage;
