import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';

/** Spec point 9: the landing slider moves every 5000 ms. */
export const SLIDE_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** True while the visitor asks the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

/**
 * The slider's index, cycling 0 → 1 → … → count − 1 → 0 every `intervalMs`. It holds still
 * while the pointer is over it, while focus is inside it, after the pause button, and for visitors who prefer
 * reduced motion (WCAG 2.2.2). Choosing a slide restarts the wait, so a chosen slide gets its full time.
 */
export function useSlider(count: number, intervalMs: number = SLIDE_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || stopped || reducedMotion;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [paused, index, count, intervalMs]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  return {
    index,
    goTo,
    paused,
    /** Stopped by the visitor with the pause button (the other pauses end by themselves). */
    stopped,
    /** Rotation that a screen reader should not announce: only changes the visitor made are read out. */
    rotating: !paused,
    reducedMotion,
    toggleStopped: () => setStopped((value) => !value),
    containerProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
