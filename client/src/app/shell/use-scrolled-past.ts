import { useEffect, useState } from 'react';

/** The header turns sticky once the page has scrolled 40 px. */
export const STICKY_AFTER_PX = 40;

/** True once the page is scrolled further than `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number = STICKY_AFTER_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
