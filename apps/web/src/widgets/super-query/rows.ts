import type { SuperQueryCondition, SuperQueryFields, SuperQueryRule } from '@mall/shared';

/** One row of the dialog: a field, a rule and a value (several values for 'in'). */
export interface QueryRow {
  key: number;
  field?: string | undefined;
  rule?: SuperQueryRule | undefined;
  val?: string | string[] | undefined;
}

let nextKey = 1;
export const newRow = (row: Omit<QueryRow, 'key'> = {}): QueryRow => ({ ...row, key: nextKey++ });

const filled = (val: QueryRow['val']) =>
  Array.isArray(val) ? val.length > 0 : val !== undefined && val.trim() !== '';

/** The rows as conditions, or undefined when there are none or one lacks its field, rule or value. */
export function conditionsOf(rows: readonly QueryRow[], fields: SuperQueryFields) {
  if (rows.length === 0) return undefined;
  const conditions: SuperQueryCondition[] = [];
  for (const row of rows) {
    if (!row.field || !row.rule || !filled(row.val)) return undefined;
    conditions.push({
      field: row.field,
      rule: row.rule,
      val: row.val as string | string[],
      type: fields[row.field]?.type,
    });
  }
  return conditions;
}

/** A rule change: leaving 'in' keeps the first value only; entering it makes the value a list. */
export function withRule(row: QueryRow, rule: SuperQueryRule): QueryRow {
  const values = Array.isArray(row.val) ? row.val : row.val ? [row.val] : [];
  return { ...row, rule, val: rule === 'in' ? values : values[0] };
}

/** The place (from 1) of the first row begun but lacking its field, rule or value; 0 when none is. */
export function incompleteRowOf(rows: readonly QueryRow[]): number {
  const index = rows.findIndex(
    (row) => (row.field || filled(row.val)) && !(row.field && row.rule && filled(row.val)),
  );
  return index + 1;
}
