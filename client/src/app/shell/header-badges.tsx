import { Bell, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnseenCount } from '../../features/notifications/live/live-notifications.ts';
import { loadNotificationScreens } from '../routes/notification-routes.tsx';
import { SUBSCRIPTION_CART_PATH } from './nav-links.ts';

export const iconLinkClass =
  'relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-800';

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

const NotificationsDropdown = lazy(() =>
  loadNotificationScreens().then((screens) => ({ default: screens.NotificationsDropdown })),
);

/** Holds the dropdown's place for the moment its code arrives (the first opening only). */
function DropdownPlaceholder({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      role="status"
      className="absolute inset-x-0 top-full z-50 flex h-40 items-center justify-center border-y border-slate-200 bg-white shadow-lg sm:left-auto sm:right-0 sm:mt-2 sm:w-[26rem] sm:rounded-xl sm:border"
    >
      <span className="size-6 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" aria-hidden />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/**
 * The notifications bell: the unseen count from the live socket as a badge (none until the server
 * has said there is one), and the dropdown of the newest notifications on click. Opening it clears the badge.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const count = useUnseenCount() ?? 0;
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return (
    // Below 640 px the panel hangs from the header (the nearest positioned box) at full width. Escape closes it,
    // also while its code is still arriving (the panel handles its own Escape once there).
    <div
      ref={wrapper}
      className="sm:relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close(true);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${iconLinkClass} aria-expanded:bg-slate-100 aria-expanded:text-brand-800`}
        aria-label={count > 0 ? t('nav.notificationsUnseen', { count }) : t('nav.notifications')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-unseen={count}
        // The dropdown's code starts loading when the pointer or the focus comes near the bell.
        onPointerEnter={() => void loadNotificationScreens()}
        onFocus={() => void loadNotificationScreens()}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Bell className="size-5" />
        {count > 0 && <Badge count={count} />}
      </button>
      {open && (
        <Suspense fallback={<DropdownPlaceholder id={panelId} />}>
          <NotificationsDropdown id={panelId} container={wrapper} onClose={close} />
        </Suspense>
      )}
    </div>
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
      <ShoppingCart className="size-5" />
      {count > 0 && <Badge count={count} />}
    </Link>
  );
}
