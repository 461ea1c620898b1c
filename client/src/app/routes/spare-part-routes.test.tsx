import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@fleetcare/shared';
import { routes } from '../router.tsx';
import { mockApi, ok } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';
import { testSupplierProfile } from '../../features/spare-parts/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';

const emptyPage = { items: [], total: 0, page: 1, limit: 20 };

/** The app's calls around the pages answered for a signed-in user with `roles`, an approved supplier's profile. */
function api(roles: Role[]) {
  return mockApi((request) => {
    if (request.url === '/users/get-user') return ok({ ...testUser, roles });
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    if (request.url === '/suppliers/get-my-supplier-profile') return ok(testSupplierProfile({ status: 'approved' }));
    if (request.url === '/spare-part-requests/get-my-spare-part-requests') return ok(emptyPage);
    if (request.url === '/spare-part-requests/get-my-invited-requests') return ok(emptyPage);
    return ok(null);
  });
}

setUpShellTests({ signedIn: true });

describe('the spare-part routes by role', () => {
  it('/dashboard/spare-parts leads a vehicle owner to their requests, titled', async () => {
    api(['customer']);
    const { router } = await renderRoutes(routes, { path: '/dashboard/spare-parts' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/spare-parts/spare-part-requests'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My spare-part requests' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('My spare-part requests'));
  });

  it('/dashboard/spare-parts leads a parts supplier to their quotations', async () => {
    api(['customer', 'supplier']);
    const { router } = await renderRoutes(routes, { path: '/dashboard/spare-parts' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/spare-parts/my-quotations'));
    expect(await screen.findByTestId('invitations-count')).toHaveTextContent('0 requests waiting');
  });

  it('when the account is not a supplier, then the supplier’s screens say whose they are and lead to the supplier profile', async () => {
    const calls = api(['customer']);
    await renderRoutes(routes, { path: '/dashboard/spare-parts/my-quotations/quotation-invitations' });
    expect(await screen.findByRole('heading', { name: 'This is for parts suppliers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up a supplier profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings/supplier-profile',
    );
    expect(calls.some((call) => call.url === '/spare-part-requests/get-my-invited-requests')).toBe(false);
  });

  it('when the account is an administrator’s, then the customer’s screens say they are for vehicle owners', async () => {
    api(['admin']);
    await renderRoutes(routes, { path: '/dashboard/spare-parts/spare-part-requests/new' });
    expect(
      await screen.findByRole('heading', { name: 'Spare-part requests are for vehicle owners' }),
    ).toBeInTheDocument();
  });
});
