import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { failure, mockApi, ok } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { hilux, testEvent } from '../testing/fixtures.ts';
import { CalendarPage } from './calendar-page.tsx';

function renderCalendar(path = '/dashboard/calendar') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return renderRoutes(
    [
      { path: '/dashboard/calendar', Component: CalendarPage },
      { path: '/dashboard/fleet/show/:vehicleId', Component: () => <h1>Vehicle page</h1> },
    ],
    { path, queryClient },
  );
}

const oil = testEvent({ id: 'routine-check:oil', date: '2026-03-10', dueState: 'due-soon' });
const brakes = testEvent({ id: 'routine-check:brakes', date: '2026-03-10', dueState: 'overdue', item: 'brake-pads' });
const insurance = testEvent({
  id: 'document-expiry:ins',
  kind: 'document-expiry',
  item: 'insurance',
  date: '2026-03-05',
  dueState: 'due-soon',
  vehicle: hilux,
  actionPath: `/dashboard/fleet/show/${hilux._id}`,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-05T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the calendar', () => {
  it('when it opens on a phone, then the list of the next 60 days shows the days with items, today marked, each leading to its vehicle', async () => {
    // Insurance expiring in 40 days: next month, still listed.
    const renewal = testEvent({
      id: 'document-expiry:renewal',
      kind: 'document-expiry',
      item: 'vehicle-licence',
      date: '2026-04-14',
      dueState: 'ok',
    });
    const calls = mockApi(() => ok([oil, insurance, brakes, renewal]));
    await renderCalendar();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Next 60 days' })).toBeInTheDocument();
    // One call for the whole span, from today.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params).toEqual({ from: '2026-03-05', to: '2026-05-03' });

    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Thursday, 5 March 2026Today',
      'Tuesday, 10 March 2026',
      'Tuesday, 14 April 2026',
    ]);
    expect(screen.getByRole('link', { name: /Vehicle licence expires/ })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Insurance expires');
    expect(links[0]).toHaveTextContent('2016 Toyota Hilux · ABJ 555 KT');
    expect(links[0]).toHaveAttribute('href', `/dashboard/fleet/show/${hilux._id}?tab=documents`);
    // The overdue item comes first on its day; the state is in words, not colour alone.
    expect(links[1]).toHaveTextContent('Brake pads Overdue');
    expect(links[2]).toHaveTextContent('Engine oil Due soon');
    expect(links[2]).toHaveAttribute('href', `/dashboard/fleet/show/${oil.vehicle._id}?tab=checks`);

    await userEvent.setup().click(links[1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Vehicle page' })).toBeInTheDocument();
  });

  it('when maintenance appointments fall in the span, then each shows its services, state and time window, leading to its request or job', async () => {
    const requested = testEvent({
      id: 'maintenance:r1',
      kind: 'maintenance',
      item: 'requested',
      date: '2026-03-07',
      dueState: 'ok',
      actionPath: '/dashboard/maintenance/show/r1',
      appointment: {
        status: 'requested',
        role: 'customer',
        timeWindow: 'morning',
        services: [
          { slug: 'oil-change', name: 'Oil change' },
          { slug: 'brake-repair', name: 'Brake repair' },
        ],
      },
    });
    const job = testEvent({
      id: 'maintenance:r2',
      kind: 'maintenance',
      item: 'booked',
      date: '2026-03-08',
      dueState: 'ok',
      vehicle: hilux,
      actionPath: '/inspector/inspector-job-notification?job=r2',
      appointment: {
        status: 'booked',
        role: 'technician',
        timeWindow: 'afternoon',
        services: [{ slug: 'oil-change', name: 'Oil change' }],
      },
    });
    mockApi(() => ok([requested, job]));
    await renderCalendar();
    const links = await screen.findAllByRole('link');
    expect(links[0]).toHaveTextContent('Maintenance: Oil change, Brake repair');
    expect(links[0]).toHaveTextContent('Requested · morning (08:00–12:00)');
    expect(links[0]).toHaveAttribute('href', '/dashboard/maintenance/show/r1');
    expect(links[1]).toHaveTextContent('Maintenance: Oil change');
    expect(links[1]).toHaveTextContent('Your job · afternoon (12:00–16:00)');
    expect(links[1]).toHaveTextContent('2016 Toyota Hilux · ABJ 555 KT');
    expect(links[1]).toHaveAttribute('href', '/inspector/inspector-job-notification?job=r2');
  });

  it('when the month view is chosen, then a grid of the month shows and a day opens its list', async () => {
    const calls = mockApi(() => ok([oil, brakes, insurance]));
    const { router } = await renderCalendar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Month' }));
    expect(router.state.location.search).toBe('?view=month&date=2026-03-05');
    const grid = await screen.findByRole('table', { name: 'March 2026' });
    expect(calls.at(-1)?.params).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    const day = within(grid).getByRole('button', { name: 'Tuesday, 10 March 2026, 2 items' });
    expect(within(grid).getByRole('button', { name: 'Thursday, 5 March 2026, 1 item' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await user.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('region', { name: 'Tuesday, 10 March 2026' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  it('when the list steps 60 days on and back to today, then each asks for its own range and the address follows', async () => {
    const calls = mockApi(() => ok([]));
    const { router } = await renderCalendar('/dashboard/calendar?view=agenda&date=2026-03-05');
    expect(await screen.findByText('Nothing due in the next 60 days')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '60 days later' }));
    expect(await screen.findByText('Nothing due 4 May – 2 Jul 2026')).toBeInTheDocument();
    // (The range is written with thin spaces around the dash.)
    expect(screen.getByRole('heading', { level: 2, name: /^4 May\s–\s2 Jul 2026$/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=agenda&date=2026-05-04');
    expect(calls.at(-1)?.params).toEqual({ from: '2026-05-04', to: '2026-07-02' });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Nothing due in the next 60 days')).toBeInTheDocument();
  });

  it('when the month view steps a month, then it still shows the whole month grid', async () => {
    const calls = mockApi(() => ok([]));
    await renderCalendar('/dashboard/calendar?view=month&date=2026-03-05');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'April 2026' })).toBeInTheDocument();
    expect(calls.at(-1)?.params).toEqual({ from: '2026-03-30', to: '2026-05-03' });
  });

  it('when the week view is shown, then its seven days show, with "nothing due" on empty days', async () => {
    const calls = mockApi(() => ok([oil]));
    await renderCalendar('/dashboard/calendar?view=week&date=2026-03-10');
    expect(await screen.findByRole('heading', { level: 2, name: '9–15 Mar 2026' })).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(await screen.findAllByText('Nothing due.')).toHaveLength(6);
    expect(screen.getByRole('link', { name: /Engine oil/ })).toBeInTheDocument();
  });

  it('when the events cannot load, then an error with a retry shows', async () => {
    let fail = true;
    mockApi(() => (fail ? failure(500, 'INTERNAL_ERROR') : ok([oil])));
    await renderCalendar('/dashboard/calendar?view=agenda');
    expect(await screen.findByText('We could not load the calendar')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Engine oil/ })).toBeInTheDocument());
  });

  it('when the page is in Norwegian, then dates and words are Norwegian', async () => {
    mockApi(() => ok([oil]));
    const queryClient = createQueryClient();
    await renderRoutes([{ path: '/dashboard/calendar', Component: CalendarPage }], {
      path: '/dashboard/calendar?view=agenda',
      language: 'nb',
      queryClient,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Min kalender' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'tirsdag 10. mars 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Motorolje/ })).toHaveTextContent('Forfaller snart');
  });
});
