import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { monthsOf, type SubscriptionTerm } from '@fleetcare/shared';
import { serverMessage } from '../../../lib/error-text.ts';
import { CART_PATH, SUBSCRIPTIONS_PATH } from '../paths.ts';
import { useAddToCart } from './cart.ts';

/**
 * Add to cart: a visitor goes to /dashboard/subscriptions (the guard sends them to sign in
 * and back); a signed-in user's choice is saved with 12 months for annual, else 1, then the cart opens. A failure
 * shows the server's message by the card that was pressed, and the button stops spinning.
 */
export function useAddPlanToCart({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const mutation = useAddToCart();
  const [failure, setFailure] = useState<{ productId: string; message: string }>();

  const add = (productId: string, term: SubscriptionTerm) => {
    if (!signedIn) {
      void navigate(SUBSCRIPTIONS_PATH);
      return;
    }
    setFailure(undefined);
    mutation.mutate(
      { productId, noOfMonths: monthsOf(term) },
      {
        onSuccess: () => void navigate(CART_PATH),
        onError: (error) => setFailure({ productId, message: serverMessage(t, i18n.resolvedLanguage, error) }),
      },
    );
  };

  return {
    add,
    pendingProductId: mutation.isPending ? mutation.variables.productId : undefined,
    errorFor: (productId: string) => (failure?.productId === productId ? failure.message : undefined),
  };
}
