import { useQuery } from '@tanstack/react-query';
import { demandKeys, fetchDemandDetail, fetchDemandLogs } from '../api/demand-api';

/** One order with its lines (disabled without an id); always read fresh, as actions send its version. */
export function useDemandDetail(id: string | undefined) {
  return useQuery({
    queryKey: demandKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchDemandDetail(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** The order's price applications and changes, oldest first. */
export function useDemandLogs(id: string | undefined) {
  return useQuery({
    queryKey: demandKeys.logs(id ?? ''),
    queryFn: ({ signal }) => fetchDemandLogs(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
