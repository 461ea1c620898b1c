import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationDto } from '@fleetcare/shared';
import { createQueryClient } from '../../../lib/query-client.ts';
import { failure, mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { holdLiveSocket, setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeLiveServer, plainNotification, type FakeLiveServer } from '../testing/fake-live-server.ts';
import { NotificationsPage } from './notifications-page.tsx';

let live: FakeLiveServer;

function Where() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.hash}`}</p>;
}

const routes: RouteObject[] = [
  { path: '/notifications', Component: NotificationsPage },
  { path: '*', Component: Where },
];

/** The server's GET get-my-notifications over `all`, newest first, `limit` a page. */
function listOf(all: NotificationDto[]) {
  return ({ url, params }: MockRequest) => {
    if (url === '/notifications/get-my-notifications') {
      const { page, limit } = params as { page: number; limit: number };
      const items = all.slice((page - 1) * limit, page * limit);
      return ok({ items, total: all.length, page, limit });
    }
    if (url.startsWith('/notifications/mark-as-clicked/')) return ok({ ...all[0], isClicked: true });
    return failure(404, 'ROUTE_NOT_FOUND');
  };
}

const many = (count: number) =>
  Array.from({ length: count }, (_, index) => plainNotification({ message: `Notification number ${index + 1}.` }));

beforeEach(() => {
  live = createFakeLiveServer();
  setLiveSocketFactory(async () => live.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('/notifications', () => {
  it('when it opens, then it asks for 10 and shows them, and Load more brings the rest', async () => {
    const calls = mockApi(listOf(many(13)));
    await renderRoutes(routes, { path: '/notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(calls[0]?.params).toEqual({ page: 1, limit: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(calls.map((call) => call.params)).toContainEqual({ page: 2, limit: 10 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings/notification-settings',
    );
  });

  it('when there are none, then it says so', async () => {
    mockApi(listOf([]));
    await renderRoutes(routes, { path: '/notifications' });
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });

  it('when it is loading, then grey rows hold the place', async () => {
    mockApi(() => new Promise(() => undefined));
    await renderRoutes(routes, { path: '/notifications' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
  });

  it('when the list fails, then it says what to do and Try again loads it', async () => {
    let fail = true;
    const working = listOf(many(2));
    mockApi((request) => (fail ? failure(503, 'DATABASE_UNAVAILABLE') : working(request)));
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    await renderRoutes(routes, { path: '/notifications', queryClient });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('FleetCare is briefly unavailable. Please try again in a minute.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your notifications' })).toBeInTheDocument();
  });

  it('when a row is clicked, then it is marked clicked on the server, greyed, and the app follows its action path', async () => {
    const [first] = many(1);
    if (!first) throw new Error('no notification');
    const calls = mockApi(listOf([first]));
    await renderRoutes(routes, { path: '/notifications' });
    const row = await screen.findByRole('link', { name: /Notification number 1/ });
    expect(row).toHaveAttribute('data-clicked', 'false');
    await userEvent.click(row);
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/settings/user-profile#recent-activity');
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
        `POST /notifications/mark-as-clicked/${first._id}`,
      ),
    );
  });

  it('when a row without a path is clicked, then it greys where it is', async () => {
    mockApi(listOf([plainNotification({ message: 'Welcome aboard.', actionPath: null })]));
    await renderRoutes(routes, { path: '/notifications' });
    const row = await screen.findByRole('button', { name: /Welcome aboard/ });
    await userEvent.click(row);
    await waitFor(() => expect(row).toHaveAttribute('data-clicked', 'true'));
  });

  it('when a notification arrives live, then the list is read again and shows it', async () => {
    const all = many(1);
    const calls = mockApi(listOf(all));
    await renderRoutes(routes, { path: '/notifications' });
    await screen.findByRole('link', { name: /Notification number 1/ });
    // In the app the signed-in header holds the socket open; here the test does.
    const release = holdLiveSocket();
    await waitFor(() => expect(live.socket.connected).toBe(true));
    const before = calls.length;
    const fresh = plainNotification({ message: 'A technician accepted your booking.' });
    all.unshift(fresh);
    act(() => live.deliver(fresh));
    expect(await screen.findByRole('link', { name: /A technician accepted your booking/ })).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(before);
    release();
  });
});
