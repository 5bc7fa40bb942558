/**
 * The search-form filters a list last searched with, kept for the browser tab (sessionStorage) by the
 * list's API path: a language switch reloads the page, and the list comes back with the rows it showed.
 * Only plain values (texts, numbers, yes/no and lists of them) are kept; a list without kept filters
 * starts from its initial ones.
 */
const PREFIX = 'mall__list-filters:';

type Plain = string | number | boolean;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function plainOnly(filters: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => isPlain(value) || (Array.isArray(value) && value.every(isPlain)),
    ),
  );
}

export function readKeptFilters(basePath: string): Record<string, unknown> | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + basePath);
    const parsed: unknown = raw === null ? undefined : JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? plainOnly(parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function keepFilters(basePath: string, filters: Readonly<Record<string, unknown>>): void {
  try {
    sessionStorage.setItem(PREFIX + basePath, JSON.stringify(plainOnly(filters)));
  } catch {
    // Storage full or refused: the list still searches, it only starts over after a reload.
  }
}

export function forgetFilters(basePath: string): void {
  try {
    sessionStorage.removeItem(PREFIX + basePath);
  } catch {
    // As above.
  }
}
