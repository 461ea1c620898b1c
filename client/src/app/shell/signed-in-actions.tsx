import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { AccountMenu } from '../../features/users/components/account-menu.tsx';
import { hasSessionCookie } from '../../features/users/session/session-cookie.ts';
import { readStoredUser } from '../../features/users/session/session-storage.ts';
import { useLiveConnection } from '../../lib/live/use-live-connection.ts';
import { useSubscriptionCart } from '../../features/subscriptions/api/cart.ts';
import { loadNotificationScreens } from '../routes/notification-routes.tsx';
import { CartLink, NotificationsBell } from './header-badges.tsx';
import { registerOfflineWorker } from './offline-worker.ts';

const refreshPush = () => loadNotificationScreens().then((screens) => screens.refreshPushSubscription());

/** The queue of report changes kept on the phone: a chunk of its own, loaded for technicians only. */
const loadReportQueue = () => import('../../features/maintenance/report/offline/app-report-queue.ts');

/** The account signed in on this page now: the session marker, and the account kept with it when it was given. */
const signedInUserId = () => (hasSessionCookie() ? (readStoredUser()?._id ?? null) : null);

/**
 * A technician's report changes waiting on the phone go out as soon as the app is open online, whatever page it
 * shows, and only with their maker's session: the queue is told whenever the account signed in may have changed.
 */
function useReportQueueSender(userId: string | undefined, technician: boolean) {
  useEffect(() => {
    if (!technician) return;
    let live = true;
    void loadReportQueue().then((queue) => {
      if (live) queue.followSignedInUser(signedInUserId);
    });
    return () => {
      live = false;
      void loadReportQueue().then((queue) => queue.signedInUserChanged());
    };
  }, [userId, technician]);
}

/** Whether the offline worker controlled this page from its start (this file loads before the page registers it). */
const controlledFromStart = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
let readAgainOnce = false;

/**
 * Marks everything read so far stale once the reads under way now have ended (one begun before the worker took
 * control would otherwise land after the mark, fresh, without ever passing it): what shows is then read again at
 * once, the rest when it shows.
 */
function readAllAgain(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const underWay = cache.findAll({ fetchStatus: 'fetching' });
  let stop: () => void = () => undefined;
  const whenEnded = () => {
    if (underWay.some((query) => query.state.fetchStatus === 'fetching')) return false;
    stop();
    void queryClient.invalidateQueries();
    return true;
  };
  if (!whenEnded()) stop = cache.subscribe(() => void whenEnded());
}

/**
 * On a first visit the offline worker starts after the page has read what it shows, so those answers went past it:
 * once it controls the page, everything is read again through it (once per page load), so the job and report
 * opened once online are kept for offline use from that first visit on.
 */
function useReadAgainWhenWorkerTakesControl() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container || controlledFromStart || readAgainOnce) return;
    const readAgain = () => {
      if (readAgainOnce) return;
      readAgainOnce = true;
      readAllAgain(queryClient);
    };
    if (container.controller) {
      readAgain();
      return;
    }
    container.addEventListener('controllerchange', readAgain, { once: true });
    return () => container.removeEventListener('controllerchange', readAgain);
  }, [queryClient]);
}

/**
 * The signed-in part of the header (bell, cart, account menu), loaded only for visitors with a session: visitors'
 * first load carries neither the HTTP client, the live socket nor the account menu. The cart is asked for after the
 * first paint.
 */
export function SignedInActions() {
  const user = useCurrentUser();
  const cart = useSubscriptionCart();
  // The live socket (badge, dropdown, counters) is open while the signed-in header shows, closed on sign-out.
  useLiveConnection(hasSessionCookie, refreshPush);
  // The service worker keeps the job and report pages for offline use while signed in.
  useEffect(() => registerOfflineWorker(), []);
  useReadAgainWhenWorkerTakesControl();
  useReportQueueSender(user.data?._id, user.data?.roles.includes('technician') === true);
  return (
    <>
      <NotificationsBell />
      <CartLink itemCount={cart.data?.itemCount} />
      <div className="hidden min-w-16 min-[1201px]:block">{user.data && <AccountMenu user={user.data} />}</div>
    </>
  );
}

export default SignedInActions;
