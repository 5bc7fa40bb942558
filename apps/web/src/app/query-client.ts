import { QueryClient } from '@tanstack/react-query';

/**
 * The app's server-state cache. Failures are reported once by the HTTP client, so nothing is retried;
 * data stays fresh for 30 s and is not refetched on window focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
