import { ErrorKey, pickLocalized, type EntityDefinition } from '@mall/shared';
import {
  and,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RequestContext } from '../context';
import type { Database } from '../db/client';
import { inTransaction } from '../db/transaction';
import { refusingDuplicates, uniqueViolationOf } from '../db/unique-violation';
import { updateVersioned, type VersionedTable } from '../db/versioned-update';
import { AppError } from '../http/app-error';
import { fieldKeyError } from '../http/field-error';
import { escapeLike, planList, type ListFilter, type ListSpec } from '../http/list';
import { superQuerySpec, type SuperQueryTarget } from '../http/super-query';
import type { MessageKey } from '../i18n/messages';
import { newId } from '../ids';
import { inTenant } from '../tenancy';
import { refusalReason, saveEach } from './import-reason';
import type { EntityListQuery, EntityService, ExportPage } from './service';

/** A tenant's table the kit writes: an id, the tenant, audit columns, and a version when versioned. */
export type EntityTable = PgTable & { id: PgColumn; tenantId: PgColumn; createTime: PgColumn } & Partial<
    Pick<VersionedTable, 'version' | 'updateBy' | 'updateTime'>
  >;

/** A form as its schema parsed it. */
type FormOf<TSchema extends z.ZodType> = z.output<TSchema>;
type Row<T extends EntityTable> = T['$inferSelect'];
type Values<T extends EntityTable> = Partial<T['$inferInsert']>;

export interface TableServiceOptions<TTable extends EntityTable, TRecord, TAdd, TEdit> {
  table: TTable;
  toRecord(row: Row<TTable>, ctx: RequestContext): TRecord;
  /** The stored columns of a form (default: the form's fields as they are). */
  toValues?(body: TAdd | Omit<TEdit, 'id' | 'version'>, ctx: RequestContext): Values<TTable>;
  /** The refusal of a unique field's taken value (default: error.valueTaken naming the field's title). */
  uniqueMessages?: Readonly<Record<string, MessageKey>>;
  /** The rows the entity counts (e.g. not soft-deleted): every read and write is narrowed to them. */
  live?: SQL;
  /** Filters no column answers directly: the condition for a non-empty value. */
  filters?: Readonly<Record<string, (value: unknown) => SQL | undefined>>;
  /** Where advanced-query fields no column of the same name holds are read (e.g. a link table's ids). */
  superQueryTargets?: Readonly<Record<string, SuperQueryTarget>>;
  /**
   * Columns of a new row the server makes (e.g. a code spelled from the parent's), in the add's
   * transaction after `beforeAdd`.
   */
  serverValues?(ctx: RequestContext, body: TAdd, tx: Database): Promise<Values<TTable>>;
  /** Entity rules run in the write's transaction, before the write; throw an AppError to refuse. */
  beforeAdd?(ctx: RequestContext, body: TAdd, tx: Database): Promise<void>;
  beforeEdit?(ctx: RequestContext, body: TEdit, existing: Row<TTable>, tx: Database): Promise<void>;
  beforeDelete?(ctx: RequestContext, ids: readonly string[], tx: Database): Promise<void>;
}

/** The column of each field, by the table's property names. */
function columnsOf(table: EntityTable): Record<string, AnyColumn> {
  return getTableColumns(table) as Record<string, AnyColumn>;
}

/** The list's whitelists: each filter and sortable field's column (or custom condition). */
function listSpecOf<T extends EntityTable>(
  definition: EntityDefinition,
  table: T,
  custom: TableServiceOptions<T, unknown, unknown, unknown>['filters'] = {},
  superQueryTargets: Readonly<Record<string, SuperQueryTarget>> = {},
): ListSpec {
  const columns = columnsOf(table);
  const column = (name: string) => {
    const found = columns[name];
    if (!found) throw new Error(`${definition.name}: the table has no column for field ${name}`);
    return found;
  };
  const filters: Record<string, ListFilter> = {};
  for (const name of definition.filterFields) {
    const field = definition.fields[name]!;
    const condition = custom[name];
    if (condition) filters[name] = { condition };
    else if (field.type === 'localized') filters[name] = { condition: localizedLike(column(name)) };
    else if (field.alsoMatches?.length)
      filters[name] = { condition: anyLike([name, ...field.alsoMatches].map(column)) };
    else filters[name] = { column: column(name), match: field.filter ?? 'eq' };
  }
  return {
    sortColumns: Object.fromEntries(definition.sortColumns.map((name) => [name, column(name)])),
    defaultSort: { column: column(definition.defaultSort.column), order: definition.defaultSort.order },
    tieBreaker: table.id,
    filters,
    superQuery:
      Object.keys(definition.superQueryFields).length > 0
        ? superQuerySpec(definition.superQueryFields, (name) => superQueryTargets[name] ?? column(name))
        : undefined,
  };
}

