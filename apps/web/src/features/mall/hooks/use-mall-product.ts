import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  fetchFieldDictionary,
  fetchProductDetail,
  mallProductKeys,
  searchProducts,
} from '../api/mall-product-api';
import { fieldDisplayOf } from '../field-diy';
import type { MallSearchQuery } from '../search-params';

export function useProductSearch(query: MallSearchQuery) {
  return useQuery({
    queryKey: mallProductKeys.search(query),
    queryFn: ({ signal }) => searchProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProductDetail(id: string) {
  return useQuery({
    queryKey: mallProductKeys.detail(id),
    queryFn: ({ signal }) => fetchProductDetail(id, signal),
    enabled: id !== '',
  });
}

/** Labels and visibility of product fields; until the dictionary answers (or if it fails) every field shows. */
export function useFieldDisplay() {
  const dictionary = useQuery({
    queryKey: mallProductKeys.fieldDiy,
    queryFn: ({ signal }) => fetchFieldDictionary(signal),
    staleTime: 5 * 60_000,
  });
  return useMemo(() => fieldDisplayOf(dictionary.data), [dictionary.data]);
}
