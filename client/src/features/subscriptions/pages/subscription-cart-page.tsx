import { ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubscriptionCartDto, SubscriptionCartItemDto } from '@fleetcare/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { serverMessage } from '../../../lib/error-text.ts';
import { useAddToCart, useRemoveFromCart, useSubscriptionCart } from '../api/cart.ts';
import { CartItemRow } from '../components/cart-item-row.tsx';
import { formatPrice } from '../lib/price-view.ts';
import { PLANS_PATH } from '../paths.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** /dashboard/subscriptions/subscription-cart: the plans picked, their terms and prices, and the total. */
export function SubscriptionCartPage() {
  const { t } = useTranslation('subscriptions');
  usePageMeta(t('cart.title'));
  const cart = useSubscriptionCart();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
        {t('cart.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('cart.intro')}</p>
      <div className="mt-8">
        {cart.isPending ? (
          <CartSkeleton label={t('card.loading')} />
        ) : cart.isError ? (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" onClick={() => void cart.refetch()}>
                {t('cart.retry')}
              </Button>
            }
          >
            {t('cart.loadError')}
          </Alert>
        ) : cart.data.items.length === 0 ? (
          <EmptyCart />
        ) : (
          <FilledCart cart={cart.data} onRemoved={() => heading.current?.focus()} />
        )}
      </div>
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation('subscriptions');
  return (
    <EmptyState
      size="page"
      icon={ShoppingCart}
      title={t('cart.emptyTitle')}
      action={
        <Link to={PLANS_PATH} className={buttonClass('primary', 'lg')}>
          {t('cart.browsePlans')}
        </Link>
      }
    >
      {t('cart.emptyBody')}
    </EmptyState>
  );
}

function FilledCart({ cart, onRemoved }: { cart: SubscriptionCartDto; onRemoved: () => void }) {
  const { t, i18n } = useTranslation('subscriptions');
  const switchTerm = useAddToCart();
  const remove = useRemoveFromCart();
  const [removing, setRemoving] = useState<SubscriptionCartItemDto>();
  const [switchError, setSwitchError] = useState<string>();
  const notice = (error: unknown) => serverMessage(t, i18n.resolvedLanguage, error);

  const onSwitchTerm = (item: SubscriptionCartItemDto) => {
    setSwitchError(undefined);
    // Adding a plan that is already in the cart replaces its term.
    switchTerm.mutate(
      { productId: item.productId, noOfMonths: item.noOfMonths === 12 ? 1 : 12 },
      { onError: (error) => setSwitchError(notice(error)) },
    );
  };

  const confirmRemove = () => {
    if (!removing) return;
    const { name } = removing.product;
    remove.mutate(removing._id, {
      onSuccess: () => {
        setRemoving(undefined);
        showToast(t('cart.removed', { name }));
        // The pressed button is gone with its line: put the focus somewhere that still exists.
        setTimeout(onRemoved, 0);
      },
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <div className="space-y-4 lg:col-span-2">
        {switchError && <Alert tone="error">{switchError}</Alert>}
        <ul className="space-y-4">
          {cart.items.map((item) => (
            <li key={item._id}>
              <CartItemRow
                item={item}
                onSwitchTerm={() => onSwitchTerm(item)}
                switching={switchTerm.isPending && switchTerm.variables.productId === item.productId}
                onRemove={() => {
                  remove.reset();
                  setRemoving(item);
                }}
              />
            </li>
          ))}
        </ul>
        <Link to={PLANS_PATH} className={buttonClass('ghost')}>
          {t('cart.addAnother')}
        </Link>
      </div>

      <aside
        aria-labelledby="cart-summary-title"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
          {t('cart.summary')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('cart.itemCount', { count: cart.itemCount })}</p>
        <dl className="mt-4">
          <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
            <dt className="font-semibold text-slate-900">{t('cart.total')}</dt>
            <dd className="text-2xl font-extrabold text-slate-900" data-testid="cart-total">
              {formatPrice(cart.total, i18n.resolvedLanguage, cart.currency)}
            </dd>
          </div>
        </dl>
        <Alert tone="info" title={t('cart.checkoutTitle')} className="mt-5">
          {t('cart.checkoutBody')}
        </Alert>
      </aside>

      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={t('cart.confirmTitle', { name: removing?.product.name ?? '' })}
        description={t('cart.confirmBody')}
        confirmLabel={t('cart.confirmRemove')}
        cancelLabel={t('cart.confirmCancel')}
        onConfirm={confirmRemove}
        danger
        pending={remove.isPending}
      >
        {remove.isError && <Alert tone="error">{notice(remove.error)}</Alert>}
      </ConfirmDialog>
    </div>
  );
}

function CartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-3">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="space-y-4 lg:col-span-2">
        {[0, 1].map((line) => (
          <div key={line} className="h-40 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none" />
        ))}
      </div>
      <div aria-hidden className="h-56 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none" />
    </div>
  );
}

export default SubscriptionCartPage;