/** Contains, in either language, for a jsonb { zh, en } column. */
const localizedLike = (column: AnyColumn) => (value: unknown) => {
  const text = String(value ?? '').trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(sql`${column}->>'zh'`, pattern), ilike(sql`${column}->>'en'`, pattern));
};

/** Contains (the original client's surrounding asterisks dropped), in any of `columns`. */
const anyLike = (columns: AnyColumn[]) => (value: unknown) => {
  const text = String(value ?? '').replace(/^\*+|\*+$/g, '');
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
};

/** Unique index name → the unique field whose column it covers (besides the tenant). */
function uniqueIndexFields(definition: EntityDefinition, table: EntityTable): Map<string, string> {
  const columns = columnsOf(table);
  const byIndex = new Map<string, string>();
  for (const index of getTableConfig(table).indexes) {
    if (!index.config.unique || !index.config.name) continue;
    const names = index.config.columns.map((part) => (part as { name?: string }).name);
    const field = (definition.unique ?? []).find((name) => names.includes(columns[name]?.name));
    if (field) byIndex.set(index.config.name, field);
  }
  return byIndex;
}

/**
 * The default service of a tenant-scoped table: every query and write is scoped to the caller's tenant
 * here, once; unique fields are checked before a write and a racing duplicate (the index's violation) is
 * the same field error; a versioned entity's edit applies only to the version the form read (else 409).
 */
/**
 * The service `tableService` builds: the kit's calls, and `holds`, the one uniqueness check of a unique
 * field that the add and edit checks use and `/sys/duplicate/check` asks.
 */
export interface TableEntityService<TRecord, TAdd, TEdit> extends EntityService<TRecord, TAdd, TEdit> {
  holds(ctx: RequestContext, field: string, value: unknown, exceptId?: string): Promise<boolean>;
}

