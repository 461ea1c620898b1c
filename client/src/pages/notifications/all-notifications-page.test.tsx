import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientEvents, type NotificationDto } from '@fleetcare/shared';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { holdLiveSocket, setLiveSocketFactory } from '../../lib/live/socket.ts';
import {
  createFakeLiveServer,
  jobNotification,
  plainNotification,
  type FakeLiveServer,
} from '../../features/notifications/testing/fake-live-server.ts';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AllNotificationsPage } from './all-notifications-page.tsx';

let live: FakeLiveServer;

function Where() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.hash}`}</p>;
}

const routes: RouteObject[] = [
  { path: '/all-notifications', Component: AllNotificationsPage },
  { path: '*', Component: Where },
];

const many = (count: number) =>
  Array.from({ length: count }, (_, index) => plainNotification({ message: `Notification number ${index + 1}.` }));

function start(notifications: NotificationDto[], user = testUser) {
  live = createFakeLiveServer(notifications, 0, user._id);
  setLiveSocketFactory(async () => live.socket);
  mockApi(({ url }) => (url === '/users/get-user' ? ok(user) : ok(null)));
}

const asked = () =>
  live.received.filter((entry) => entry.event === clientEvents.loadAllNotifications).map((entry) => entry.payload);

beforeEach(() => {
  localStorage.clear();
  setSessionCookie(true);
});
afterEach(() => {
  setLiveSocketFactory(undefined);
  setSessionCookie(false);
});

describe('/all-notifications', () => {
  it("when it opens, then it asks the socket for 10 of the user's own, and Load more asks for 10 more", async () => {
    start(many(13));
    await renderRoutes(routes, { path: '/all-notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'All notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'All your notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(asked()).toEqual([{ userId: testUser._id, isInspector: false, numberOfNotifications: 10 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(asked().at(-1)).toEqual({ userId: testUser._id, isInspector: false, numberOfNotifications: 20 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when there are none, then it says so', async () => {
    start([]);
    await renderRoutes(routes, { path: '/all-notifications' });
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });

  it('when the user is a technician, then job offers are asked for too', async () => {
    start([jobNotification({ message: 'A customer needs a brake inspection.' })], {
      ...testUser,
      roles: ['customer', 'technician'],
    });
    await renderRoutes(routes, { path: '/all-notifications' });
    expect(await screen.findByRole('link', { name: /brake inspection/ })).toHaveAttribute('data-highlighted', 'true');
    expect(asked()).toEqual([{ userId: testUser._id, isInspector: true, numberOfNotifications: 10 }]);
  });

  it('when the socket refuses, then it says what to do and Try again loads the list', async () => {
    start(many(1));
    live.failNext(clientEvents.loadAllNotifications, 'INTERNAL_ERROR');
    await renderRoutes(routes, { path: '/all-notifications' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Notification number 1/ })).toBeInTheDocument();
  });

  it('when a row is clicked, then it is marked clicked over the socket and the app follows its action path', async () => {
    const notifications = many(2);
    start(notifications);
    await renderRoutes(routes, { path: '/all-notifications' });
    await userEvent.click(await screen.findByRole('link', { name: /Notification number 2/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/settings/user-profile#recent-activity');
    await waitFor(() =>
      expect(live.received).toContainEqual({
        event: clientEvents.MARK_NOTIFICATION_AS_CLICKED,
        payload: { id: notifications[1]?._id },
      }),
    );
  });

  it('when a notification arrives, then the list is asked for again and shows it first', async () => {
    start(many(3));
    const release = holdLiveSocket();
    await renderRoutes(routes, { path: '/all-notifications' });
    await screen.findByRole('link', { name: /Notification number 1/ });
    act(() => live.deliver(plainNotification({ message: 'Fresh news.' })));
    const list = await screen.findByRole('list', { name: 'All your notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Fresh news.'));
    expect(asked()).toHaveLength(2);
    release();
  });
});
