import { z } from 'zod';
import type { Locale, LocalizedText } from './locale';
import { nullsAsAbsent } from './admin-entity';

/**
 * What a JeecgBoot 2.x edit form posts, read as our form before the body's own schema validates it. Its
 * forms send the whole list row back and name some fields their own way; what reaches the database stays
 * as strict as the schema is (unknown writable keys, types, limits).
 */

/** Keys a list row or tree node carries for display only: never written, dropped when the form lacks them. */
const DISPLAY_KEYS: ReadonlySet<string> = new Set([
  'createTime',
  'updateTime',
  'createBy',
  'updateBy',
  'key',
  'value',
  'title',
  'isLeaf',
  'leaf',
  'children',
  // The user form's own controls: the repeated password it compares, the choice of which fields to show
  // and a workflow switch; not data.
  'confirmpassword',
  'userIdentity',
  'activitiSync',
]);

/**
 * JeecgBoot's names of our fields (used where the schema has ours and not theirs); `flag`: a 1/0 for our
 * boolean. Sent beside ours (the list row sent back), theirs is what the form edited and counts; a user's
 * `departIds` mean the departments they lead to JeecgBoot, `selecteddeparts` those they belong to.
 */
const JEECG_NAMES: Readonly<Record<string, { ours: string; flag?: boolean }>> = {
  departName: { ours: 'name' },
  departOrder: { ours: 'sortNo' },
  selectedroles: { ours: 'roleIds' },
  selecteddeparts: { ours: 'departIds' },
  route: { ours: 'isRoute' },
  relTenantIds: { ours: 'tenantIds' },
  status: { ours: 'enabled', flag: true },
};

/** A 1/0 (number or text) as a boolean; anything else as it is, for the schema to judge. */
const flagOf = (value: unknown) =>
  value === 1 || value === '1' ? true : value === 0 || value === '0' ? false : value;

export interface JeecgBodyOptions {
  /** The request's language: a plain string for bilingual text is the text in it. */
  locale: Locale;
  /** Keys of the entity's record that its form does not write (server-made, shown only). */
  readOnlyKeys?: readonly string[];
  /** The stored bilingual texts of the record edited, by field: the other language when one is set. */
  stored?: Readonly<Record<string, unknown>>;
}

/** The shape inside optional, default and nullable wrappers. */
function innerOf(field: z.ZodType): z.ZodType {
  let current: z.ZodType = field;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodDefault ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodUnion
  ) {
    if (current instanceof z.ZodUnion) {
      const shaped = (current.options as z.ZodType[]).find((option) => {
        const inner = innerOf(option);
        return inner instanceof z.ZodObject || inner instanceof z.ZodArray;
      });
      if (!shaped) return current;
      current = shaped;
    } else {
      current = current.def.innerType as z.ZodType;
    }
  }
  return current;
}

/** Whether the field takes bilingual text (an object of exactly `zh` and `en`). */
export function isLocalizedField(field: z.ZodType | undefined): boolean {
  if (!field) return false;
  const inner = innerOf(field);
  if (!(inner instanceof z.ZodObject)) return false;
  const keys = Object.keys(inner.shape).sort();
  return keys.length === 2 && keys[0] === 'en' && keys[1] === 'zh';
}

/** Whether the field takes an array (ids): comma-joined text is read as one. */
function isArrayField(field: z.ZodType | undefined): boolean {
  return field !== undefined && innerOf(field) instanceof z.ZodArray;
}

/** A dictionary select's code as text (`'1'`) where the field takes the number. */
function isNumberCode(field: z.ZodType | undefined, value: string): boolean {
  return (
    field !== undefined &&
    /^-?\d{1,9}$/.test(value) &&
    !field.safeParse(value).success &&
    field.safeParse(Number(value)).success
  );
}

const otherLocale = (locale: Locale): Locale => (locale === 'zh' ? 'en' : 'zh');

/** A plain string as bilingual text: the request language's text, and the other's when that one is empty. */
export function localizedFromString(text: string, locale: Locale, stored: unknown): LocalizedText {
  const other = otherLocale(locale);
  const kept =
    typeof stored === 'object' && stored !== null ? (stored as Partial<LocalizedText>)[other] : undefined;
  return { [locale]: text, [other]: kept || text } as unknown as LocalizedText;
}

/**
 * Reads a JeecgBoot body as `schema`'s: drops display keys and read-only record keys the schema does not
 * take, renames JeecgBoot's names to ours (splitting comma-joined ids), reads a plain string for bilingual
 * text, and null for an optional field as the field left out. Anything else is left for the schema to judge.
 */
export function jeecgBody(schema: z.ZodObject, body: unknown, options: JeecgBodyOptions): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const shape = schema.shape as Record<string, z.ZodType>;
  const readOnly = new Set(options.readOnlyKeys ?? []);
  const result: Record<string, unknown> = {};
  const theirs = new Map<string, unknown>();
  const given = Object.entries(body as Record<string, unknown>);
  for (const [key, value] of given) {
    if (Object.hasOwn(shape, key)) {
      result[key] = value;
      continue;
    }
    const alias = Object.hasOwn(JEECG_NAMES, key) ? JEECG_NAMES[key] : undefined;
    if (alias && Object.hasOwn(shape, alias.ours)) {
      theirs.set(alias.ours, alias.flag ? flagOf(value) : value);
      continue;
    }
    if (DISPLAY_KEYS.has(key) || key.endsWith('_dictText') || readOnly.has(key)) continue;
    result[key] = value;
  }
  for (const [key, value] of theirs) result[key] = value;
  for (const [key, value] of Object.entries(result)) {
    if (typeof value !== 'string') continue;
    if (isLocalizedField(shape[key])) {
      result[key] = localizedFromString(value, options.locale, options.stored?.[key]);
    } else if (isArrayField(shape[key])) {
      result[key] = value.split(',').filter(Boolean);
    } else if (isNumberCode(shape[key], value)) {
      result[key] = Number(value);
    }
  }
  return nullsAsAbsent(schema, result);
}

/** The fields of `body` (by our name) that send bilingual text as a plain string. */
export function bilingualStringKeys(schema: z.ZodObject, body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const shape = schema.shape as Record<string, z.ZodType>;
  return Object.entries(body as Record<string, unknown>)
    .map(([key, value]) => [Object.hasOwn(JEECG_NAMES, key) ? JEECG_NAMES[key]!.ours : key, value] as const)
    .filter(([key, value]) => typeof value === 'string' && isLocalizedField(shape[key]))
    .map(([key]) => key);
}

/** Ids as JeecgBoot sends a batch: comma-joined text, or an array as our forms do. */
export function commaJoinedIds<T extends z.ZodType>(ids: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    ids,
  ) as unknown as T;
}
