import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, TechnicianInfoDto } from '@fleetcare/shared';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router.tsx';
import { testInfo } from '../../features/technicians/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { testSummaries } from '../../features/vehicles/dashboard/testing/fixtures.ts';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';

setUpShellTests({ signedIn: false });

/** The server of a sign-in by password: the session marker is set as the server's cookie would set it. */
function server(roles: Role[], info: TechnicianInfoDto) {
  const user = { ...testUser, roles };
  return mockApi((request) => {
    if (request.url === '/users/login') {
      setSessionCookie(true);
      return ok({ status: 'signed-in', user, token: 'session.1', expiresAt: '2099-01-01T00:00:00.000Z' });
    }
    if (request.url === '/users/get-user') return ok(user);
    if (request.url === '/users/get-technician-info') return ok(info);
    if (request.url === '/users/get-dashboard-summaries') return ok(testSummaries());
    if (request.url === '/users/get-calendar-events') return ok([]);
    if (request.url === '/users/social-providers') return ok({ tokenSignIn: [], redirect: [] });
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    return ok(null);
  });
}

async function signIn(path = '/login') {
  const rendered = await renderRoutes(routes, { path });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), 'amaka@example.com');
  await user.type(screen.getByLabelText('Password'), 'Kelechi-drives-a-Corolla-2019');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return rendered;
}

describe('where a technician lands after signing in', () => {
  it('when the application has not been sent, then the registration opens at the first step with something missing', async () => {
    server(['customer', 'technician'], testInfo({ status: 'incomplete', references: [] }));
    const { router } = await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/technician/technician-registration/references'));
  });

  it('when the technician is approved, then the overview opens', async () => {
    server(['customer', 'technician'], testInfo({ status: 'approved' }));
    const { router } = await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amaka' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('when the sign-in was asked for by another page, then that page opens, whatever the application', async () => {
    server(['customer', 'technician'], testInfo({ status: 'incomplete', references: [] }));
    const { router } = await signIn('/login?redirectTo=%2Fdashboard%2Fwallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
  });

  it('when the account is not a technician, then the overview opens and nothing is asked about technicians', async () => {
    const calls = server(['customer'], testInfo({ status: 'incomplete' }));
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amaka' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/users/get-technician-info');
  });
});
