import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadRequestCallDialog, REQUEST_CALL_EVENT, type RequestCallDetail } from './open-request-call.ts';

const RequestCallDialog = lazy(loadRequestCallDialog);

/** Mounted once in the app shell: shows the request-a-call modal when openRequestCall() is called. */
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
    window.addEventListener(REQUEST_CALL_EVENT, onOpen);
    return () => window.removeEventListener(REQUEST_CALL_EVENT, onOpen);
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <RequestCallDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
    </Suspense>
  );
}