export function tableService<TDefinition extends EntityDefinition, TTable extends EntityTable, TRecord>(
  definition: TDefinition,
  options: TableServiceOptions<TTable, TRecord, FormOf<TDefinition['add']>, FormOf<TDefinition['edit']>>,
): TableEntityService<TRecord, FormOf<TDefinition['add']>, FormOf<TDefinition['edit']>> {
  type TEdit = FormOf<TDefinition['edit']>;
  const { table } = options;
  const spec = listSpecOf(definition, table, options.filters, options.superQueryTargets);
  const columns = columnsOf(table);
  const indexFields = uniqueIndexFields(definition, table);
  const scope = (ctx: RequestContext) => and(inTenant(table.tenantId, ctx.tenantId), options.live);
  const toValues = options.toValues ?? ((body) => body as Values<TTable>);

  const taken = (ctx: RequestContext, field: string) =>
    fieldKeyError(ctx.locale, field, options.uniqueMessages?.[field] ?? ErrorKey.valueTaken, {
      field: pickLocalized(definition.fields[field]?.title ?? { zh: field, en: field }, ctx.locale),
    });

  /** Whether a row of the caller's tenant other than `exceptId` holds `value` in the unique `field`. */
  async function holds(ctx: RequestContext, field: string, value: unknown, exceptId?: string) {
    const [holder] = await ctx.db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(and(scope(ctx), eq(columns[field]!, value), exceptId ? ne(table.id, exceptId) : undefined))
      .limit(1);
    return holder !== undefined;
  }

  async function assertUniqueFree(ctx: RequestContext, body: object, exceptId?: string) {
    for (const field of definition.unique ?? []) {
      const value = (body as Record<string, unknown>)[field];
      if (value === undefined || value === null) continue;
      if (await holds(ctx, field, value, exceptId)) throw taken(ctx, field);
    }
  }

  const refusingTaken = <T>(ctx: RequestContext, work: () => Promise<T>) =>
    refusingDuplicates(work, (index) => {
      const field = indexFields.get(index);
      return field ? taken(ctx, field) : undefined;
    });

  async function findRow(ctx: RequestContext, id: string, db: Database = ctx.db): Promise<Row<TTable>> {
    const [row] = (await db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), scope(ctx)))) as Row<TTable>[];
    if (!row) throw new AppError(404, ErrorKey.notFound);
    return row;
  }

  async function find(ctx: RequestContext, query: EntityListQuery, page?: ExportPage) {
    const plan = planList(query, spec, page);
    const where = and(scope(ctx), plan.where);
    const [rows, totals] = await Promise.all([
      ctx.db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      page === undefined
        ? ctx.db
            .select({ total: count() })
            .from(table as PgTable)
            .where(where)
        : [],
    ]);
    const records = (rows as Row<TTable>[]).map((row) => options.toRecord(row, ctx));
    return { records, total: totals[0]?.total ?? 0, plan };
  }

  /** Each form through add, the refusal of one its reason. */
  async function addEach(ctx: RequestContext, forms: readonly FormOf<TDefinition['add']>[]) {
    return saveEach(ctx.locale, forms, async (form) => {
      await service.add(ctx, form);
    });
  }

  const service: TableEntityService<TRecord, FormOf<TDefinition['add']>, TEdit> = {
    holds,
    async list(ctx, query) {
      const found = await find(ctx, query);
      return found.plan.page(found.records, found.total);
    },
    async get(ctx, id) {
      return options.toRecord(await findRow(ctx, id), ctx);
    },
    async add(ctx, body) {
      await assertUniqueFree(ctx, body);
      const id = newId();
      return refusingTaken(ctx, () =>
        inTransaction(ctx, async (tx) => {
          await options.beforeAdd?.(ctx, body, tx);
          const values = {
            ...toValues(body, ctx),
            ...(await options.serverValues?.(ctx, body, tx)),
            id,
            tenantId: ctx.tenantId,
            createBy: ctx.user.username,
          };
          await tx.insert(table).values(values as TTable['$inferInsert']);
          return options.toRecord(await findRow(ctx, id, tx), ctx);
        }),
      );
    },
    async edit(ctx, body) {
      const { id, version, ...form } = body as TEdit & { id: string; version?: number };
      // Another tenant's row is a 404 before its values are compared with anything.
      await findRow(ctx, id);
      await assertUniqueFree(ctx, form, id);
      return refusingTaken(ctx, () =>
        inTransaction(ctx, async (tx) => {
          await options.beforeEdit?.(ctx, body, await findRow(ctx, id, tx), tx);
          const set = toValues(form as Omit<TEdit, 'id' | 'version'>, ctx);
          if (definition.versioned) {
            const row = await updateVersioned(tx, table as unknown as VersionedTable, {
              id,
              version: version ?? -1,
              set,
              by: ctx.user.username,
              where: scope(ctx),
            });
            return options.toRecord(row as Row<TTable>, ctx);
          }
          const stamped = {
            ...set,
            ...(table.updateBy ? { updateBy: ctx.user.username, updateTime: new Date() } : {}),
          };
          const [row] = (await tx
            .update(table)
            .set(stamped as never)
            .where(and(eq(table.id, id), scope(ctx)))
            .returning()) as Row<TTable>[];
          if (!row) throw new AppError(404, ErrorKey.notFound);
          return options.toRecord(row, ctx);
        }),
      );
    },
    async remove(ctx, ids) {
      return inTransaction(ctx, async (tx) => {
        await options.beforeDelete?.(ctx, ids, tx);
        const deleted = await tx
          .delete(table)
          .where(and(inArray(table.id, [...ids]), scope(ctx)))
          .returning({ id: table.id });
        return deleted.length;
      });
    },
    async importBatch(ctx, forms) {
      // Hooks run per record: such an entity's rows go through add one by one.
      if (options.beforeAdd || options.serverValues) return addEach(ctx, forms);
      const reasons: (string | null)[] = forms.map(() => null);
      for (const field of definition.unique ?? []) {
        const values = forms.map((form) => (form as Record<string, unknown>)[field]).filter((v) => v != null);
        if (values.length === 0) continue;
        const held = await ctx.db
          .select({ value: columns[field] as PgColumn })
          .from(table as PgTable)
          .where(and(scope(ctx), inArray(columns[field]!, values)));
        const heldValues = new Set(held.map((row) => String(row.value)));
        forms.forEach((form, i) => {
          const value = (form as Record<string, unknown>)[field];
          if (reasons[i] === null && value != null && heldValues.has(String(value)))
            reasons[i] = refusalReason(taken(ctx, field), ctx.locale) ?? null;
        });
      }
      const rows = forms.flatMap((form, i) =>
        reasons[i] === null
          ? [{ ...toValues(form, ctx), id: newId(), tenantId: ctx.tenantId, createBy: ctx.user.username }]
          : [],
      );
      if (rows.length === 0) return reasons;
      try {
        await ctx.db.insert(table).values(rows as TTable['$inferInsert'][]);
        return reasons;
      } catch (error) {
        // A racing write took a value meanwhile: each record again on its own, with its own answer.
        if (!uniqueViolationOf(error)) throw error;
        const again = await addEach(
          ctx,
          forms.filter((_, i) => reasons[i] === null),
        );
        return reasons.map((reason) => reason ?? again.shift() ?? null);
      }
    },
    async exportRecords(ctx, query, page) {
      return (await find(ctx, query, page)).records;
    },
  };
  return service;
}
