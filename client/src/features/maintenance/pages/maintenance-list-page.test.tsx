import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { leadsToScreen } from '@fleetcare/shared';
import { createQueryClient } from '../../../lib/query-client.ts';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { pageOf, requestFixture } from '../testing/fixtures.ts';
import { MaintenanceListPage } from './maintenance-list-page.tsx';

function renderList(path = '/dashboard/maintenance', language: 'en' | 'nb' = 'en') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      { path: '/dashboard/maintenance', Component: MaintenanceListPage },
      { path: '/dashboard/maintenance/new', Component: () => <h1>Request form</h1> },
      { path: '/dashboard/maintenance/edit/:maintenanceId', Component: () => <h1>Edit form</h1> },
      { path: '/dashboard/maintenance/show/:maintenanceId', Component: () => <h1>Request page</h1> },
    ],
    { path, queryClient, language },
  );
}

const listUrl = '/maintenances/get-my-maintenances';

beforeEach(() => localStorage.clear());

describe("the customer's maintenance requests", () => {
  it('while the requests load, then it says so', async () => {
    mockApi(() => new Promise(() => undefined));
    await renderList();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your requests…');
  });

  it('when loading fails, then it says so and a retry asks again', async () => {
    let fail = true;
    const calls = mockApi(() => (fail ? failure(500, 'INTERNAL_ERROR') : ok(pageOf([]))));
    await renderList();
    expect(await screen.findByText('We could not load your requests.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No maintenance requests yet' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === listUrl)).toHaveLength(2);
  });

  it('when there is none yet, then it offers to book a mechanic', async () => {
    mockApi(() => ok(pageOf([])));
    await renderList();
    expect(await screen.findByRole('heading', { name: 'No maintenance requests yet' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Book a mechanic' });
    await userEvent.setup().click(links[links.length - 1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Request form' })).toBeInTheDocument();
  });

  it('when there are requests, then each shows its status, vehicle, services, day and quotations, each opening its page (a draft its form until that page exists)', async () => {
    const quoted = requestFixture({
      _id: '7a1c2d3e-0000-4000-8000-0000000000b2',
      status: 'quoted',
      preferredDate: '2026-03-05',
      timeWindow: 'afternoon',
      quotationsCount: 2,
      services: [
        { slug: 'oil-change', name: 'Oil change' },
        { slug: 'brake-repair', name: 'Brake repair' },
      ],
    });
    const draft = requestFixture({ preferredDate: '2026-03-09' });
    mockApi(() => ok(pageOf([quoted, draft])));
    await renderList();

    expect(await screen.findByText('2 requests')).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('Corolla'));
    expect(first).toHaveTextContent('Quoted');
    expect(first).toHaveTextContent('2 quotations');
    expect(first).toHaveTextContent('Oil change, Brake repair');
    expect(first).toHaveTextContent('5 Mar 2026, Afternoon (12:00–16:00)');
    expect(second).toHaveTextContent('Draft');
    // A draft takes no quotations yet: no count.
    expect(second).not.toHaveTextContent('quotations');
    await userEvent.setup().click(within(second as HTMLElement).getByRole('link'));
    // The request's page once that screen exists; until then a draft opens in the form.
    const opened = leadsToScreen(`/dashboard/maintenance/show/${draft._id}`) ? 'Request page' : 'Edit form';
    expect(await screen.findByRole('heading', { name: opened })).toBeInTheDocument();
  });

  it('when a status is chosen, then only requests of that status are asked for', async () => {
    const calls = mockApi(() => ok(pageOf([requestFixture({ status: 'open' })])));
    await renderList();
    await screen.findByText('1 request');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Waiting for quotations' }));
    await screen.findByRole('link', { name: 'Waiting for quotations', current: 'page' });
    expect(calls.filter((call) => call.url === listUrl).at(-1)?.params).toMatchObject({ status: 'open' });
  });

  it('shows the words in Norwegian', async () => {
    mockApi(() => ok(pageOf([])));
    await renderList('/dashboard/maintenance', 'nb');
    expect(await screen.findByRole('heading', { name: 'Ingen vedlikeholdsforespørsler ennå' })).toBeInTheDocument();
  });
});
