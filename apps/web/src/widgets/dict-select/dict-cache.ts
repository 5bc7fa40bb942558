import { DICT_SEARCH_DEBOUNCE_MS, type DictOption } from '@mall/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../lib/http';
import { readPreloadedDictionary } from '../../lib/stored-session';

/**
 * The one client cache of dictionary items: TanStack Query entries keyed by dictionary code and
 * language (texts differ per language), kept for the session and refreshed when an administrator
 * changes a dictionary (invalidateDictionaries).
 */
export const dictKeys = {
  all: ['dict-items'] as const,
  items: (code: string, language: string) => ['dict-items', code, language] as const,
};

export function fetchDictItems(code: string, signal?: AbortSignal): Promise<DictOption[]> {
  return http.get<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, undefined, {
    ...(signal ? { signal } : {}),
    silent: true,
  });
}

/** The options of a dictionary the sign-in answer preloaded (enabled items only), else undefined. */
function preloadedOptions(code: string, language: string): DictOption[] | undefined {
  return readPreloadedDictionary(code, language)?.map((item) => ({ ...item, disabled: false }));
}

/**
 * The enabled options of dictionary `code` in the current language: those the sign-in answer preloaded,
 * else from the cache, else loaded from the server once.
 */
export function useDictOptions(code: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: dictKeys.items(code ?? '', i18n.language),
    queryFn: ({ signal }) => fetchDictItems(code ?? '', signal),
    initialData: () => (code ? preloadedOptions(code, i18n.language) : undefined),
    enabled: Boolean(code && code.trim()),
    staleTime: Infinity,
  });
}

/** Drops every cached dictionary (after an administrator changed one). */
export function invalidateDictionaries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: dictKeys.all });
}

/** The text of `value` in `options`, else the value itself. */
export function dictText(
  options: readonly DictOption[] | undefined,
  value: string | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  return options?.find((option) => option.value === value)?.text ?? value;
}

/** Comma-joined multi-values (the stored form) to a list, and back. */
export function splitValues(value: string | null | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}
export function joinValues(values: readonly string[]): string {
  return values.join(',');
}

/** `value`, settled for `delay` ms (the dictionary search waits for the typing to stop). */
export function useDebounced<T>(value: T, delay: number = DICT_SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
