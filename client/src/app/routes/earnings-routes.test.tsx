import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';
import { testInfo } from '../../features/technicians/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { testEarning, testEarnings } from '../../features/maintenance/testing/technician-job-fixtures.ts';

/** The app's calls around the page answered for a signed-in technician; `earnings` answers get-my-earnings. */
function api(earnings: (request: MockRequest) => MockAnswer) {
  return mockApi((request) => {
    if (request.url === '/maintenances/get-my-earnings') return earnings(request);
    if (request.url === '/users/get-user') return ok({ ...testUser, roles: ['customer', 'technician'] });
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    if (request.url === '/users/get-technician-info') return ok(testInfo({ status: 'approved', onDuty: true }));
    return ok(null);
  });
}

setUpShellTests({ signedIn: true });

describe('the technician’s earnings page', () => {
  it('shows the totals and the paid-out jobs, each with its figures and its receipt, and the ways to the wallet', async () => {
    const job = testEarning({ maintenanceId: '10000000-0000-4000-8000-00000000e001', area: 'Lekki' });
    const calls = api(() => ok(testEarnings({ pending: 2_000_000 }, [job])));
    await renderRoutes(routes, { path: '/dashboard/earnings' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(await screen.findByTestId('earnings-total')).toHaveTextContent('₦39,100.00');
    expect(screen.getByTestId('earnings-pending')).toHaveTextContent('₦20,000.00');
    expect(screen.getByTestId('earnings-commission')).toHaveTextContent('₦6,900.00');
    expect(screen.getByTestId('earnings-jobs')).toHaveTextContent('1');
    expect(calls.find((call) => call.url === '/maintenances/get-my-earnings')?.params).toMatchObject({
      page: 1,
      limit: 20,
    });

    const list = screen.getByRole('region', { name: 'Paid-out jobs' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('2019 Toyota Corolla');
    expect(item).toHaveTextContent('Lekki');
    expect(item).toHaveTextContent('Completed');
    expect(item).toHaveTextContent('₦46,000.00');
    expect(item).toHaveTextContent('−₦6,900.00');
    expect(item).toHaveTextContent('Paid out 6 Mar 2026');
    expect(
      within(item).getByRole('link', { name: 'See the receipt: 2019 Toyota Corolla, 6 Mar 2026' }),
    ).toHaveAttribute('href', '/dashboard/order-details/10000000-0000-4000-8000-00000000e001?type=maintenance');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/dashboard/wallet/bank-accounts#withdraw',
    );
    expect(screen.getByRole('link', { name: 'Open wallet' })).toHaveAttribute('href', '/dashboard/wallet');
    await waitFor(() => expect(document.title).toContain('Earnings'));
  });

  it('pages the list: the next page is its own address and asks for that page', async () => {
    const first = Array.from({ length: 20 }, (_value, index) => testEarning({ vehicleLabel: `Vehicle ${index + 1}` }));
    const calls = api((request) => {
      const page = (request.params as { page?: number }).page ?? 1;
      const items = page === 1 ? first : [testEarning({ vehicleLabel: 'The oldest job' })];
      return ok(testEarnings({ jobs: { items, total: 21, page, limit: 20 } }));
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/dashboard/earnings' });
    const pages = await screen.findByRole('navigation', { name: 'Pages of your earnings' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    const nextPage = within(pages).getByRole('link', { name: /Next/ });
    expect(nextPage).toHaveAttribute('href', '/dashboard/earnings?page=2');
    await user.click(nextPage);
    expect(await screen.findByText('The oldest job')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/maintenances/get-my-earnings').at(-1)?.params).toMatchObject({
      page: 2,
    });
  });

  it('when nothing is paid out yet, then it says so and leads to the jobs', async () => {
    api(() => ok(testEarnings({ pending: 0 }, [])));
    await renderRoutes(routes, { path: '/dashboard/earnings' });
    expect(await screen.findByText('No earnings yet')).toBeInTheDocument();
    expect(screen.getByTestId('earnings-total')).toHaveTextContent('₦0.00');
    expect(screen.getByRole('link', { name: 'Find jobs near you' })).toHaveAttribute(
      'href',
      '/inspector/inspector-job-notification',
    );
  });

  it('when the earnings cannot be read, then it says why and asks again on Try again', async () => {
    let fail = true;
    api(() => (fail ? failure(403, 'NOT_A_TECHNICIAN') : ok(testEarnings())));
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/dashboard/earnings' });
    expect(await screen.findByText('We could not load your earnings')).toBeInTheDocument();
    expect(screen.getByText('This is for technicians. Start your technician registration first.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('earnings-total')).toHaveTextContent('₦39,100.00');
  });

  it('in Norwegian, the page speaks Norwegian', async () => {
    api(() => ok(testEarnings()));
    await renderRoutes(routes, { path: '/dashboard/earnings', language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inntekter' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Utbetalte oppdrag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ta ut' })).toBeInTheDocument();
  });
});
