import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * What the socket says lives in TanStack Query's cache, beside what REST answered: a feature's sync function
 * subscribes to its events and writes them with `queryClient.setQueryData` (and asks again after a reconnection);
 * its hooks read the same query. The sync returns its unsubscribe function.
 */
export type LiveSync = (queryClient: QueryClient) => () => void;

interface Running {
  users: number;
  stop: () => void;
}

const running = new WeakMap<QueryClient, Map<LiveSync, Running>>();

/** Starts `sync` for `queryClient` unless it runs already; the returned function lets go (the last one stops it). */
export function retainLiveSync(queryClient: QueryClient, sync: LiveSync): () => void {
  const syncs = running.get(queryClient) ?? new Map<LiveSync, Running>();
  running.set(queryClient, syncs);
  const current = syncs.get(sync) ?? { users: 0, stop: () => undefined };
  if (current.users === 0) current.stop = sync(queryClient);
  current.users += 1;
  syncs.set(sync, current);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users > 0) return;
    syncs.delete(sync);
    current.stop();
  };
}

/**
 * Keeps `sync` running while the calling component is mounted: once per query client however many components
 * read the same live data, so each event is written, and each question asked, once.
 */
export function useLiveSync(sync: LiveSync): void {
  const queryClient = useQueryClient();
  useEffect(() => retainLiveSync(queryClient, sync), [queryClient, sync]);
}
