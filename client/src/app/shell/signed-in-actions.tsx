import { useEffect } from 'react';
import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { AccountMenu } from '../../features/users/components/account-menu.tsx';
import { hasSessionCookie } from '../../features/users/session/session-cookie.ts';
import { useLiveConnection } from '../../lib/live/use-live-connection.ts';
import { useSubscriptionCart } from '../../features/subscriptions/api/cart.ts';
import { loadNotificationScreens } from '../routes/notification-routes.tsx';
import { CartLink, NotificationsBell } from './header-badges.tsx';
import { registerOfflineWorker } from './offline-worker.ts';

const refreshPush = () => loadNotificationScreens().then((screens) => screens.refreshPushSubscription());

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
  return (
    <>
      <NotificationsBell />
      <CartLink itemCount={cart.data?.itemCount} />
      <div className="hidden min-w-16 min-[1201px]:block">{user.data && <AccountMenu user={user.data} />}</div>
    </>
  );
}

export default SignedInActions;
