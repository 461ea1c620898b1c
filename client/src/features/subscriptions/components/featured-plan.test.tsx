import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { subscriptionKeys } from '../api/subscription-keys.ts';
import { carePlan, cartWith, essentialPlan } from '../testing/fixtures.ts';
import { FeaturedPlan } from './featured-plan.tsx';

function renderPlan({ signedIn, language = 'en' }: { signedIn: boolean; language?: 'en' | 'nb' }) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      { path: '/', Component: () => <FeaturedPlan signedIn={signedIn} placeholder={<p>Loading the plan</p>} /> },
      { path: '/dashboard/subscriptions', Component: () => <h1>Plans page</h1> },
      { path: '/dashboard/subscriptions/subscription-cart', Component: () => <h1>Cart page</h1> },
    ],
    { language, queryClient },
  );
}

const priceBox = () => screen.getByTestId('plan-price');

beforeEach(() => localStorage.clear());

describe('the landing page plan', () => {
  it('when the plans load, then the FIRST one shows, priced annually by default with the annual total and savings', async () => {
    const calls = mockApi(() => ok([carePlan, essentialPlan]));
    await renderPlan({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'FleetCare Care Plan' })).toBeInTheDocument();
    expect(screen.queryByText('FleetCare Essential')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/users/get-subscription-products',
      params: { locale: 'en' },
    });

    expect(screen.getByRole('radio', { name: /Annually/ })).toBeChecked();
    // ₦25,000 × 12 × (1 − 0.1) × (1 − 0.15) = ₦229,500; savings 1 − 0.9 × 0.85 = 23.5 % → 24 %.
    expect(priceBox()).toHaveTextContent('₦229,500');
    expect(priceBox()).toHaveTextContent('per vehicle per year');
    expect(priceBox()).toHaveTextContent('Save 24%');
    expect(screen.getByText('A routine check every month')).toBeInTheDocument();
  });

  it('when the visitor switches to monthly, then the price is monthlyPrice × (1 − monthlyDiscount)', async () => {
    mockApi(() => ok([carePlan]));
    await renderPlan({ signedIn: false });
    await screen.findByRole('heading', { name: 'FleetCare Care Plan' });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(priceBox()).toHaveTextContent('₦22,500'); // ₦25,000 × 0.9
    expect(priceBox()).toHaveTextContent('per vehicle per month');
    expect(priceBox()).toHaveTextContent('Pay annually and save 24%');
    expect(priceBox()).not.toHaveTextContent('₦229,500');
  });

  it('when a visitor presses Add to cart, then they go to /dashboard/subscriptions and nothing is saved', async () => {
    const calls = mockApi(() => ok([carePlan]));
    await renderPlan({ signedIn: false });
    await screen.findByRole('heading', { name: 'FleetCare Care Plan' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('heading', { name: 'Plans page' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('when a signed-in user adds the annual plan, then 12 months are saved, the cart cache updates and the cart opens', async () => {
    const cart = cartWith({ product: carePlan, noOfMonths: 12 });
    const calls = mockApi(({ method }) => (method === 'POST' ? ok(cart) : ok([carePlan])));
    const { queryClient } = await renderPlan({ signedIn: true });
    await screen.findByRole('heading', { name: 'FleetCare Care Plan' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/subscriptions/add-subscription-item-to-cart',
      body: { productId: carePlan._id, noOfMonths: 12 },
    });
    // The header's cart badge reads this key.
    expect(queryClient.getQueryData(subscriptionKeys.cart())).toEqual(cart);
  });

  it('when a signed-in user adds the monthly plan, then 1 month is saved', async () => {
    const calls = mockApi(({ method }) =>
      method === 'POST' ? ok(cartWith({ product: carePlan, noOfMonths: 1 })) : ok([carePlan]),
    );
    await renderPlan({ signedIn: true });
    await screen.findByRole('heading', { name: 'FleetCare Care Plan' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('heading', { name: 'Cart page' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ productId: carePlan._id, noOfMonths: 1 });
  });

  it('when adding fails, then the server message shows as an error and the button works again', async () => {
    mockApi(({ method }) =>
      method === 'POST'
        ? {
            status: 404,
            body: {
              success: false,
              code: 'NOT_FOUND',
              message: 'That subscription plan is not available.',
              requestId: 'r',
            },
          }
        : ok([carePlan]),
    );
    await renderPlan({ signedIn: true });
    await screen.findByRole('heading', { name: 'FleetCare Care Plan' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That subscription plan is not available.');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Cart page' })).not.toBeInTheDocument();
  });

  it('when the plans cannot be loaded, then an error with a retry shows', async () => {
    let fail = true;
    mockApi(() => (fail ? failure(503, 'DATABASE_UNAVAILABLE') : ok([carePlan])));
    await renderPlan({ signedIn: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the plans.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'FleetCare Care Plan' })).toBeInTheDocument();
  });

  it('speaks Norwegian, with Norwegian percentages and prices grouped with a no-break space', async () => {
    const calls = mockApi(() => ok([carePlan]));
    await renderPlan({ signedIn: false, language: 'nb' });
    await screen.findByRole('heading', { name: 'FleetCare Care Plan' });
    expect(calls[0]?.params).toEqual({ locale: 'nb' });
    expect(screen.getByRole('radio', { name: /Årlig/ })).toBeChecked();
    expect(priceBox()).toHaveTextContent(/Spar 24\s%/);
    // toHaveTextContent turns no-break spaces into plain ones; the rendered text keeps them.
    expect(priceBox().textContent).toContain('₦229\u00a0500');
    expect(priceBox().textContent).toContain('Det er ₦19\u00a0125 i måneden');
    expect(screen.getByRole('button', { name: 'Legg i handlekurven' })).toBeInTheDocument();
  });
});
