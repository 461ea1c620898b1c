import { useEffect, useRef } from 'react';
import type { ServerEventName, ServerEventPayload } from '@fleetcare/shared';
import { onLiveEvent } from './socket.ts';

/** Calls `listener` on every `event` from the server while the component is mounted (the latest listener). */
export function useLiveEvent<E extends ServerEventName>(
  event: E,
  listener: (payload: ServerEventPayload<E>) => void,
): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onLiveEvent(event, (payload) => latest.current(payload)), [event]);
}
