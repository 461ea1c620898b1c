import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's md: from there on lists are tables; below it each row is a card. */
const WIDE_QUERY = '(min-width: 48rem)';

/**
 * Whether the window is at least md wide, following it as it changes. Without matchMedia (a test's jsdom) it
 * counts as wide.
 */
export function useWideScreen(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const query = window.matchMedia?.(WIDE_QUERY);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE_QUERY).matches ?? true,
    () => true,
  );
}
