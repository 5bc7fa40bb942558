import {
  ErrorKey,
  parseSuperQuery,
  SUPER_QUERY_MAX_CONDITIONS,
  type ParsedSuperQueryCondition,
  type SuperQueryFields,
  type SuperQueryIssue,
  type SuperQueryMatchType,
} from '@mall/shared';
import {
  and,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  not,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { MessageKey } from '../i18n/messages';
import { AppError } from './app-error';

/**
 * Dates and times of an advanced query compare in this zone. Tenants have no time zone of their own and
 * the server none configured; the calendar days of the application are UTC days, so is this.
 */
export const SUPER_QUERY_TIME_ZONE = 'UTC';

/**
 * Where a whitelisted field is read: a column (or an expression of columns), or, for a field with several
 * values per row (e.g. a user's departments), the condition that a row holds one of `ids`.
 */
export type SuperQueryTarget = AnyColumn | SQL | { holdsAny(ids: (string | number)[]): SQL };

/** A list's advanced query: the offered fields (the entity's whitelist) and where each is read. */
export interface SuperQuerySpec {
  fields: SuperQueryFields;
  targets: Readonly<Record<string, SuperQueryTarget>>;
}

/** The spec of `fields`, each read where `targetOf` says (e.g. the table's column of the same name). */
export function superQuerySpec(
  fields: SuperQueryFields,
  targetOf: (name: string) => SuperQueryTarget,
): SuperQuerySpec {
  return {
    fields,
    targets: Object.fromEntries(Object.keys(fields).map((name) => [name, targetOf(name)])),
  };
}

const ISSUE_KEYS: Record<SuperQueryIssue['reason'], MessageKey> = {
  malformed: ErrorKey.superQueryBadCondition,
  tooMany: ErrorKey.superQueryTooMany,
  unknownField: ErrorKey.superQueryUnknownField,
  ruleNotAllowed: ErrorKey.superQueryRuleNotAllowed,
  badValue: ErrorKey.superQueryBadValue,
};

/** The 400 of a refused query: its message names the condition (1-based) and its field error points at it. */
function refusal(issue: SuperQueryIssue): AppError {
  const key =
    issue.reason === 'malformed' && issue.index < 0 ? ErrorKey.superQueryMalformed : ISSUE_KEYS[issue.reason];
  const field = issue.index < 0 ? 'superQueryParams' : `superQueryParams[${issue.index}]`;
  return new AppError(400, key, {
    params: {
      index: issue.index + 1,
      field: issue.field,
      rule: issue.rule ?? '',
      max: SUPER_QUERY_MAX_CONDITIONS,
    },
    errors: [{ field, message: key }],
  });
}

/** The value compared, in the zone for dates and times. */
function readAt(target: AnyColumn | SQL, condition: ParsedSuperQueryCondition): SQL {
  if (condition.type === 'date') return sql`(${target} at time zone ${SUPER_QUERY_TIME_ZONE})::date`;
  if (condition.type === 'datetime') {
    // A day alone compares with the day of the time; a day with a time compares with the wall-clock time.
    return String(condition.values[0]).length === 10
      ? sql`(${target} at time zone ${SUPER_QUERY_TIME_ZONE})::date`
      : sql`(${target} at time zone ${SUPER_QUERY_TIME_ZONE})`;
  }
  return sql`${target}`;
}

/** One condition as bound SQL: the operator is the rule's, every value a parameter. */
function conditionSql(target: SuperQueryTarget, condition: ParsedSuperQueryCondition): SQL {
  const { rule, values } = condition;
  const [first] = values as [string | number];
  if (typeof target === 'object' && 'holdsAny' in target) {
    return rule === 'ne' ? not(target.holdsAny([first])) : target.holdsAny(rule === 'in' ? values : [first]);
  }
  const read = readAt(target, condition);
  const text = () => String(first).replace(/[\\%_]/g, '\\$&');
  switch (rule) {
    case 'eq':
      return eq(read, first);
    case 'ne':
      return ne(read, first);
    case 'gt':
      return gt(read, first);
    case 'ge':
      return gte(read, first);
    case 'lt':
      return lt(read, first);
    case 'le':
      return lte(read, first);
    case 'in':
      return inArray(read, values);
    case 'like':
      return ilike(read, `%${text()}%`);
    case 'right_like':
      return ilike(read, `${text()}%`);
    case 'left_like':
      return ilike(read, `%${text()}`);
  }
}

/**
 * The condition of a list's advanced query (undefined when none is sent): each condition checked against
 * the whitelist, then ANDed ('and', the default) or ORed ('or'). Anything refused is a 400 naming the
 * condition; a list without a whitelist refuses any advanced query.
 */
export function superQueryCondition(
  encoded: string | undefined,
  matchType: SuperQueryMatchType | undefined,
  spec: SuperQuerySpec | undefined,
): SQL | undefined {
  if (encoded === undefined || encoded === '') return undefined;
  if (!spec) throw new AppError(400, ErrorKey.filterNotAllowed, { params: { field: 'superQueryParams' } });
  const parsed = parseSuperQuery(encoded, spec.fields);
  if ('issue' in parsed) throw refusal(parsed.issue);
  const parts = parsed.conditions.map((condition) => conditionSql(spec.targets[condition.field]!, condition));
  if (parts.length === 0) return undefined;
  return matchType === 'or' ? or(...parts) : and(...parts);
}
