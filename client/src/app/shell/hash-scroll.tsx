import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const FIND_FOR_MS = 5000;
const FOLLOW_FOR_MS = 2500;

/** Where the anchor's top should land: below the fixed header, with a little air. */
function targetTop(element: HTMLElement): number {
  const header = document.querySelector('[data-site-header]');
  const offset = (header?.getBoundingClientRect().height ?? 0) + 8;
  return element.getBoundingClientRect().top + window.scrollY - offset;
}

/**
 * Scrolls to `#id` once the element exists (the landing page and its sections load lazily), then follows it for a
 * moment while content above it is still loading, unless the visitor scrolls. Returns a stop function.
 */
export function scrollToAnchor(id: string): () => void {
  let stopped = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: ResizeObserver | undefined;
  const started = Date.now();
  const behavior: ScrollBehavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  const userEvents = ['wheel', 'touchstart', 'keydown'] as const;

  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    observer?.disconnect();
    for (const name of userEvents) window.removeEventListener(name, stop);
  };

  const find = () => {
    if (stopped) return;
    const element = document.getElementById(id);
    if (!element) {
      if (Date.now() - started < FIND_FOR_MS) frame = requestAnimationFrame(find);
      return;
    }
    window.scrollTo({ top: targetTop(element), behavior });
    for (const name of userEvents) window.addEventListener(name, stop, { passive: true });
    if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(() => {
        const top = targetTop(element);
        if (Math.abs(top - window.scrollY) > 4) window.scrollTo({ top, behavior });
      });
      observer.observe(document.body);
    }
    timer = setTimeout(stop, FOLLOW_FOR_MS);
  };

  find();
  return stop;
}

/**
 * Hash links (`/#subscriptions`) scroll to their anchor, also when the page is already open and the link is followed
 * again. Back and forward keep the position the router restores.
 */
export function HashScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (!location.hash || (navigationType === 'POP' && !initial)) return;
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    return scrollToAnchor(id);
  }, [location.key, location.hash, navigationType]);
  return null;
}
