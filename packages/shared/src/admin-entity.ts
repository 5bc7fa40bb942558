import { z } from 'zod';
import type { LocalizedText } from './locale';
import { listQuerySchema } from './paging';
import type { PermissionCode } from './permissions';
import type { SuperQueryField, SuperQueryFields, SuperQueryFieldType } from './super-query';

/**
 * One admin entity, declared once and read by the server kit (routes, list whitelists, export) and the web
 * kit (search form, columns, labels). A field's title lives here as zh/en text, not in a locale file:
 * the server's spreadsheet headers need it as much as the web's column and label do, and one copy
 * cannot drift.
 */
export type EntityFieldType = 'text' | 'number' | 'date' | 'datetime' | 'dict' | 'boolean' | 'localized';

/** Codes of a dictionary field and the text of each (list `_dictText`, export cells, select options). */
export type DictOptions = Readonly<Record<string, LocalizedText>>;

export interface EntityField {
  title: LocalizedText;
  type: EntityFieldType;
  /** A `dict` field's codes and texts. */
  options?: DictOptions;
  /** Filterable in the list: `like` (contains, case-insensitive) or `eq`; absent: not a filter. */
  filter?: 'like' | 'eq';
  /** A `like` filter that matches these fields' values too (e.g. the name in the other language). */
  alsoMatches?: readonly string[];
  /** The longest filter value accepted (text filters); 200 when absent. */
  filterMaxLength?: number;
  /** The list may be sorted on it. */
  sortable?: boolean;
  /** An export column of this width (characters); absent: not exported. */
  exportWidth?: number;
  /**
   * An export column the import passes over: the server makes it (a time, a total of other records),
   * so that an export is a valid import of the same entity. Absent: the import reads the column.
   */
  readOnly?: boolean;
}

export type EntityAction = 'list' | 'add' | 'edit' | 'delete' | 'export' | 'import';

export interface EntityConfig<
  TRecord extends z.ZodObject,
  TAdd extends z.ZodObject,
  TEdit extends z.ZodObject,
  TFields extends EntityFields<TRecord>,
> {
  /** The tag of its routes and the prefix of its cache keys, e.g. 'position'. */
  name: string;
  /** JeecgBoot's path of the entity, e.g. '/sys/position'. */
  basePath: string;
  /** The permission code of each action; an action without a code is not offered (no route). */
  access: Partial<Record<EntityAction, PermissionCode>>;
  record: TRecord;
  /**
   * What queryById, add and edit answer when it is more than a list row (e.g. a product with its styles
   * and parts, both languages); the record when absent.
   */
  form?: z.ZodObject;
  add: TAdd;
  edit: TEdit;
  fields: TFields & Record<Exclude<keyof TFields, keyof z.output<TRecord>>, never>;
  /**
   * Fields unique in the tenant (a field error naming the field when taken). A field the server makes
   * (a record field the form does not hold) is guarded by its unique index alone.
   */
  unique?: readonly ((keyof z.output<TAdd> | keyof z.output<TRecord>) & string)[];
  /** Edits name the version they read; a moved-on version is a 409. */
  versioned: boolean;
  defaultSort: { column: keyof TFields & string; order: 'asc' | 'desc' };
  /** The export's sheet name and default file name. */
  exportTitle?: LocalizedText;
  /** Most ids of one deleteBatch; 100 when absent. */
  batchMax?: number;
  /**
   * Columns an import reads besides the export's (e.g. a product's style), by key with their titles.
   * An import's header row is matched by the export's titles and these, in either language.
   */
  importColumns?: Readonly<Record<string, LocalizedText>>;
  /**
   * The fields the advanced query offers: a field of `fields` by its name (its title, type and options,
   * each replaceable), or any other name with its whole description (e.g. a category picker).
   */
  superQuery?: Readonly<Record<string, Partial<SuperQueryField>>>;
}

export type EntityFields<TRecord extends z.ZodObject> = Partial<
  Record<keyof z.output<TRecord> & string, EntityField>
>;

const idSchema = z.string().min(1).max(64);

function filterSchema(field: EntityField): z.ZodType {
  if (field.filter === 'like' || field.type === 'text' || field.type === 'localized') {
    return z.string().max(field.filterMaxLength ?? 200);
  }
  if (field.type === 'number') return z.coerce.number();
  if (field.type === 'boolean')
    return z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
  if (field.type === 'dict') {
    const codes = Object.keys(field.options ?? {});
    // Numeric codes compare as numbers (a smallint column); others as text.
    return codes.every((code) => /^\d+$/.test(code))
      ? z.coerce.number().refine((value) => codes.includes(String(value)))
      : z.enum(codes as [string, ...string[]]);
  }
  return z.string().max(64);
}

