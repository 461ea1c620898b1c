import type { ReportDto } from '@fleetcare/shared';
import { isApiError } from '../../../../lib/api-error.ts';
import { fetchReport } from '../api/report-queries.ts';
import { sendReportChange } from '../api/report-writes.ts';
import type { OpRefusal } from './pending-ops.ts';
import { ReportQueue } from './report-queue.ts';
import { indexedDbStore, memoryStore } from './report-store.ts';

/*
 * The app's one queue of report changes, without React: the app shell starts it for a signed-in technician (so
 * what waits on the phone goes out as soon as the app is open online, whatever page it shows), and the report
 * editor shows and adds to it.
 */

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

/** Who is signed in, as the app shell tells it; nobody until it does. */
let signedIn: () => string | null = () => null;
let current: ReportQueue | undefined;
const freshListeners = new Set<(report: ReportDto) => void>();

/**
 * Once a report's last waiting change is answered, the report is read again: the service worker keeps that answer
 * (so the job opened offline later shows what was sent), and the screen shows it unless another change was answered
 * while it was read (that one's own reading follows).
 */
function readAgainWhenDrained(queue: ReportQueue) {
  let answered = 0;
  queue.onSent(() => {
    answered += 1;
  });
  queue.onDrained((maintenanceId) => {
    const before = answered;
    fetchReport(maintenanceId).then(
      (report) => {
        if (answered === before) freshListeners.forEach((listener) => listener(report));
      },
      () => undefined,
    );
  });
  return queue;
}

/** The browser's one queue of report changes, started on first use (IndexedDB, or memory where there is none). */
export function reportQueue(): ReportQueue {
  current ??= readAgainWhenDrained(
    new ReportQueue({
      store: typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(),
      send: sendReportChange,
      refusalOf,
      currentUser: () => signedIn(),
    }),
  ).start();
  return current;
}

/**
 * The app shell, for a signed-in technician: `whoIsSignedIn` answers the user id of the account signed in now (or
 * null), asked before every send. Starts the queue if it is not yet, and shows and sends that account's changes.
 */
export function followSignedInUser(whoIsSignedIn: () => string | null) {
  signedIn = whoIsSignedIn;
  reportQueue().userChanged();
}

/** The account signed in may have changed (signed out, another signed in): the queue reads it again, if started. */
export function signedInUserChanged() {
  current?.userChanged();
}

/** Told of each report read again after its last waiting change was answered. */
export function onFreshReport(listener: (report: ReportDto) => void) {
  freshListeners.add(listener);
  return () => {
    freshListeners.delete(listener);
  };
}

/**
 * Tests: puts a queue of their own in place (a fresh database, or the same one after a "reload"); with none, the app
 * is as before its first use, nobody signed in (test files share this module).
 */
export function replaceReportQueue(queue: ReportQueue | undefined) {
  current?.stop();
  current = queue && readAgainWhenDrained(queue);
  if (!queue) signedIn = () => null;
}
