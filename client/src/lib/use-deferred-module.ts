import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

type ModuleLoader<P extends object> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Loads a component's code only when asked (`load` given), keeping the landing page's first download small. A
 * failed download is reported (with a retry) instead of throwing: a below-the-fold extra must not take the page
 * down. `load` must be a stable function (declare it at module level).
 */
export function useDeferredModule<P extends object>(load: ModuleLoader<P> | undefined) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<P> }>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (module) => {
        if (!live) return;
        setFailed(false);
        setLoaded({ Component: module.default });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  return {
    Component: loaded?.Component,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}

/**
 * True once the element comes within `rootMargin` of the viewport (and stays true). Without IntersectionObserver
 * it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near];
}
