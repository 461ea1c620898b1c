import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationDto } from '@fleetcare/shared';
import { failure, mockApi, ok, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeLiveServer, jobNotification, plainNotification } from '../testing/fake-live-server.ts';
import { JobNotificationPage } from './job-notification-page.tsx';

/** The page as the app composes it, with a stand-in for the job (the maintenance feature's, not this one's). */
const jobSlot = (orderId: string) => <p data-testid="job-slot">The job {orderId}</p>;
const routes: RouteObject[] = [
  { path: '/inspector/inspector-job-notification', Component: () => <JobNotificationPage job={jobSlot} /> },
];
const pathFor = (id: string) => `/inspector/inspector-job-notification?notification=${id}`;

/** Answers like the server: one of the caller's notifications by id, 404 otherwise, 400 for a malformed id. */
function serverWith(all: NotificationDto[]) {
  return ({ url }: MockRequest) => {
    const one = /^\/notifications\/get-notification\/(.*)$/.exec(url);
    if (one) {
      const id = decodeURIComponent(one[1] ?? '');
      if (!/^[0-9a-f-]{36}$/.test(id)) return failure(400, 'VALIDATION_FAILED');
      const found = all.find((item) => item._id === id);
      return found ? ok(found) : failure(404, 'NOT_FOUND');
    }
    if (url.startsWith('/notifications/mark-as-clicked/')) return ok({ ...all[0], isClicked: true });
    return failure(404, 'ROUTE_NOT_FOUND');
  };
}

beforeEach(() => {
  const live = createFakeLiveServer();
  setLiveSocketFactory(async () => live.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('/inspector/inspector-job-notification', () => {
  it('when the notification is a job offer, then it shows the customer and the message, with the job of its order below', async () => {
    const offer = jobNotification({ message: 'A customer in Lekki needs a brake inspection.' });
    const calls = mockApi(serverWith([plainNotification(), offer]));
    await renderRoutes(routes, { path: pathFor(offer._id) });
    expect(screen.getByRole('heading', { level: 1, name: 'Job notification' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: offer.message })).toBeInTheDocument();
    expect(screen.getByText('AO')).toBeInTheDocument();
    // The job itself is the composing page's: it is given the notification's order (the maintenance request).
    expect(screen.getByTestId('job-slot')).toHaveTextContent(`The job ${offer.orderId}`);
    // Opened here, it counts as clicked.
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
        `POST /notifications/mark-as-clicked/${offer._id}`,
      ),
    );
    expect(calls[0]?.url).toBe(`/notifications/get-notification/${offer._id}`);
  });

  it('when the notification was clicked before, then it is not marked again', async () => {
    const offer = jobNotification({ isClicked: true });
    const calls = mockApi(serverWith([offer]));
    await renderRoutes(routes, { path: pathFor(offer._id) });
    expect(await screen.findByTestId('job-slot')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain(`/notifications/mark-as-clicked/${offer._id}`);
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-999999999999'],
    ['an id that is not one', 'not-an-id'],
    ['no id', ''],
  ])('when the link has %s, then it says the job notification was not found', async (_case, id) => {
    mockApi(serverWith([jobNotification()]));
    await renderRoutes(routes, { path: pathFor(id) });
    expect(await screen.findByRole('heading', { name: 'We could not find this job notification' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('when the notification is not a job offer, then it is not found either', async () => {
    const plain = plainNotification();
    mockApi(serverWith([plain]));
    await renderRoutes(routes, { path: pathFor(plain._id) });
    expect(await screen.findByRole('heading', { name: 'We could not find this job notification' })).toBeInTheDocument();
  });
});
