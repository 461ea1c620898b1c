import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReportDto } from '@fleetcare/shared';
import { isApiError } from '../../../../lib/api-error.ts';
import { maintenanceKeys } from '../../api/maintenance-keys.ts';
import { reportKeys } from '../api/report-keys.ts';
import { sendReportChange } from '../api/report-writes.ts';
import { mergeAnswer, type OpRefusal, type PendingOp } from './pending-ops.ts';
import { ReportQueue } from './report-queue.ts';
import { indexedDbStore, memoryStore } from './report-store.ts';

/**
 * A refusal as it is kept: the error's code, and the catalogue key of the first field the server named (the
 * mileage below the vehicle's last reading) or else its message.
 */
export function refusalOf(error: unknown): OpRefusal {
  if (isApiError(error)) {
    const fieldKey = Object.values(error.fieldErrorKeys)[0];
    return { code: error.code, message: fieldKey ?? error.message };
  }
  const code = (error as { code?: unknown } | null)?.code;
  return {
    code: typeof code === 'string' ? code : 'REFUSED',
    message: error instanceof Error ? error.message : String(error),
  };
}

let current: ReportQueue | undefined;

/** The browser's one queue of report changes, started on first use (IndexedDB, or memory where there is none). */
export function reportQueue(): ReportQueue {
  current ??= new ReportQueue({
    store: typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(),
    send: sendReportChange,
    refusalOf,
  }).start();
  return current;
}

/** Tests: puts a queue of their own in place (a fresh database, or the same one after a "reload"). */
export function replaceReportQueue(queue: ReportQueue | undefined) {
  current?.stop();
  current = queue;
}

const synced = new WeakMap<QueryClient, ReportQueue>();

/**
 * Keeps the cached reports in step with the queue: each answered change is put in its report (before the change
 * leaves the queue, so the screen never shows it gone and back); a refusal reads the report and the job again,
 * since something changed on the server (the report completed elsewhere, the job moved on).
 */
function syncCache(queryClient: QueryClient, queue: ReportQueue) {
  if (synced.get(queryClient) === queue) return;
  synced.set(queryClient, queue);
  queue.onSent((op, answer) => {
    const key = reportKeys.detail(op.maintenanceId);
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<ReportDto>(key, (report) => report && mergeAnswer(report, op, answer));
  });
  queue.onRefused((op) => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.report(op.maintenanceId) });
    void queryClient.invalidateQueries({ queryKey: maintenanceKeys.job(op.maintenanceId) });
  });
}

/** The queue and its state, the cache kept in step with it. */
export function useReportQueue() {
  const queue = reportQueue();
  const queryClient = useQueryClient();
  useEffect(() => syncCache(queryClient, queue), [queryClient, queue]);
  const state = useSyncExternalStore(queue.subscribe, queue.getState);
  return { queue, state };
}

/**
 * Pictures of the photos and videos waiting to be sent, from their bytes on the phone: an object URL per upload's
 * clientId, let go once the upload has gone.
 */
export function usePendingMediaUrls(queue: ReportQueue, ops: readonly PendingOp[]): ReadonlyMap<string, string> {
  const uploads = useMemo(
    () =>
      ops
        .filter((op) => op.kind === 'upload-media')
        .map((op) => op.clientId)
        .join(' '),
    [ops],
  );
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  const made = useRef(new Map<string, string>());
  useEffect(() => {
    let live = true;
    const wanted = new Set(uploads.split(' ').filter(Boolean));
    for (const [clientId, url] of made.current) {
      if (wanted.has(clientId)) continue;
      URL.revokeObjectURL(url);
      made.current.delete(clientId);
    }
    const missing = [...wanted].filter((clientId) => !made.current.has(clientId));
    void Promise.all(missing.map(async (clientId) => [clientId, await queue.getMedia(clientId)] as const)).then(
      (found) => {
        if (!live) return;
        for (const [clientId, media] of found) {
          if (media && !made.current.has(clientId) && typeof URL.createObjectURL === 'function') {
            made.current.set(clientId, URL.createObjectURL(media.blob));
          }
        }
        setUrls(new Map(made.current));
      },
    );
    return () => {
      live = false;
    };
  }, [queue, uploads]);
  useEffect(() => {
    const all = made.current;
    return () => all.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return urls;
}
