import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router.tsx';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { testEvent, testSummaries } from '../../features/vehicles/dashboard/testing/fixtures.ts';
import { failure, mockApi, ok, setSessionCookie, type MockAnswer, type MockRequest } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';

function api(answer: (request: MockRequest) => MockAnswer | undefined) {
  return mockApi((request) => {
    const answered = answer(request);
    if (answered) return answered;
    if (request.url === '/users/get-user') return ok(testUser);
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    return ok(null);
  });
}

beforeEach(() => {
  localStorage.clear();
  setSessionCookie(true);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  setSessionCookie(false);
  vi.unstubAllGlobals();
});

describe('the dashboard overview', () => {
  it('when the user has vehicles, then the fleet figures lead to the filtered fleet list or the calendar, with what comes next and the account below', async () => {
    api((request) => {
      if (request.url === '/users/get-dashboard-summaries') return ok(testSummaries());
      if (request.url === '/users/get-calendar-events') {
        return ok([
          testEvent({ date: '2099-01-20', item: 'battery', id: 'b' }),
          testEvent({ date: '2099-01-12', item: 'engine-oil', id: 'a' }),
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
    const comingUp = await within(fleet).findByRole('list', { name: 'Coming up in the next 30 days' });
    const items = within(comingUp).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Engine oil'),
      expect.stringContaining('Battery'),
    ]);
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
