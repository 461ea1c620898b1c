import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@fleetcare/shared';
import { Hammer } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router.tsx';
import { testEarnings } from '../../features/maintenance/testing/technician-job-fixtures.ts';
import { testSupplierProfile } from '../../features/spare-parts/testing/fixtures.ts';
import { testInfo } from '../../features/technicians/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { testEvent, testSummaries } from '../../features/vehicles/dashboard/testing/fixtures.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { RoleCard } from './role-card.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';

function api(answer: (request: MockRequest) => MockAnswer | undefined, roles: Role[] = ['customer']) {
  return mockApi((request) => {
    const answered = answer(request);
    if (answered) return answered;
    if (request.url === '/users/get-user') return ok({ ...testUser, roles });
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    if (request.url === '/users/get-technician-info') return ok(testInfo({ status: 'approved', onDuty: true }));
    if (request.url === '/suppliers/get-my-supplier-profile') return ok(testSupplierProfile({ status: 'approved' }));
    if (request.url === '/maintenances/get-my-earnings') return ok(testEarnings());
    if (request.url === '/customer-reviews/get-my-customer-reviews') {
      return ok({
        items: [],
        total: 0,
        page: 1,
        limit: 10,
        as: 'technician',
        summary: { rating: null, ratingCount: 0 },
      });
    }
    return ok(null);
  });
}

setUpShellTests({ signedIn: true });

describe('the dashboard overview', () => {
  it('when the user has vehicles, then the fleet figures lead to the filtered fleet list or the calendar, with what comes next and the account below', async () => {
    let calendarParams: unknown;
    api((request) => {
      if (request.url === '/users/get-dashboard-summaries') return ok(testSummaries());
      if (request.url === '/users/get-calendar-events') {
        calendarParams = request.params;
        return ok([
          testEvent({ date: '2099-01-20', item: 'battery', id: 'b' }),
          testEvent({ date: '2099-01-12', item: 'engine-oil', id: 'a', dueUnknown: true }),
        ]);
      }
      return undefined;
    });
    await renderRoutes(routes, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amaka' })).toBeInTheDocument();
    const fleet = screen.getByRole('region', { name: 'Your fleet' });
    expect(await within(fleet).findByRole('link', { name: /^3 vehicles/ })).toHaveAttribute('href', '/dashboard/fleet');
    expect(within(fleet).getByRole('link', { name: /^3 vehicles/ })).toHaveTextContent('2 yours · 1 shared with you');
    expect(within(fleet).getByRole('link', { name: '1 check overdue' })).toHaveAttribute(
      'href',
      '/dashboard/fleet?due=overdue',
    );
    expect(within(fleet).getByRole('link', { name: '4 checks due soon' })).toHaveAttribute(
      'href',
      '/dashboard/fleet?due=due-soon',
    );
    expect(within(fleet).getByRole('link', { name: '2 papers expiring within 30 days' })).toHaveAttribute(
      'href',
      '/dashboard/calendar?view=agenda',
    );
    const comingUp = await within(fleet).findByRole('list', { name: 'Overdue and coming up in the next 30 days' });
    const items = within(comingUp).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Engine oil'),
      expect.stringContaining('Battery'),
    ]);
    // A check whose last time is not known reads "Check soon", the others their due state.
    expect(items[0]).toHaveTextContent('Check soon');
    expect(items[1]).toHaveTextContent('Due soon');
    // What is already late opens the list: the call asks for it along with the next 30 days.
    expect(calendarParams).toMatchObject({ overdue: 'include' });
    expect(screen.getByRole('region', { name: 'Account and security' })).toHaveTextContent('amaka@example.com');
  });

  it('when the user has no vehicle yet, then the overview says what to do first', async () => {
    api((request) =>
      request.url === '/users/get-dashboard-summaries'
        ? ok(testSummaries({ vehicles: { total: 0, own: 0, shared: 0 } }))
        : undefined,
    );
    await renderRoutes(routes, { path: '/dashboard' });
    expect(await screen.findByText('No vehicles yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first vehicle' })).toHaveAttribute(
      'href',
      '/dashboard/fleet?isAddingNewVehicle=true',
    );
  });

  it('when the figures cannot load, then the error says so and a retry asks again', async () => {
    let fail = true;
    api((request) => {
      if (request.url !== '/users/get-dashboard-summaries') return undefined;
      return fail ? failure(500, 'INTERNAL_ERROR') : ok(testSummaries());
    });
    await renderRoutes(routes, { path: '/dashboard' });
    expect(await screen.findByText('We could not load your fleet’s figures')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^3 vehicles/ })).toBeInTheDocument();
  });
});

