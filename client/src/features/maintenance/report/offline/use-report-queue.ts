import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReportDto } from '@fleetcare/shared';
import { maintenanceKeys } from '../../api/maintenance-keys.ts';
import { reportKeys } from '../api/report-keys.ts';
import { onFreshReport, reportQueue } from './app-report-queue.ts';
import { mergeAnswer, type PendingOp } from './pending-ops.ts';
import type { ReportQueue } from './report-queue.ts';

const synced = new WeakMap<QueryClient, ReportQueue>();
const freshSynced = new WeakSet<QueryClient>();

/**
 * Keeps the cached reports in step with the queue: each answered change is put in its report (before the change
 * leaves the queue, so the screen never shows it gone and back); a refusal reads the report and the job again,
 * since something changed on the server (the report completed elsewhere, the job moved on); a report read again
 * once its last change was sent takes the place of the one shown.
 */
function syncCache(queryClient: QueryClient, queue: ReportQueue) {
  if (!freshSynced.has(queryClient)) {
    freshSynced.add(queryClient);
    // A report read again once its changes were all sent replaces the one shown, if one is.
    onFreshReport((report) => {
      const key = reportKeys.detail(report.maintenanceId);
      if (queryClient.getQueryData(key) === undefined) return;
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ReportDto>(key, report);
    });
  }
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
 * clientId, let go once the upload has gone. An upload is shown before the store has written its bytes; its place
 * in the order changes once they are written, and its picture is looked for again then.
 */
export function usePendingMediaUrls(queue: ReportQueue, ops: readonly PendingOp[]): ReadonlyMap<string, string> {
  const uploads = useMemo(
    () =>
      ops
        .filter((op) => op.kind === 'upload-media')
        .map((op) => `${op.clientId}@${op.seq}`)
        .join(' '),
    [ops],
  );
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  const made = useRef(new Map<string, string>());
  useEffect(() => {
    let live = true;
    const wanted = new Set(
      uploads
        .split(' ')
        .filter(Boolean)
        .map((upload) => upload.slice(0, upload.lastIndexOf('@'))),
    );
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
