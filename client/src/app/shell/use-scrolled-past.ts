import { useEffect, useState } from 'react';

/** The spec's "sticky after 40px of scroll". */
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
