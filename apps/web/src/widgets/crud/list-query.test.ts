import { describe, expect, it } from 'vitest';
import { lastPageWithin, sortFromTable, toListQuery } from './list-query';

const options = {
  sortColumns: ['username', 'realname', 'createTime'],
  defaultSort: { column: 'createTime', order: 'desc' as const },
  defaultPageSize: 10,
};

describe('list query mapping', () => {
  it('maps paging to pageNo / pageSize', () => {
    expect(toListQuery({ current: 3, pageSize: 20 }, {}, options)).toMatchObject({ pageNo: 3, pageSize: 20 });
    expect(toListQuery({}, {}, options)).toMatchObject({ pageNo: 1, pageSize: 10 });
  });

  it('maps a whitelisted sort to column / order', () => {
    expect(toListQuery({ current: 1, pageSize: 10 }, { username: 'ascend' }, options)).toMatchObject({
      column: 'username',
      order: 'asc',
    });
    expect(toListQuery({}, { realname: 'descend' }, options)).toMatchObject({
      column: 'realname',
      order: 'desc',
    });
  });

  it('never sends a column outside the whitelist; falls back to the default sort', () => {
    const query = toListQuery({}, { email: 'ascend' }, options);
    expect(query).toMatchObject({ column: 'createTime', order: 'desc' });
    expect(toListQuery({}, { username: null }, options)).toMatchObject({
      column: 'createTime',
      order: 'desc',
    });
    const noDefault = toListQuery({}, { email: 'ascend' }, { ...options, defaultSort: undefined });
    expect(noDefault.column).toBeUndefined();
    expect(noDefault.order).toBeUndefined();
  });

  it('keeps non-empty filters, trimmed', () => {
    const query = toListQuery(
      {
        current: 1,
        pageSize: 10,
        username: ' ad ',
        realname: '',
        phone: '   ',
        status: '2',
        age: 3,
        tags: ['a', 'b'],
        x: {},
      },
      {},
      options,
    );
    expect(query).toEqual({
      pageNo: 1,
      pageSize: 10,
      username: 'ad',
      status: '2',
      age: 3,
      tags: 'a,b',
      column: 'createTime',
      order: 'desc',
    });
  });

  it('sends only whitelisted filters when a whitelist is given', () => {
    const query = toListQuery(
      { current: 1, pageSize: 10, username: 'ad', password: 'x', column: 'id' },
      {},
      { ...options, filterFields: ['username', 'status'] },
    );
    expect(query).toEqual({ pageNo: 1, pageSize: 10, username: 'ad', column: 'createTime', order: 'desc' });
  });
});

describe('sortFromTable', () => {
  it('maps antd sorters (one or several, field or column key) to column → order', () => {
    expect(sortFromTable({ field: 'username', order: 'ascend' })).toEqual({ username: 'ascend' });
    expect(sortFromTable({ columnKey: 'realname', order: 'descend' })).toEqual({ realname: 'descend' });
    expect(
      sortFromTable([
        { field: 'username', order: 'ascend' },
        { field: 'createTime', order: null },
      ]),
    ).toEqual({ username: 'ascend' });
    expect(sortFromTable({ field: 'username', order: undefined })).toEqual({});
  });
});

describe('lastPageWithin', () => {
  it('keeps the page while it exists and steps back to the last page once it does not', () => {
    expect(lastPageWithin(31, 10, 4)).toBe(4);
    expect(lastPageWithin(30, 10, 4)).toBe(3);
    expect(lastPageWithin(0, 10, 3)).toBe(1);
    expect(lastPageWithin(5, 10, 1)).toBe(1);
  });
});
