import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toast.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { failure, mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { subscriptionKeys } from '../api/subscription-keys.ts';
import { carePlan, cartWith, emptyCart, essentialPlan } from '../testing/fixtures.ts';
import { SubscriptionCartPage } from './subscription-cart-page.tsx';

function renderCart(language: 'en' | 'nb' = 'en') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      {
        path: '/dashboard/subscriptions/subscription-cart',
        Component: () => (
          <>
            <SubscriptionCartPage />
            <Toaster closeLabel="Close" />
          </>
        ),
      },
      { path: '/dashboard/subscriptions/products', Component: () => <h1>Plans page</h1> },
    ],
    { path: '/dashboard/subscriptions/subscription-cart', queryClient, language },
  );
}

const filled = cartWith({ product: carePlan, noOfMonths: 12 }, { product: essentialPlan, noOfMonths: 1 });

beforeEach(() => localStorage.clear());

describe('the subscription cart page', () => {
  it('when the reader is Norwegian, then each price and the total group digits with a no-break space', async () => {
    mockApi(() => ok(filled));
    await renderCart('nb');
    const care = await screen.findByRole('article', { name: 'FleetCare Care Plan' });
    expect(care.textContent).toContain('₦229\u00a0500');
    expect(screen.getByRole('article', { name: 'FleetCare Essential' }).textContent).toContain('₦14\u00a0250');
    expect(screen.getByTestId('cart-total').textContent).toBe('₦243\u00a0750');
  });

  it('when the cart is empty, then it says so and links to the plans', async () => {
    mockApi(() => ok(emptyCart));
    await renderCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Browse plans' }));
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeInTheDocument();
  });

  it('when the cart has plans, then each shows its term and price, with the total and the checkout note', async () => {
    mockApi(() => ok(filled));
    await renderCart();
    const care = await screen.findByRole('article', { name: 'FleetCare Care Plan' });
    expect(care).toHaveTextContent('Annual (12 months)');
    expect(care).toHaveTextContent('₦229,500');
    expect(care).toHaveTextContent('Save 24%');
    const essential = screen.getByRole('article', { name: 'FleetCare Essential' });
    expect(essential).toHaveTextContent('Monthly (1 month)');
    expect(essential).toHaveTextContent('₦14,250'); // ₦15,000 × 0.95
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦243,750');
    expect(screen.getByText('2 plans')).toBeInTheDocument();
    expect(screen.getByText('Checkout opens when payments launch')).toBeInTheDocument();
    // Checkout arrives with payments: no button that would do nothing.
    expect(screen.queryByRole('button', { name: /checkout|pay/i })).not.toBeInTheDocument();
  });

  it('when a plan is removed after confirming, then it leaves the cart, the total follows and a notice says so', async () => {
    let cart = filled;
    const calls = mockApi(({ method, url }: MockRequest) => {
      if (method === 'POST' && url.startsWith('/subscriptions/remove-subscription-item-from-cart/')) {
        cart = cartWith({ product: essentialPlan, noOfMonths: 1 });
        return ok(cart);
      }
      return ok(cart);
    });
    const { queryClient } = await renderCart();
    const care = await screen.findByRole('article', { name: 'FleetCare Care Plan' });
    const user = userEvent.setup();
    await user.click(within(care).getByRole('button', { name: 'Remove FleetCare Care Plan from the cart' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Remove FleetCare Care Plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(care).getByRole('button', { name: 'Remove FleetCare Care Plan from the cart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove plan' }));
    expect(await screen.findByText('FleetCare Care Plan was removed from your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'FleetCare Care Plan' })).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦14,250');
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(
      `/subscriptions/remove-subscription-item-from-cart/${filled.items[0]?._id ?? ''}`,
    );
    expect(queryClient.getQueryData(subscriptionKeys.cart())).toEqual(cart);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('when removing fails, then the server message shows in the dialog and it can be tried again', async () => {
    mockApi(({ method }) =>
      method === 'POST'
        ? {
            status: 404,
            body: { success: false, code: 'NOT_FOUND', message: 'That item is not in your cart.', requestId: 'r' },
          }
        : ok(filled),
    );
    await renderCart();
    const care = await screen.findByRole('article', { name: 'FleetCare Care Plan' });
    const user = userEvent.setup();
    await user.click(within(care).getByRole('button', { name: 'Remove FleetCare Care Plan from the cart' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That item is not in your cart.');
    expect(within(dialog).getByRole('button', { name: 'Remove plan' })).toBeEnabled();
  });

  it('when the term is switched, then the plan is added again with the other number of months', async () => {
    let cart = filled;
    const calls = mockApi(({ method }) => {
      if (method === 'POST') {
        cart = cartWith({ product: carePlan, noOfMonths: 1 }, { product: essentialPlan, noOfMonths: 1 });
      }
      return ok(cart);
    });
    await renderCart();
    const care = await screen.findByRole('article', { name: 'FleetCare Care Plan' });
    await userEvent.setup().click(within(care).getByRole('button', { name: 'Switch to monthly' }));
    await waitFor(() => expect(care).toHaveTextContent('Monthly (1 month)'));
    expect(care).toHaveTextContent('₦22,500');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/subscriptions/add-subscription-item-to-cart',
      body: { productId: carePlan._id, noOfMonths: 1 },
    });
    expect(within(care).getByRole('button', { name: 'Switch to annual' })).toBeInTheDocument();
  });

  it('when the cart cannot be loaded, then an error with a retry shows', async () => {
    let fail = true;
    mockApi(() => (fail ? failure(500, 'INTERNAL_ERROR') : ok(emptyCart)));
    await renderCart();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your cart.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });
});
