import { useQuery } from '@tanstack/react-query';
import { fetchMallHome } from '../api/mall-home-api';

export const MALL_HOME_QUERY_KEY = ['mall', 'home'] as const;

export function useMallHome() {
  return useQuery({ queryKey: MALL_HOME_QUERY_KEY, queryFn: ({ signal }) => fetchMallHome(signal) });
}
