import type { GatewayFilter, GatewayPredicate } from '@mall/shared';
import type { RowValues } from '../../../widgets/editable-table';

/**
 * Predicates and filters as editable-table rows: the rule's name, its first value and its second.
 * Path and Method hold their list in the first value, comma-separated.
 */
export type RuleRow = RowValues & { name: string; value: string; value2: string };

type Rule = { name: string; args: readonly string[] };

const LISTED = new Set(['Path', 'Method']);

export function rowsOf(rules: readonly Rule[]): RuleRow[] {
  return rules.map((rule, index) => ({
    id: `rule-${index}`,
    name: rule.name,
    value: LISTED.has(rule.name) ? rule.args.join(', ') : (rule.args[0] ?? ''),
    value2: LISTED.has(rule.name) ? '' : (rule.args[1] ?? ''),
  }));
}

function argsOf(row: RuleRow): string[] {
  const value = String(row.value ?? '').trim();
  const value2 = String(row.value2 ?? '').trim();
  if (LISTED.has(row.name)) {
    const list = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    return row.name === 'Method' ? list.map((method) => method.toUpperCase()) : list;
  }
  if (row.name === 'InlineContent') return [];
  if (row.name === 'StripPrefix') return [value];
  if (row.name === 'Header' && value2 === '') return [value];
  return [value, value2];
}

/** The rows as the request's rules (the server checks each against its schema). */
export function predicatesOf(rows: readonly RuleRow[] | undefined): GatewayPredicate[] {
  return (rows ?? []).map((row) => ({ name: row.name, args: argsOf(row) }) as GatewayPredicate);
}

export function filtersOf(rows: readonly RuleRow[] | undefined): GatewayFilter[] {
  return (rows ?? []).map((row) => ({ name: row.name, args: argsOf(row) }) as GatewayFilter);
}
