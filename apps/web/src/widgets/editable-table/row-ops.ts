/** Pure operations on the row order (a list of row ids). */

/** Moves each of `ids` one place up (-1) or down (1); a row already at the edge stays, the others keep order. */
export function moveIds(order: readonly string[], ids: ReadonlySet<string>, step: -1 | 1): string[] {
  const next = [...order];
  const indexes = next.map((id, index) => (ids.has(id) ? index : -1)).filter((index) => index >= 0);
  if (step === 1) indexes.reverse();
  for (const index of indexes) {
    const target = index + step;
    if (target < 0 || target >= next.length || ids.has(next[target] ?? '')) continue;
    [next[index], next[target]] = [next[target] as string, next[index] as string];
  }
  return next;
}

/** `order` with `id` taken out and put back at `index` (clamped to the list); an unknown id changes nothing. */
export function moveIdTo(order: readonly string[], id: string, index: number): readonly string[] {
  const from = order.indexOf(id);
  if (from < 0) return order;
  const rest = order.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** `order` with `added` placed right after `afterId` (at the end when it is absent). */
export function insertAfter(
  order: readonly string[],
  afterId: string | undefined,
  added: readonly string[],
): string[] {
  const at = afterId === undefined ? -1 : order.indexOf(afterId);
  if (at < 0) return [...order, ...added];
  return [...order.slice(0, at + 1), ...added, ...order.slice(at + 1)];
}

/** A sort-number per row id: 1 to n in the given order. */
export function sortNumbers(order: readonly string[]): Map<string, number> {
  return new Map(order.map((id, index) => [id, index + 1]));
}

/** The suffix that marks a row the server has not seen yet. */
export const TEMP_ID_SUFFIX = '_temp';

export const isTempId = (id: string): boolean => id.endsWith(TEMP_ID_SUFFIX);

let sequence = 0;
/** A new row's id: unique in the page, ending with the temporary suffix. */
export function tempId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}${TEMP_ID_SUFFIX}`;
}
