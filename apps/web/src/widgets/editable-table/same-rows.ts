import type { RowValues } from './types';

/**
 * Whether `incoming` holds what `shown` holds: as many rows, each of whose given values (its id included
 * when it has one) equals the shown row's. A parent that passes a fresh array of the same rows, or the
 * table's own values back, does not reset the table.
 */
export function sameRows(
  incoming: readonly Partial<RowValues>[],
  shown: readonly Partial<RowValues>[],
): boolean {
  if (incoming.length !== shown.length) return false;
  return incoming.every((row, index) => {
    const other = shown[index];
    if (!other) return false;
    return Object.entries(row).every(
      ([key, value]) => (key === 'id' && value === undefined) || Object.is(value, other[key]),
    );
  });
}
