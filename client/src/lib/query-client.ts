import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // Asked even while the phone says it is offline: the offline worker answers what it kept (a job and its
        // report opened before). Retries still wait for the network.
        networkMode: 'offlineFirst',
        // A 4xx will not get better by asking again; spare the user's data plan.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
