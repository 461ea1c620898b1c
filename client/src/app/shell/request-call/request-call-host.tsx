import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { REQUEST_CALL_EVENT, REQUEST_CALL_PRELOAD_EVENT, type RequestCallDetail } from '../../../lib/request-call.ts';

const loadRequestCallDialog = () => import('./request-call-dialog.tsx');
const RequestCallDialog = lazy(loadRequestCallDialog);

/**
 * Mounted once in the app shell: shows the request-a-call modal when openRequestCall() is called, and starts
 * loading its code when preloadRequestCall() is.
 */
export function RequestCallHost() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<RequestCallDetail | null>).detail;
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      opener.current = detail?.returnFocusTo ?? active;
      setUsed(true);
      setOpen(true);
    };
    const onPreload = () => void loadRequestCallDialog();
    window.addEventListener(REQUEST_CALL_EVENT, onOpen);
    window.addEventListener(REQUEST_CALL_PRELOAD_EVENT, onPreload);
    return () => {
      window.removeEventListener(REQUEST_CALL_EVENT, onOpen);
      window.removeEventListener(REQUEST_CALL_PRELOAD_EVENT, onPreload);
    };
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <RequestCallDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
    </Suspense>
  );
}
