import { useCurrentUser } from '../../features/auth/api/current-user.ts';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { useSubscriptionCart } from '../../features/subscriptions/api/cart.ts';
import { CartLink, NotificationsBell } from './header-badges.tsx';

/**
 * The signed-in part of the header (bell, cart, account menu), loaded only for visitors with a session: visitors'
 * first load carries neither the HTTP client nor the account menu. The cart is asked for after the first paint.
 */
export function SignedInActions() {
  const user = useCurrentUser();
  const cart = useSubscriptionCart();
  return (
    <>
      <NotificationsBell />
      <CartLink itemCount={cart.data?.itemCount} />
      <div className="hidden min-w-16 min-[1201px]:block">{user.data && <AccountMenu user={user.data} />}</div>
    </>
  );
}

export default SignedInActions;
