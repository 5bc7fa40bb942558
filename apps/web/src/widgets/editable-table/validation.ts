import { ruleCodeFailure } from '../form-checks/rule-code-check';
import { isPatternShortcut, patternRegExp, UNIQUE_PATTERN, type PatternShortcut } from './patterns';
import type { CellValue, EditableColumn, RowValues, ValidateRule } from './types';

/** The default messages, in the reader's language (a rule's own message wins). */
export interface ValidationTexts {
  required(title: string): string;
  unique(title: string): string;
  pattern(title: string, shortcut: PatternShortcut | undefined): string;
}

export const isEmptyValue = (value: CellValue): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.length === 0);

/** Replaces ${title}, ${key} and ${defaultValue} with the column's. */
export function fillMessage(message: string, column: EditableColumn): string {
  const values: Record<string, string> = {
    title: column.title,
    key: column.key,
    defaultValue: isEmptyValue(column.defaultValue) ? '' : String(column.defaultValue),
  };
  return message.replace(/\$\{(title|key|defaultValue)\}/g, (_, name: string) => values[name] ?? '');
}

const textOf = (value: CellValue) => (isEmptyValue(value) ? '' : String(value));

/** How many rows of `rows` hold `value` in column `key`. */
function occurrences(rows: readonly RowValues[], key: string, value: CellValue): number {
  const text = textOf(value);
  return rows.reduce((count, row) => (textOf(row[key]) === text ? count + 1 : count), 0);
}

const isUniqueRule = (rule: ValidateRule) => rule.unique === true || rule.pattern === UNIQUE_PATTERN;

/** The message of the rule that fails first, else undefined (`message` else the default). */
async function failureOf(
  rule: ValidateRule,
  row: RowValues,
  column: EditableColumn,
  rows: readonly RowValues[],
  texts: ValidationTexts,
): Promise<string | undefined> {
  const value = row[column.key];
  const say = (fallback: string) => fillMessage(rule.message ?? fallback, column);
  if (rule.required && isEmptyValue(value)) return say(texts.required(column.title));
  if (isUniqueRule(rule)) {
    if (!isEmptyValue(value) && occurrences(rows, column.key, value) >= 2)
      return say(texts.unique(column.title));
  } else if (rule.pattern !== undefined && !isEmptyValue(value)) {
    const expression = patternRegExp(rule.pattern);
    const shortcut = isPatternShortcut(rule.pattern) ? rule.pattern : undefined;
    if (expression && !expression.test(String(value))) return say(texts.pattern(column.title, shortcut));
  }
  if (rule.ruleCode !== undefined && !isEmptyValue(value)) {
    const refusal = await ruleCodeFailure(rule.ruleCode, value);
    if (refusal !== undefined) return say(refusal);
  }
  if (rule.handler) {
    const answer = await rule.handler({ value, row, column });
    if (typeof answer === 'string' && answer) return fillMessage(answer, column);
  }
  return undefined;
}

/**
 * Checks one cell against its column's rules in order; the first failure's message, else undefined.
 * `rows` are every row of the table (for the unique rule).
 */
export async function validateCell(
  row: RowValues,
  column: EditableColumn,
  rows: readonly RowValues[],
  texts: ValidationTexts,
): Promise<string | undefined> {
  for (const rule of column.validateRules ?? []) {
    const failure = await failureOf(rule, row, column, rows, texts);
    if (failure !== undefined) return failure;
  }
  return undefined;
}
