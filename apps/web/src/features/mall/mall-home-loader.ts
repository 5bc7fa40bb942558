import type { QueryClient } from '@tanstack/react-query';
import { fetchMallHome } from './api/mall-home-api';
import { MALL_HOME_QUERY_KEY } from './hooks/use-mall-home';

/** How long the mall home waits for its answer before it shows its placeholders instead. */
export const MALL_HOME_WAIT_MS = 400;

/**
 * The mall home's route loader: the page's first render shows the products when their answer is there
 * within MALL_HOME_WAIT_MS (on a first visit the entry asked for it while the app downloaded, so it
 * usually is), instead of placeholders replaced a moment later. A slower answer goes on loading, and the
 * page's own query takes it over; a failure is the page's to show.
 */
export async function loadMallHome(queryClient: QueryClient): Promise<null> {
  const answer = queryClient.prefetchQuery({
    queryKey: MALL_HOME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMallHome(signal),
  });
  await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, MALL_HOME_WAIT_MS))]);
  return null;
}
