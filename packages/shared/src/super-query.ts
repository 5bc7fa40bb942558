import { z } from 'zod';
import type { DictOptions } from './admin-entity';
import { isCalendarDay } from './calendar';
import type { LocalizedText } from './locale';

/**
 * The advanced query of admin lists: `superQueryParams` (a URL-encoded JSON array of `{ field, rule, val,
 * type }`) and `superQueryMatchType` ('and': all conditions, 'or': any). The fields a list offers and the
 * rules each field's type allows are declared here once; the server compiles a parsed query into bound
 * SQL conditions and the web dialog offers the same fields and rules.
 */
export const SUPER_QUERY_RULES = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
] as const;
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

/** The value input and comparison of a field: dictionary fields compare codes, pickers compare ids. */
export type SuperQueryFieldType = 'text' | 'number' | 'date' | 'datetime' | 'dict' | 'category' | 'depart';

export const SUPER_QUERY_RULES_BY_TYPE: Readonly<Record<SuperQueryFieldType, readonly SuperQueryRule[]>> = {
  text: SUPER_QUERY_RULES,
  number: ['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le'],
  date: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  datetime: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  dict: ['eq', 'in', 'ne'],
  category: ['eq', 'in', 'ne'],
  depart: ['eq', 'in', 'ne'],
};

/** Most conditions of one query. */
export const SUPER_QUERY_MAX_CONDITIONS = 20;
/** Most values of one `in` condition, and the longest text value. */
export const SUPER_QUERY_MAX_VALUES = 50;
export const SUPER_QUERY_MAX_TEXT = 200;

export interface SuperQueryField {
  title: LocalizedText;
  type: SuperQueryFieldType;
  /** A `dict` field's codes and texts. */
  options?: DictOptions;
}

export type SuperQueryFields = Readonly<Record<string, SuperQueryField>>;
export type SuperQueryMatchType = 'and' | 'or';

/** One condition as the client sends it; `type` is informative only (the whitelist's type rules). */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: string | number | (string | number)[];
  type?: string;
}

/** A checked condition: the whitelisted field, its rule and its typed values (one unless `in`). */
export interface ParsedSuperQueryCondition {
  field: string;
  type: SuperQueryFieldType;
  rule: SuperQueryRule;
  values: (string | number)[];
}

/** Why a query was refused, and which condition (0-based; -1 for the query as a whole). */
export type SuperQueryIssueReason = 'malformed' | 'tooMany' | 'unknownField' | 'ruleNotAllowed' | 'badValue';
export interface SuperQueryIssue {
  index: number;
  field: string;
  rule?: string;
  reason: SuperQueryIssueReason;
}

const conditionShape = z.object({
  field: z.string().max(64),
  rule: z.string().max(16),
  val: z.union([
    z.string().max(SUPER_QUERY_MAX_TEXT * SUPER_QUERY_MAX_VALUES),
    z.number(),
    z.array(z.union([z.string().max(SUPER_QUERY_MAX_TEXT), z.number()])).max(SUPER_QUERY_MAX_VALUES),
  ]),
  type: z.string().max(32).optional(),
});

const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime` value: a day, or a day with a wall-clock time (read in the comparison's time zone). */
function isDateTimeValue(value: string): boolean {
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match) return isCalendarDay(value);
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  return isCalendarDay(match[1]!) && hour < 24 && minute < 60 && second < 60;
}

/** One value of a field's type, or undefined when it is not one. */
function typedValue(field: SuperQueryField, raw: string | number): string | number | undefined {
  const text = String(raw).trim();
  if (text === '' || text.length > SUPER_QUERY_MAX_TEXT) return undefined;
  switch (field.type) {
    case 'number': {
      const value = Number(text);
      return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(value) ? value : undefined;
    }
    case 'date':
      return isCalendarDay(text) ? text : undefined;
    case 'datetime':
      return isDateTimeValue(text) ? text.replace('T', ' ') : undefined;
    case 'dict': {
      const codes = Object.keys(field.options ?? {});
      if (!codes.includes(text)) return undefined;
      // Numeric codes are stored as numbers (a smallint column).
      return codes.every((code) => /^\d+$/.test(code)) ? Number(text) : text;
    }
    case 'category':
    case 'depart':
      return text.length <= 64 ? text : undefined;
    default:
      return typeof raw === 'string' ? raw : text;
  }
}

/** The values of a condition: a list (or comma-separated text) for `in`, else exactly one. */
function valuesOf(field: SuperQueryField, rule: SuperQueryRule, val: SuperQueryCondition['val']) {
  const raw = Array.isArray(val) ? val : rule === 'in' && typeof val === 'string' ? val.split(',') : [val];
  if (raw.length === 0 || raw.length > SUPER_QUERY_MAX_VALUES || (rule !== 'in' && raw.length !== 1)) {
    return undefined;
  }
  const values = raw.map((one) => typedValue(field, one));
  return values.every((value) => value !== undefined) ? (values as (string | number)[]) : undefined;
}

/**
 * Checks an advanced query against the whitelist `fields`: the `superQueryParams` text (URL-encoded
 * JSON), each condition's field, rule (one its type allows) and value(s). Answers the typed conditions,
 * or the first issue, naming its condition.
 */
export function parseSuperQuery(
  encoded: string,
  fields: SuperQueryFields,
): { conditions: ParsedSuperQueryCondition[] } | { issue: SuperQueryIssue } {
  const whole = (reason: SuperQueryIssueReason) => ({ issue: { index: -1, field: '', reason } });
  let data: unknown;
  try {
    data = JSON.parse(decodeURIComponent(encoded));
  } catch {
    return whole('malformed');
  }
  if (!Array.isArray(data)) return whole('malformed');
  if (data.length > SUPER_QUERY_MAX_CONDITIONS) return whole('tooMany');
  const conditions: ParsedSuperQueryCondition[] = [];
  for (const [index, item] of data.entries()) {
    const shaped = conditionShape.safeParse(item);
    const name =
      typeof (item as { field?: unknown } | null)?.field === 'string'
        ? (item as { field: string }).field
        : '';
    if (!shaped.success) return { issue: { index, field: name.slice(0, 64), reason: 'malformed' } };
    const { field: fieldName, rule, val } = shaped.data;
    const field = Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
    if (!field) return { issue: { index, field: fieldName, reason: 'unknownField' } };
    if (!(SUPER_QUERY_RULES_BY_TYPE[field.type] as readonly string[]).includes(rule)) {
      return { issue: { index, field: fieldName, rule, reason: 'ruleNotAllowed' } };
    }
    const values = valuesOf(field, rule as SuperQueryRule, val);
    if (!values) return { issue: { index, field: fieldName, reason: 'badValue' } };
    conditions.push({ field: fieldName, type: field.type, rule: rule as SuperQueryRule, values });
  }
  return { conditions };
}

/** The `superQueryParams` text of `conditions`, as lists send it. */
export function encodeSuperQuery(conditions: readonly SuperQueryCondition[]): string {
  return encodeURIComponent(JSON.stringify(conditions));
}
