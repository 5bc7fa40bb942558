import type { ListQuery, PageResult } from '@mall/shared';
import type { RequestContext } from '../context';

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
  /** The records an export holds: the list query's filters, sort and selection, without paging. */
  exportRecords(ctx: RequestContext, query: EntityListQuery): Promise<TRecord[]>;
}
