import { ErrorKey, listQuerySchema } from '@mall/shared';
import { PgDialect, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { escapeLike, planList, type ListSpec } from './list';

const item = pgTable('item', {
  id: text('id').primaryKey(),
  name: text('name'),
  secret: text('secret'),
  status: smallint('status'),
  createdAt: timestamp('created_at'),
});

const spec: ListSpec = {
  sortColumns: { name: item.name, createdAt: item.createdAt },
  defaultSort: { column: item.createdAt, order: 'desc' },
  tieBreaker: item.id,
  filters: { name: { column: item.name, match: 'like' }, status: { column: item.status, match: 'eq' } },
};

const dialect = new PgDialect();
const parse = (query: Record<string, unknown>) => listQuerySchema.loose().parse(query);

function refusal(query: Record<string, unknown>): AppError {
  try {
    planList(parse(query), spec);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('planList', () => {
  it('pages with limit and offset and reports the page', () => {
    const plan = planList(parse({ pageNo: '3', pageSize: '20' }), spec);
    expect([plan.limit, plan.offset]).toEqual([20, 40]);
    expect(plan.page(['a'], 41)).toEqual({ records: ['a'], total: 41, current: 3, size: 20, pages: 3 });
    expect(plan.page([], 0).pages).toBe(0);
  });

  it('sorts by the default column, or a whitelisted one, then by the tie-breaker', () => {
    const sql = (query: Record<string, unknown>) =>
      planList(parse(query), spec).orderBy.map((term) => dialect.sqlToQuery(term).sql);
    expect(sql({})).toEqual(['"item"."created_at" desc', '"item"."id" asc']);
    expect(sql({ column: 'name', order: 'asc' })).toEqual(['"item"."name" asc', '"item"."id" asc']);
  });

  it('refuses a sort column outside the whitelist', () => {
    for (const column of ['secret', 'id', 'name;drop table item', 'toString', '__proto__']) {
      const error = refusal({ column });
      expect(error.status).toBe(400);
      expect(error.i18nKey).toBe(ErrorKey.sortColumnNotAllowed);
      expect(error.params).toEqual({ column });
    }
  });

  it('refuses a query key that is neither a list key nor a whitelisted filter', () => {
    const error = refusal({ secret: 'x' });
    expect([error.status, error.i18nKey, error.params]).toEqual([
      400,
      ErrorKey.filterNotAllowed,
      { field: 'secret' },
    ]);
    expect(() => planList(parse({ _t: '1', superQueryMatchType: 'and', name: 'a' }), spec)).not.toThrow();
  });

  it('refuses an advanced query rather than silently ignoring it (not built yet)', () => {
    const error = refusal({ superQueryParams: '[{"field":"name","rule":"eq","val":"a"}]' });
    expect([error.status, error.i18nKey, error.params]).toEqual([
      400,
      ErrorKey.filterNotAllowed,
      { field: 'superQueryParams' },
    ]);
  });

  it('builds parameterised filters, skipping empty values', () => {
    expect(planList(parse({ name: '' }), spec).where).toBeUndefined();
    const plan = planList(parse({ name: '*50%_off*', status: 2 }), spec);
    if (!plan.where) throw new Error('expected filters');
    const query = dialect.sqlToQuery(plan.where);
    expect(query.sql).toBe('("item"."name" ilike $1 and "item"."status" = $2)');
    expect(query.params).toEqual(['%50\\%\\_off%', 2]);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('refuses an offset beyond safe integers', () => {
    expect(refusal({ pageNo: String(Number.MAX_SAFE_INTEGER), pageSize: '500' }).i18nKey).toBe(
      ErrorKey.badRequest,
    );
  });
});
