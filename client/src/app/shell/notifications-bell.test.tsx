import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientEvents, formatDateTime, serverEvents, type NotificationDto } from '@fleetcare/shared';
import { holdLiveSocket, setLiveSocketFactory } from '../../lib/live/socket.ts';
import {
  createFakeLiveServer,
  jobNotification,
  plainNotification,
  type FakeLiveServer,
} from '../../features/notifications/testing/fake-live-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { NotificationsBell } from './header-badges.tsx';

let live: FakeLiveServer;

function start(notifications: NotificationDto[] = [], unseen = 0) {
  live = createFakeLiveServer(notifications, unseen);
  setLiveSocketFactory(async () => live.socket);
}

/** The bell in a header, as the signed-in header holds the socket; every page shows its path. */
function Layout() {
  useEffect(() => holdLiveSocket(), []);
  const location = useLocation();
  return (
    <>
      <header className="relative">
        <NotificationsBell />
      </header>
      <main>
        <p data-testid="path">{`${location.pathname}${location.hash}`}</p>
        <Outlet />
      </main>
    </>
  );
}

const routes: RouteObject[] = [{ Component: Layout, children: [{ path: '*', Component: () => null }] }];

const sent = (event: string) => live.received.filter((entry) => entry.event === event);

async function openBell() {
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

beforeEach(() => start());
afterEach(() => setLiveSocketFactory(undefined));

describe('the notifications bell', () => {
  it('when there are unseen notifications, then the badge shows their number, and a new one raises it live', async () => {
    start([plainNotification(), plainNotification()], 2);
    await renderRoutes(routes);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unseen' });
    expect(bell).toHaveTextContent('2');
    act(() => live.deliver(plainNotification({ message: 'Your vehicle is due for service.' })));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unseen' })).toHaveTextContent('3');
  });

  it('when nothing is unseen, then no badge is drawn', async () => {
    await renderRoutes(routes);
    await waitFor(() => expect(sent(clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('when the bell is opened, then it asks for 5, shows them (clicked greyed, unread emphasised), clears the badge and offers See all', async () => {
    const unread = plainNotification({ message: 'New sign-in to your account.' });
    const clicked = plainNotification({ message: 'Your password was changed.', isClicked: true });
    start([unread, clicked], 1);
    await renderRoutes(routes);
    await screen.findByRole('button', { name: 'Notifications, 1 unseen' });
    const panel = await openBell();
    expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAttribute('aria-expanded', 'true');
    const rows = await within(panel).findAllByRole('link', { name: /sign-in|password/ });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('data-clicked', 'false');
    expect(rows[0]).toHaveAccessibleName(/New sign-in to your account\..*Unread/);
    expect(rows[1]).toHaveAttribute('data-clicked', 'true');
    expect(rows[1]).toHaveClass('bg-slate-100');
    expect(within(panel).getAllByText('5 minutes ago')).toHaveLength(2);
    expect(sent(clientEvents.GET_NOTIFICATIONS).map((entry) => entry.payload)).toEqual([{ limit: 5 }]);
    await waitFor(() => expect(sent(clientEvents.REGISTER_NOTIFICATION_LAST_SEEN)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('');
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/all-notifications');
  });

  it('when there are no notifications, then the dropdown says so and still offers See all', async () => {
    await renderRoutes(routes);
    const panel = await openBell();
    expect(await within(panel).findByText('There are no recent notifications')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See all' })).toBeInTheDocument();
  });

  it('when a row with an action path is clicked, then it is marked clicked, the app goes there and the dropdown closes', async () => {
    const notification = plainNotification({ message: 'New sign-in to your account.' });
    start([notification], 1);
    await renderRoutes(routes);
    const panel = await openBell();
    await userEvent.click(await within(panel).findByRole('link', { name: /New sign-in/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/settings/user-profile#recent-activity');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sent(clientEvents.MARK_NOTIFICATION_AS_CLICKED).map((entry) => entry.payload)).toEqual([
        { id: notification._id },
      ]),
    );
    // Opened again: the row is greyed.
    const again = await openBell();
    await waitFor(() =>
      expect(within(again).getByRole('link', { name: /New sign-in/ })).toHaveAttribute('data-clicked', 'true'),
    );
  });

  it('when a row without an action path is clicked, then it greys and the dropdown stays open', async () => {
    start([plainNotification({ message: 'Welcome to FleetCare.', actionPath: null })], 1);
    await renderRoutes(routes);
    const panel = await openBell();
    const row = await within(panel).findByRole('button', { name: /Welcome to FleetCare/ });
    await userEvent.click(row);
    expect(row).toHaveAttribute('data-clicked', 'true');
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(sent(clientEvents.MARK_NOTIFICATION_AS_CLICKED)).toHaveLength(1));
  });

  it('when Escape is pressed, then the dropdown closes and the focus returns to the bell', async () => {
    await renderRoutes(routes);
    const panel = await openBell();
    await waitFor(() => expect(panel).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the user clicks outside, then the dropdown closes', async () => {
    await renderRoutes(routes);
    await openBell();
    await userEvent.click(screen.getByTestId('path'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the list fails to load, then the dropdown says what to do, and Try again loads it', async () => {
    start([plainNotification({ message: 'Your booking is confirmed.' })]);
    live.failNext(clientEvents.GET_NOTIFICATIONS, 'DATABASE_UNAVAILABLE');
    await renderRoutes(routes);
    const panel = await openBell();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Your notifications did not load');
    expect(alert).toHaveTextContent('FleetCare is briefly unavailable. Please try again in a minute.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('link', { name: /Your booking is confirmed/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a notification arrives while the dropdown is open, then it appears at the top and is seen at once', async () => {
    start([plainNotification({ message: 'Older one.' })]);
    await renderRoutes(routes);
    const panel = await openBell();
    await within(panel).findByRole('link', { name: /Older one/ });
    act(() => live.deliver(plainNotification({ message: 'Brand new one.', createdAt: new Date().toISOString() })));
    // The query cache tells its readers on the next task.
    await waitFor(() =>
      expect(within(panel).getAllByRole('link', { name: /one\./ })[0]).toHaveAccessibleName(/Brand new one/),
    );
    await waitFor(() => expect(sent(clientEvents.REGISTER_NOTIFICATION_LAST_SEEN)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent(''));
  });

  it('when a job offer is still open, then its row is highlighted as new, shows the job and leads to its page', async () => {
    const open = jobNotification({ message: 'A customer needs a brake inspection.' });
    const taken = jobNotification({ message: 'A customer needs an oil change.', isJobStillAvailable: false });
    start([open, taken]);
    await renderRoutes(routes);
    const panel = await openBell();
    const openRow = await within(panel).findByRole('link', { name: /brake inspection/ });
    expect(openRow).toHaveAttribute('data-highlighted', 'true');
    expect(openRow).toHaveAttribute('href', `/inspector/inspector-job-notification?notification=${open._id}`);
    expect(within(openRow).getByText('New')).toBeInTheDocument();
    expect(within(openRow).getByText('AO')).toBeInTheDocument();
    expect(openRow).toHaveTextContent(
      `12 Admiralty Way, Lagos 101233 · ${formatDateTime(open.jobSummary.inspectionDate)}`,
    );
    const takenRow = within(panel).getByRole('link', { name: /oil change/ });
    expect(takenRow).not.toHaveAttribute('data-highlighted');
  });

  it('when a technician is available for an order, then the row shows their initials and full name', async () => {
    start([
      {
        ...plainNotification({ message: 'is available for your order FC-1042.' }),
        kind: 'available-inspector',
        typeOfNotification: 'inspector-available',
        orderSequenceId: 'FC-1042',
        meta: { orderId: 'o-1', avatar: null, initials: 'EB', fullName: 'Emeka Bello' },
      },
    ]);
    await renderRoutes(routes);
    const panel = await openBell();
    const row = await within(panel).findByRole('link', { name: /Emeka Bello/ });
    expect(within(row).getByText('EB')).toBeInTheDocument();
  });

  it('when the page is in Norwegian, then the texts and the relative time are Norwegian', async () => {
    start([plainNotification({ message: 'Ny pålogging.' })], 1);
    await renderRoutes(routes, { language: 'nb' });
    await screen.findByRole('button', { name: 'Varsler, 1 ulest' });
    await userEvent.click(screen.getByRole('button', { name: /^Varsler/ }));
    const panel = await screen.findByRole('dialog', { name: 'Varsler' });
    expect(await within(panel).findByText('5 minutter siden')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Se alle' })).toBeInTheDocument();
  });

  it('when the server sends an unseen count event, then the badge follows it', async () => {
    await renderRoutes(routes);
    await waitFor(() => expect(sent(clientEvents.GET_NO_OF_UNSEEN_NOTIFICATIONS)).toHaveLength(1));
    act(() => live.push(serverEvents.NO_OF_NOTIFICATIONS_UNSEEN, { count: 120 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 120 unseen' })).toHaveTextContent('99+');
  });
});
