import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, SupplierProfileDto } from '@fleetcare/shared';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router.tsx';
import { emptySupplierProfile, testSupplierProfile } from '../../features/spare-parts/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { testSummaries } from '../../features/vehicles/dashboard/testing/fixtures.ts';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';

setUpShellTests({ signedIn: false });

/** The server of a sign-in by password: the session marker is set as the server's cookie would set it. */
function server(roles: Role[], profile: SupplierProfileDto) {
  const user = { ...testUser, roles };
  return mockApi((request) => {
    if (request.url === '/users/login') {
      setSessionCookie(true);
      return ok({ status: 'signed-in', user, token: 'session.1', expiresAt: '2099-01-01T00:00:00.000Z' });
    }
    if (request.url === '/users/get-user') return ok(user);
    if (request.url === '/suppliers/get-my-supplier-profile') return ok(profile);
    if (request.url === '/users/get-dashboard-summaries') return ok(testSummaries());
    if (request.url === '/users/get-calendar-events') return ok([]);
    if (request.url === '/users/social-providers') return ok({ tokenSignIn: [], redirect: [] });
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    return ok(null);
  });
}

async function signIn() {
  const rendered = await renderRoutes(routes, { path: '/login' });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), 'amaka@example.com');
  await user.type(screen.getByLabelText('Password'), 'Kelechi-drives-a-Corolla-2019');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return rendered;
}

describe('where a supplier lands after signing in, and the overview’s supplier card', () => {
  it('when the profile has not been sent, then the supplier profile opens to complete it', async () => {
    server(['customer', 'supplier'], emptySupplierProfile());
    const { router } = await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/supplier-profile'));
    expect(await screen.findByText('Set up your supplier profile')).toBeInTheDocument();
  });

  it('when the supplier is approved, then the overview opens and the card says so, leading to the profile', async () => {
    server(['customer', 'supplier'], testSupplierProfile({ status: 'approved' }));
    const { router } = await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amaka' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const card = screen.getByRole('region', { name: 'Parts supplier account' });
    expect(await within(card).findByTestId('supplier-status')).toHaveTextContent('Approved');
    expect(within(card).getByRole('link', { name: 'Open your supplier profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings/supplier-profile',
    );
  });

  it('when the profile waits for review, then the overview opens and the card says an admin is checking it', async () => {
    server(['customer', 'supplier'], testSupplierProfile({ status: 'submitted' }));
    await signIn();
    const card = await screen.findByRole('region', { name: 'Parts supplier account' });
    expect(await within(card).findByText(/FleetCare is checking your business details/)).toBeInTheDocument();
  });

  it('when the account is not a supplier, then nothing is asked about supplier profiles', async () => {
    const calls = server(['customer'], emptySupplierProfile());
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amaka' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/suppliers/get-my-supplier-profile');
  });
});