const SUPER_QUERY_TYPE_OF: Partial<Record<EntityFieldType, SuperQueryFieldType>> = {
  text: 'text',
  number: 'number',
  date: 'date',
  datetime: 'datetime',
  dict: 'dict',
};

/** The advanced query's whitelist: each offered field completed from the entity's own field. */
function superQueryFieldsOf(
  fields: Readonly<Record<string, EntityField>>,
  offered: Readonly<Record<string, Partial<SuperQueryField>>> = {},
): SuperQueryFields {
  return Object.fromEntries(
    Object.entries(offered).map(([name, given]) => {
      const own = Object.hasOwn(fields, name) ? fields[name] : undefined;
      const type = given.type ?? (own ? SUPER_QUERY_TYPE_OF[own.type] : undefined);
      const title = given.title ?? own?.title;
      if (!type || !title) throw new Error(`advanced query field ${name} needs a title and a type`);
      const options = given.options ?? own?.options;
      return [name, { title, type, ...(options ? { options } : {}) }];
    }),
  );
}

/** Declares an entity and derives its list query, id and ids queries, and whitelists from it. */
export function defineEntity<
  TRecord extends z.ZodObject,
  TAdd extends z.ZodObject,
  TEdit extends z.ZodObject,
  TFields extends EntityFields<TRecord>,
>(config: EntityConfig<TRecord, TAdd, TEdit, TFields>) {
  const fields = config.fields as Readonly<Record<keyof TFields & string, EntityField>>;
  const names = Object.keys(fields) as (keyof TFields & string)[];
  const filterFields = names.filter((name) => fields[name].filter);
  const sortColumns = names.filter((name) => fields[name].sortable);
  const batchMax = config.batchMax ?? 100;
  return {
    ...config,
    fields,
    filterFields,
    sortColumns,
    exportColumns: names.filter((name) => fields[name].exportWidth !== undefined),
    batchMax,
    /**
     * The titles of each column an import reads, in the order of its template: the export's columns but
     * the read-only ones, then `importColumns`.
     */
    importTitles: {
      ...Object.fromEntries(
        names
          .filter((name) => fields[name].exportWidth !== undefined && !fields[name].readOnly)
          .map((name) => [name as string, fields[name].title]),
      ),
      ...config.importColumns,
    } as Readonly<Record<string, LocalizedText>>,
    /** The advanced query's fields (none: the list refuses an advanced query). */
    superQueryFields: superQueryFieldsOf(fields, config.superQuery),
    /** The list's query: paging, sort, and one optional parameter per filter field. */
    listQuery: listQuerySchema.extend(
      Object.fromEntries(filterFields.map((name) => [name, filterSchema(fields[name]).optional()])),
    ),
    idQuery: z.object({ id: idSchema, _t: z.string().optional() }),
    /** `?ids=a,b` of deleteBatch. */
    idsQuery: z.object({
      ids: z
        .string()
        .max(batchMax * 65)
        .transform((value) => [...new Set(value.split(',').filter(Boolean))])
        .pipe(z.array(idSchema).min(1).max(batchMax)),
    }),
    batchResult: z.object({ count: z.number().int() }),
  };
}

export type EntityDefinition = ReturnType<
  typeof defineEntity<z.ZodObject, z.ZodObject, z.ZodObject, EntityFields<z.ZodObject>>
>;

/** A dictionary field's text for `code` in `locale` ('' for an unknown code). */
export function dictTextOf(
  field: EntityField | undefined,
  code: unknown,
  locale: keyof LocalizedText,
): string {
  return field?.options?.[String(code)]?.[locale] ?? '';
}

/**
 * Liberal input of JeecgBoot forms: an optional field sent as `null` counts as absent. Drops such keys of
 * `body` (a field that takes null itself keeps it), before `schema` validates the body.
 */
export function nullsAsAbsent(schema: z.ZodObject, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [key, value] of Object.entries(result)) {
    const field = schema.shape[key];
    if (value !== null || !field) continue;
    if (!field.safeParse(null).success && field.safeParse(undefined).success) delete result[key];
  }
  return result;
}
