import { REPORT_VIEWS } from '@mall/shared';
import { parse, toSql, type Statement } from 'pgsql-ast-parser';

/**
 * The gate of a report's SQL. The text is parsed (pgsql-ast-parser), checked node by node, and what runs
 * is the parser's own rendering of the checked tree, never the text as typed: whatever the parser did not
 * understand cannot reach the database. A report must be one query (SELECT, VALUES, UNION…, WITH whose
 * parts are queries), without FOR UPDATE/SHARE, calling only the functions listed here, and, on the main
 * database, reading only the report views (schema `report`) and its own WITH names.
 *
 * The embedded database (PGlite) runs a query on the server's own thread and cannot stop it, so there a
 * report must be bounded before it runs: no WITH RECURSIVE, none of the functions that make a long text
 * or number from a short one, and the product of the sizes of everything it reads (see `sources`) within
 * a budget that the runner checks.
 */
export class ReportSqlError extends Error {
  constructor(readonly reason: ReportSqlReason) {
    super(reason);
    this.name = 'ReportSqlError';
  }
}

export type ReportSqlReason =
  'syntax' | 'oneStatement' | 'notQuery' | 'locking' | 'function' | 'table' | 'parameter' | 'embedded';

/** Where a report reads: the main database's report views, or any table of an operator-allowed source. */
export type ReportTables = 'report-views' | 'any';

/** The checked query: the SQL to run, with $1… standing for `params` in that order. */
export interface GuardedSql {
  sql: string;
  params: string[];
  /**
   * What the query reads, one entry per place it reads it (a WITH name's reads again where it is used):
   * a report view's name, or the row count of a VALUES list. No evaluation of the query combines more
   * rows than the product of (size + 1) over these.
   */
  sources: (string | number)[];
}

export interface GuardOptions {
  /** The main database is the embedded PGlite: refuse what it could not stop (see above). */
  embedded?: boolean;
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

/** Functions and operators whose result can be far longer than their arguments: refused on PGlite. */
const AMPLIFYING_FUNCTIONS = new Set(['lpad', 'rpad', 'replace', 'power']);
const AMPLIFYING_OPERATORS = new Set(['^']);

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
export function guardReportSql(text: string, tables: ReportTables, options: GuardOptions = {}): GuardedSql {
  const embedded = options.embedded === true && tables === 'report-views';
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

  const withs = withDefinitions(statement);
  let parameterNodes = 0;
  walk(statement, (node) => {
    const type = node.type;
    if (typeof type === 'string' && STATEMENT_TYPES.has(type)) throw new ReportSqlError('notQuery');
    if (type === 'with recursive' && embedded) throw new ReportSqlError('embedded');
    if (type === 'select' && node.for) throw new ReportSqlError('locking');
    if (type === 'select' && node.into) throw new ReportSqlError('notQuery');
    if (type === 'call') checkFunction(node.function as QName, embedded);
    if (type === 'binary' && embedded && AMPLIFYING_OPERATORS.has(node.op as string)) {
      throw new ReportSqlError('embedded');
    }
    if (type === 'table') checkTable(node.name as QName, tables, withs);
    if (type === 'parameter') parameterNodes += 1;
  });
  for (const bound of withs.values()) {
    for (const query of bound)
      if (!QUERY_TYPES.has(query.type as string)) throw new ReportSqlError('notQuery');
  }

  const sql = toSql.statement(statement);
  // Every $n of the rendering is one of the tree's parameters (no text or name holds one).
  const rendered = sql.match(/\$\d+/g) ?? [];
  if (rendered.length !== parameterNodes || rendered.some((p) => Number(p.slice(1)) > params.length)) {
    throw new ReportSqlError('parameter');
  }
  return { sql, params, sources: embedded ? sourcesOf(statement, withs, new Set()) : [] };
}

interface QName {
  name: string;
  schema?: string;
}

function checkFunction(name: QName, embedded: boolean): void {
  const lower = name.name.toLowerCase();
  if (name.schema !== undefined || !ALLOWED_FUNCTIONS.has(lower)) throw new ReportSqlError('function');
  if (embedded && AMPLIFYING_FUNCTIONS.has(lower)) throw new ReportSqlError('embedded');
}

/** A query's WITH names, each with the queries bound to it (anywhere in the query). */
type WithDefinitions = ReadonlyMap<string, Record<string, unknown>[]>;

function checkTable(name: QName, tables: ReportTables, withNames: WithDefinitions): void {
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

function withDefinitions(root: unknown): WithDefinitions {
  const names = new Map<string, Record<string, unknown>[]>();
  const add = (alias: { name: string }, query: Record<string, unknown>) => {
    const name = alias.name.toLowerCase();
    names.set(name, [...(names.get(name) ?? []), query]);
  };
  walk(root, (node) => {
    // WITH binds a list of names; WITH RECURSIVE (as the parser reads it) one name, on the node itself.
    if (node.type === 'with') {
      for (const bind of node.bind as { alias: { name: string }; statement: Record<string, unknown> }[]) {
        add(bind.alias, bind.statement);
      }
    } else if (node.type === 'with recursive') {
      add(node.alias as { name: string }, node.bind as Record<string, unknown>);
    }
  });
  return names;
}

/** The reads of `root` (see GuardedSql.sources); a WITH name stands for the reads of its queries. */
function sourcesOf(
  root: unknown,
  withs: WithDefinitions,
  expanding: ReadonlySet<string>,
): (string | number)[] {
  const sources: (string | number)[] = [];
  walk(root, (node) => {
    if (node.type === 'values') sources.push((node.values as unknown[]).length);
    if (node.type !== 'table') return;
    const name = node.name as QName;
    const table = name.name.toLowerCase();
    if (name.schema === undefined && withs.has(table)) {
      // A name used inside its own definition is WITH RECURSIVE, which the embedded database refuses.
      if (expanding.has(table)) return;
      for (const query of withs.get(table)!) {
        sources.push(...sourcesOf(query, withs, new Set([...expanding, table])));
      }
      if (!VIEW_NAMES.has(table)) return;
    }
    sources.push(table);
  });
  return sources;
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
