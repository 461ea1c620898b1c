import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { carePlan, cartWith, emptyCart, essentialPlan } from '../testing/fixtures.ts';
import { PlansPage } from './plans-page.tsx';

beforeEach(() => localStorage.clear());

describe('the plans page', () => {
  it('shows every plan with one term switch, and Add to cart saves the chosen term and opens the cart', async () => {
    const calls = mockApi(({ method, url }) => {
      if (method === 'POST') return ok(cartWith({ product: essentialPlan, noOfMonths: 1 }));
      return url === '/subscriptions/get-subscription-cart' ? ok(emptyCart) : ok([carePlan, essentialPlan]);
    });
    await renderRoutes(
      [
        { path: '/dashboard/subscriptions/products', Component: PlansPage },
        { path: '/dashboard/subscriptions/subscription-cart', Component: () => <h1>Cart page</h1> },
      ],
      { path: '/dashboard/subscriptions/products' },
    );
    const care = await screen.findByRole('article', { name: 'FleetCare Care Plan' });
    const essential = screen.getByRole('article', { name: 'FleetCare Essential' });
    expect(care).toHaveTextContent('₦229,500');
    // ₦15,000 × 12 × 0.95 × 0.9 = ₦153,900
    expect(essential).toHaveTextContent('₦153,900');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(care).toHaveTextContent('₦22,500');
    expect(essential).toHaveTextContent('₦14,250');

    await user.click(within(essential).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      productId: essentialPlan._id,
      noOfMonths: 1,
    });
  });
});
