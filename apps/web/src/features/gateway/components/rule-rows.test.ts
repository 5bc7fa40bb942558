import type { GatewayFilter, GatewayPredicate } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { filtersOf, predicatesOf, rowsOf } from './rule-rows';

describe('gateway rule rows', () => {
  it('shows lists in one cell and pairs in two, and reads them back as the server takes them', () => {
    const predicates: GatewayPredicate[] = [
      { name: 'Path', args: ['/orders/**', '/items/*'] },
      { name: 'Method', args: ['GET', 'POST'] },
      { name: 'Header', args: ['X-Env'] },
      { name: 'Header', args: ['X-Team', 'blue'] },
    ];
    const rows = rowsOf(predicates);
    expect(rows.map(({ name, value, value2 }) => [name, value, value2])).toEqual([
      ['Path', '/orders/**, /items/*', ''],
      ['Method', 'GET, POST', ''],
      ['Header', 'X-Env', ''],
      ['Header', 'X-Team', 'blue'],
    ]);
    expect(predicatesOf(rows)).toEqual(predicates);

    const filters: GatewayFilter[] = [
      { name: 'StripPrefix', args: ['1'] },
      { name: 'AddRequestHeader', args: ['X-From', 'mall'] },
      { name: 'RequestRateLimiter', args: ['10', '60'] },
      { name: 'InlineContent', args: [] },
    ];
    expect(filtersOf(rowsOf(filters))).toEqual(filters);
    // InlineContent takes no values: whatever was typed in its cells is not sent.
    expect(filtersOf([{ id: 'x', name: 'InlineContent', value: 'typed', value2: '' }])).toEqual([
      { name: 'InlineContent', args: [] },
    ]);
  });

  it('trims values, drops empty list parts and upper-cases methods', () => {
    expect(
      predicatesOf([
        { id: 'a', name: 'Method', value: ' get ,, post ', value2: '' },
        { id: 'b', name: 'Path', value: ' /a/** , ', value2: '' },
      ]),
    ).toEqual([
      { name: 'Method', args: ['GET', 'POST'] },
      { name: 'Path', args: ['/a/**'] },
    ]);
    expect(predicatesOf(undefined)).toEqual([]);
  });
});