const withVehicles = (total: number) => (request: MockRequest) => {
  if (request.url === '/users/get-dashboard-summaries') {
    return ok(testSummaries({ vehicles: { total, own: total, shared: 0 } }));
  }
  if (request.url === '/users/get-calendar-events') return ok([]);
  return undefined;
};

describe('the overview by role', () => {
  it('when a technician who just signed up has no vehicle, then a technician card says what the account is, where the application stands and the next steps, instead of an empty fleet', async () => {
    api(
      (request) =>
        request.url === '/users/get-technician-info'
          ? ok(testInfo({ status: 'incomplete', references: [], payout: { bankAccountCount: 0 } }))
          : withVehicles(0)(request),
      ['customer', 'technician'],
    );
    await renderRoutes(routes, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Technician account' });
    expect(card).toHaveTextContent('Your account is set up for technician work.');
    expect(await within(card).findByText('Your application: Not sent yet')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue your registration' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/references',
    );
    const tools = within(card).getByRole('list', { name: 'Your technician screens' });
    expect(
      within(tools)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/inspector/inspector-job-notification',
      '/dashboard/earnings',
      '/technician/technician-registration/application-status',
      '/dashboard/settings/technician-profile',
    ]);
    expect(await within(card).findByRole('link', { name: /^Add a vehicle of your own/ })).toHaveAttribute(
      'href',
      '/dashboard/fleet?isAddingNewVehicle=true',
    );
    expect(screen.queryByText('No vehicles yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your fleet' })).not.toBeInTheDocument();
  });

  it('when an approved technician opens the overview, then the card says whether they are on duty and leads to the profile; changes under review are mentioned', async () => {
    api(
      (request) =>
        request.url === '/users/get-technician-info'
          ? ok(testInfo({ status: 'approved', onDuty: false, changesUnderReview: true }))
          : withVehicles(2)(request),
      ['customer', 'technician'],
    );
    await renderRoutes(routes, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Technician account' });
    expect(await within(card).findByText('Your application: Approved')).toBeInTheDocument();
    expect(card).toHaveTextContent('You are off duty.');
    expect(card).toHaveTextContent('FleetCare is looking at your latest changes.');
    expect(within(card).getByRole('link', { name: 'Open your technician profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings/technician-profile',
    );
  });

  it('when an approved technician opens the overview, then an earnings card shows what they earned and what jobs under way hold, and leads to the earnings page', async () => {
    api(withVehicles(1), ['customer', 'technician']);
    await renderRoutes(routes, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Your earnings' });
    expect(await within(card).findByTestId('dashboard-earned')).toHaveTextContent('₦39,100.00');
    expect(within(card).getByTestId('dashboard-pending')).toHaveTextContent('₦20,000.00');
    expect(within(card).getByRole('link', { name: 'See your earnings' })).toHaveAttribute(
      'href',
      '/dashboard/earnings',
    );
  });

  it('when the earnings cannot be read, then the card says so and asks again on Try again', async () => {
    let fail = true;
    api(
      (request) => {
        if (request.url !== '/maintenances/get-my-earnings') return withVehicles(1)(request);
        return fail ? failure(500, 'INTERNAL_ERROR') : ok(testEarnings());
      },
      ['customer', 'technician'],
    );
    await renderRoutes(routes, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Your earnings' });
    expect(await within(card).findByText('We could not load your earnings')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByTestId('dashboard-earned')).toHaveTextContent('₦39,100.00');
  });

  it('when the technician is still applying, then there is no earnings card', async () => {
    const calls = api(
      (request) =>
        request.url === '/users/get-technician-info' ? ok(testInfo({ status: 'pending' })) : withVehicles(1)(request),
      ['customer', 'technician'],
    );
    await renderRoutes(routes, { path: '/dashboard' });
    await screen.findByRole('region', { name: 'Technician account' });
    expect(await screen.findByText(/Your application:/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your earnings' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/maintenances/get-my-earnings')).toBe(false);
  });

  it('when the application waits for review or changes were asked for, then the card leads to the application page', async () => {
    for (const [status, link] of [
      ['pending', 'See your application'],
      ['changes-requested', 'See what to change'],
    ] as const) {
      api(
        (request) =>
          request.url === '/users/get-technician-info' ? ok(testInfo({ status })) : withVehicles(1)(request),
        ['customer', 'technician'],
      );
      const { unmount } = await renderRoutes(routes, { path: '/dashboard' });
      const card = await screen.findByRole('region', { name: 'Technician account' });
      expect(await within(card).findByRole('link', { name: link })).toHaveAttribute(
        'href',
        '/technician/technician-registration/application-status',
      );
      unmount();
    }
  });

  it('when a technician keeps vehicles, then the technician card leads to the fleet and the fleet’s figures show below it', async () => {
    api(withVehicles(2), ['customer', 'technician']);
    await renderRoutes(routes, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Technician account' });
    expect(await within(card).findByRole('link', { name: /^Open your fleet/ })).toHaveAttribute(
      'href',
      '/dashboard/fleet',
    );
    const fleet = screen.getByRole('region', { name: 'Your fleet' });
    expect(await within(fleet).findByRole('link', { name: /^2 vehicles/ })).toBeInTheDocument();
    expect(card.compareDocumentPosition(fleet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when an approved supplier has no vehicle, then a supplier card leads to the profile, says invitations come once requests open, and offers the own vehicles’ records', async () => {
    api(withVehicles(0), ['customer', 'supplier']);
    await renderRoutes(routes, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Parts supplier account' });
    const tools = within(card).getByRole('list', { name: 'Your supplier screens' });
    expect(within(tools).getByRole('link', { name: 'Supplier profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings/supplier-profile',
    );
    expect(
      await within(card).findByText(/Invitations to quote on spare-part requests are under Quotations/),
    ).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: /^Add a vehicle of your own/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Technician account' })).not.toBeInTheDocument();
  });

  it('when an administrator signs in, then an administrator card leads to the admin panel, with no fleet and no call for its figures', async () => {
    const calls = api(() => undefined, ['admin']);
    await renderRoutes(routes, { path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'Administrator account' });
    const tools = within(card).getByRole('list', { name: 'Administration screens' });
    expect(within(tools).getByRole('link', { name: 'Admin panel' })).toHaveAttribute('href', '/admin-panel');
    expect(card).not.toHaveTextContent('The admin panel is not in the app yet.');
    expect(card).toHaveTextContent('Your profile, password and sign-in security are under Account and security below.');
    expect(screen.queryByRole('region', { name: 'Your fleet' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account and security' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/users/get-dashboard-summaries');
  });

  it('when a vehicle owner holds no other role, then no role card shows', async () => {
    api(withVehicles(1));
    await renderRoutes(routes, { path: '/dashboard' });
    expect(await screen.findByRole('link', { name: /^1 vehicle/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /account$/ })).not.toBeInTheDocument();
  });

  it('in Norwegian, the technician card speaks Norwegian', async () => {
    api(withVehicles(0), ['customer', 'technician']);
    await renderRoutes(routes, { path: '/dashboard', language: 'nb' });
    const card = await screen.findByRole('region', { name: 'Mekanikerkonto' });
    expect(await within(card).findByRole('link', { name: /^Legg til et eget kjøretøy/ })).toBeInTheDocument();
  });

  it('when a role’s screens exist, then its card leads to them and no longer says they are not open', async () => {
    await renderRoutes(
      [
        {
          path: '*',
          Component: () => (
            <RoleCard
              role="supplier"
              vehicles="some"
              entries={[
                {
                  id: 'quotations',
                  path: '/dashboard/quotations',
                  labelKey: 'dashboardNav.entries.fleet',
                  icon: Hammer,
                },
              ]}
            />
          ),
        },
      ],
      { path: '/dashboard' },
    );
    const screens = screen.getByRole('list', { name: 'Your supplier screens' });
    expect(within(screens).getByRole('link')).toHaveAttribute('href', '/dashboard/quotations');
    expect(screen.queryByText(/not open in FleetCare yet/)).not.toBeInTheDocument();
  });
});
