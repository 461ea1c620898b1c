import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon, CartIcon } from './icons.tsx';
import { NOTIFICATIONS_PATH, SUBSCRIPTION_CART_PATH } from './nav-links.ts';

export const iconLinkClass =
  'relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-800';

function Badge({ count }: { count: number }) {
  return (
    <span
      aria-hidden
      className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold leading-none text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The notifications bell. The unseen count comes from the live-notifications capability; until a count above zero
 * is known, no badge is drawn (never a made-up one).
 */
export function NotificationsBell({ unseenCount }: { unseenCount?: number | undefined }) {
  const { t } = useTranslation();
  const count = unseenCount ?? 0;
  return (
    <Link
      to={NOTIFICATIONS_PATH}
      className={iconLinkClass}
      aria-label={count > 0 ? t('nav.notificationsUnseen', { count }) : t('nav.notifications')}
    >
      <BellIcon />
      {count > 0 && <Badge count={count} />}
    </Link>
  );
}

/** The subscription cart icon, with the item count once GET /subscriptions/get-subscription-cart says it is above 0. */
export function CartLink({ itemCount }: { itemCount?: number | undefined }) {
  const { t } = useTranslation();
  const count = itemCount ?? 0;
  return (
    <Link
      to={SUBSCRIPTION_CART_PATH}
      className={iconLinkClass}
      aria-label={count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')}
    >
      <CartIcon />
      {count > 0 && <Badge count={count} />}
    </Link>
  );
}
