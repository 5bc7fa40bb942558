import { describe, expect, it } from 'vitest';
import { toListQuery, toProTableData } from './pro-table-request';

const options = {
  sortColumns: ['username', 'realname', 'createTime'],
  defaultSort: { column: 'createTime', order: 'desc' as const },
  defaultPageSize: 10,
};

describe('ProTable request adapter', () => {
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

  it('maps a PageResult back to ProTable data', () => {
    expect(toProTableData({ records: [{ id: 1 }], total: 11, current: 2, size: 10, pages: 2 })).toEqual({
      data: [{ id: 1 }],
      total: 11,
      success: true,
    });
  });
});
