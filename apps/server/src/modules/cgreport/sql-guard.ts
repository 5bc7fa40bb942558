import { REPORT_VIEWS } from '@mall/shared';
import { parse, toSql, type Statement } from 'pgsql-ast-parser';

/**
 * The gate of a report's SQL. The text is parsed (pgsql-ast-parser), checked node by node, and what runs
 * is the parser's own rendering of the checked tree, never the text as typed: whatever the parser did not
 * understand cannot reach the database. A report must be one query (SELECT, VALUES, UNION…, WITH whose
 * parts are queries), without FOR UPDATE/SHARE, calling only the functions listed here, and, on the main
 * database, reading only the report views (schema `report`) and its own WITH names.
 */
export class ReportSqlError extends Error {
  constructor(readonly reason: ReportSqlReason) {
    super(reason);
    this.name = 'ReportSqlError';
  }
}

export type ReportSqlReason =
  'syntax' | 'oneStatement' | 'notQuery' | 'locking' | 'function' | 'table' | 'parameter';

/** Where a report reads: the main database's report views, or any table of an operator-allowed source. */
export type ReportTables = 'report-views' | 'any';

/** The checked query: the SQL to run, with $1… standing for `params` in that order. */
export interface GuardedSql {
  sql: string;
  params: string[];
}

/** Functions a report may call: pure computations on values, no side effects, no system access. */
const ALLOWED_FUNCTIONS = new Set([
  // aggregates
  'count',
  'sum',
  'avg',
  'min',
  'max',
  'string_agg',
  'array_agg',
  'bool_and',
  'bool_or',
  // conditionals
  'coalesce',
  'nullif',
  'greatest',
  'least',
  'exists',
  // text
  'lower',
  'upper',
  'length',
  'char_length',
  'substring',
  'substr',
  'trim',
  'btrim',
  'ltrim',
  'rtrim',
  'concat',
  'concat_ws',
  'replace',
  'left',
  'right',
  'lpad',
  'rpad',
  'position',
  'split_part',
  'initcap',
  // numbers
  'abs',
  'round',
  'ceil',
  'floor',
  'trunc',
  'mod',
  'power',
  // dates
  'now',
  'date_trunc',
  'date_part',
  'extract',
  'to_char',
  'to_date',
  'to_number',
  'age',
  // window functions
  'row_number',
  'rank',
  'dense_rank',
]);

/** Node types that are statements of their own: a query may hold only the query kinds among them. */
const QUERY_TYPES = new Set(['select', 'union', 'union all', 'values', 'with', 'with recursive']);
const STATEMENT_TYPES = new Set([
  'insert',
  'update',
  'delete',
  'create table',
  'create index',
  'create view',
  'create materialized view',
  'create sequence',
  'create function',
  'create schema',
  'create enum',
  'create composite type',
  'alter table',
  'alter index',
  'alter sequence',
  'drop table',
  'drop index',
  'drop sequence',
  'drop type',
  'drop trigger',
  'truncate table',
  'set',
  'set timezone',
  'set names',
  'show',
  'begin',
  'commit',
  'rollback',
  'start transaction',
  'comment',
  'prepare',
  'deallocate',
  'raise',
  'do',
  'refresh materialized view',
  'tablespace',
]);

const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|(?<![:\w]):([A-Za-z_][A-Za-z0-9_]*)/g;
const VIEW_NAMES: ReadonlySet<string> = new Set(Object.keys(REPORT_VIEWS));

/**
 * Checks `text` and answers the SQL to run with its named parameters (`${name}` or `:name`) as $1…,
 * in order of first use; throws a ReportSqlError naming what it refused.
 */
export function guardReportSql(text: string, tables: ReportTables): GuardedSql {
  // Numbered parameters are the runner's own: a report names its parameters.
  if (/\$\d/.test(text)) throw new ReportSqlError('parameter');
  const params: string[] = [];
  const numbered = text.replace(PLACEHOLDER, (_, braced: string | undefined, colon: string | undefined) => {
    const name = (braced ?? colon ?? '').toLowerCase();
    let index = params.indexOf(name);
    if (index < 0) index = params.push(name) - 1;
    return `$${index + 1}`;
  });

  let statements: Statement[];
  try {
    statements = parse(numbered);
  } catch {
    throw new ReportSqlError('syntax');
  }
  if (statements.length !== 1) throw new ReportSqlError('oneStatement');
  const statement = statements[0]!;
  if (!QUERY_TYPES.has(statement.type)) throw new ReportSqlError('notQuery');

  const withNames = new Set<string>();
  collectWithNames(statement, withNames);
  let parameterNodes = 0;
  walk(statement, (node) => {
    const type = node.type;
    if (typeof type === 'string' && STATEMENT_TYPES.has(type)) throw new ReportSqlError('notQuery');
    if (type === 'with' || type === 'with recursive') {
      for (const bind of (node.bind as { statement: { type: string } }[] | undefined) ?? []) {
        if (!QUERY_TYPES.has(bind.statement.type)) throw new ReportSqlError('notQuery');
      }
    }
    if (type === 'select' && node.for) throw new ReportSqlError('locking');
    if (type === 'select' && node.into) throw new ReportSqlError('notQuery');
    if (type === 'call') checkFunction(node.function as QName);
    if (type === 'table') checkTable(node.name as QName, tables, withNames);
    if (type === 'parameter') parameterNodes += 1;
  });

  const sql = toSql.statement(statement);
  // Every $n of the rendering is one of the tree's parameters (no text or name holds one).
  const rendered = sql.match(/\$\d+/g) ?? [];
  if (rendered.length !== parameterNodes || rendered.some((p) => Number(p.slice(1)) > params.length)) {
    throw new ReportSqlError('parameter');
  }
  return { sql, params };
}

interface QName {
  name: string;
  schema?: string;
}

function checkFunction(name: QName): void {
  if (name.schema !== undefined || !ALLOWED_FUNCTIONS.has(name.name.toLowerCase())) {
    throw new ReportSqlError('function');
  }
}

function checkTable(name: QName, tables: ReportTables, withNames: ReadonlySet<string>): void {
  const table = name.name.toLowerCase();
  const schema = name.schema?.toLowerCase();
  if (tables === 'any') {
    if (schema === 'pg_catalog' || schema === 'information_schema' || table.startsWith('pg_')) {
      throw new ReportSqlError('table');
    }
    return;
  }
  // A WITH name of the query (never a catalogue's name, which a WITH of another scope would not hide).
  if (schema === undefined && withNames.has(table) && !table.startsWith('pg_')) return;
  if ((schema === undefined || schema === 'report') && VIEW_NAMES.has(table)) return;
  throw new ReportSqlError('table');
}

function collectWithNames(root: unknown, names: Set<string>): void {
  walk(root, (node) => {
    if (node.type !== 'with' && node.type !== 'with recursive') return;
    for (const bind of (node.bind as { alias: { name: string } }[] | undefined) ?? []) {
      names.add(bind.alias.name.toLowerCase());
    }
  });
}

/** Calls `visit` on every object of the tree that has a `type`, depth first. */
function walk(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (typeof node.type === 'string') visit(node);
  for (const child of Object.values(node)) walk(child, visit);
}
