import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobDto, JobNotificationDto, QuotationDto } from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../lib/live/socket.ts';
import { failure, mockApi, ok, type MockRequest } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { testJob, testQuotation } from '../../features/maintenance/testing/job-fixtures.ts';
import {
  createFakeLiveServer,
  jobNotification,
  type FakeLiveServer,
} from '../../features/notifications/testing/fake-live-server.ts';
import { JobNotificationScreen } from './job-notification-screen.tsx';

const PATH = '/inspector/inspector-job-notification';
const routes: RouteObject[] = [{ path: PATH, Component: JobNotificationScreen }];

/**
 * A server holding one technician's jobs, their quotations and job notifications: it answers the calls of the
 * screen as the real one does, and what the test changes in `jobs` is what the next get-job answers.
 */
function jobServer({
  jobs = [],
  quotations = [],
  notifications = [],
}: {
  jobs?: JobDto[];
  quotations?: QuotationDto[];
  notifications?: JobNotificationDto[];
}) {
  const state = { jobs, quotations, notifications };
  const handler = ({ method, url, body, params }: MockRequest) => {
    const notification = /^\/notifications\/get-notification\/(.+)$/.exec(url);
    if (notification) {
      const found = state.notifications.find((item) => item._id === notification[1]);
      return found ? ok(found) : failure(404, 'NOT_FOUND');
    }
    if (url.startsWith('/notifications/mark-as-clicked/')) return ok({ ...state.notifications[0], isClicked: true });
    const job = /^\/maintenances\/get-job\/(.+)$/.exec(url);
    if (job) {
      const found = state.jobs.find((item) => item._id === job[1]);
      return found ? ok(found) : failure(404, 'NOT_FOUND');
    }
    if (url === '/maintenances/get-my-jobs') {
      const wanted = (params as { state?: string }).state;
      const items = state.jobs.filter((item) =>
        wanted === 'quoted' ? item.myQuotationId !== null : wanted === 'booked' ? item.customerContact !== null : true,
      );
      return ok({ items, total: items.length, page: 1, limit: 20 });
    }
    const quotation = /^\/quotations\/get-quotation\/(.+)$/.exec(url);
    if (quotation) {
      const found = state.quotations.find((item) => item._id === quotation[1]);
      return found ? ok(found) : failure(404, 'NOT_FOUND');
    }
    if (method === 'POST' && url === '/quotations/create-or-update-quotation') {
      const input = body as { maintenanceId: string };
      const target = state.jobs.find((item) => item._id === input.maintenanceId) as JobDto;
      const sent = testQuotation(target);
      state.quotations.push(sent);
      state.jobs = state.jobs.map((item) =>
        item._id === target._id ? { ...item, accepted: true, myQuotationId: sent._id } : item,
      );
      return ok(sent);
    }
    const cancel = /^\/quotations\/cancel-quotation\/(.+)$/.exec(url);
    if (method === 'PATCH' && cancel) {
      const found = state.quotations.find((item) => item._id === cancel[1]) as QuotationDto;
      const withdrawn = { ...found, status: 'withdrawn' as const };
      state.quotations = state.quotations.map((item) => (item._id === found._id ? withdrawn : item));
      return ok(withdrawn);
    }
    const decline = /^\/maintenances\/decline-job\/(.+)$/.exec(url);
    if (method === 'POST' && decline) {
      state.jobs = state.jobs.map((item) => (item._id === decline[1] ? { ...item, declined: true } : item));
      return ok(state.jobs.find((item) => item._id === decline[1]));
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  };
  return { state, handler };
}

let live: FakeLiveServer;
beforeEach(() => {
  live = createFakeLiveServer();
  setLiveSocketFactory(async () => live.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('the job of a job notification', () => {
  it('when the customer sent a video, then the job shows it where photos show, under Video', async () => {
    const job = testJob({
      media: [{ _id: 'v1', kind: 'video', url: 'https://files.example/noise.mp4', contentType: 'video/mp4' }],
    });
    mockApi(jobServer({ jobs: [job] }).handler);
    await renderRoutes(routes, { path: `${PATH}?job=${job._id}` });
    const media = await screen.findByRole('region', { name: 'Video' });
    const video = within(media).getByLabelText('Video of the problem');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'https://files.example/noise.mp4');
    expect(video).toHaveAttribute('controls');
    expect(within(media).queryByRole('img')).not.toBeInTheDocument();
  });

  it('when the job is open, then it shows the area, not the address, and a quotation sends labour for each service and the parts in kobo', async () => {
    const job = testJob();
    const offer = jobNotification({ orderId: job._id });
    const server = jobServer({ jobs: [job], notifications: [offer] });
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderRoutes(routes, { path: `${PATH}?notification=${offer._id}` });

    expect(await screen.findByRole('heading', { name: offer.message })).toBeInTheDocument();
    expect(await screen.findByText('Lekki, Eti-Osa, Lagos')).toBeInTheDocument();
    expect(screen.getByText('4.2 km away')).toBeInTheDocument();
    expect(screen.getByText('2019 Toyota Corolla')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of the problem' })).toHaveAttribute(
      'src',
      'https://files.example/brakes.jpg',
    );
    expect(screen.queryByTestId('job-exact-address')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Labour: Brake pads replacement'), '15,000');
    await user.type(screen.getByLabelText('Labour: Oil change'), '5000.50');
    await user.click(screen.getByRole('button', { name: 'Add a part' }));
    const part = screen.getByRole('group', { name: 'Part 1' });
    await user.type(within(part).getByLabelText('Part'), 'Brake pad set');
    await user.clear(within(part).getByLabelText('Quantity'));
    await user.type(within(part).getByLabelText('Quantity'), '2');
    await user.type(within(part).getByLabelText('Price per unit'), '12000');
    await user.selectOptions(within(part).getByLabelText('Grade'), 'Tokunbo (used, imported)');
    await user.type(screen.getByLabelText('Call-out fee'), '2000');
    expect(screen.getByTestId('quotation-live-total')).toHaveTextContent('₦46,000.50');
    await user.click(screen.getByRole('button', { name: 'Send quotation' }));

    await waitFor(() =>
      expect(calls.find((call) => call.url === '/quotations/create-or-update-quotation')?.body).toEqual({
        maintenanceId: job._id,
        labour: [
          { service: 'brake-pads', amount: 1_500_000 },
          { service: 'oil-change', amount: 500_050 },
        ],
        parts: [{ name: 'Brake pad set', quantity: 2, unitPrice: 1_200_000, grade: 'tokunbo' }],
        callOutFee: 200_000,
        // The start of the customer's window, 08:00 in Lagos.
        earliestArrival: '2026-03-05T07:00:00.000Z',
        validityHours: 48,
        note: '',
      }),
    );
    // The job now shows the quotation the server answered.
    expect(await screen.findByRole('heading', { name: 'Your quotation' })).toBeInTheDocument();
    expect(screen.getByTestId('my-quotation-status')).toHaveTextContent('Sent');
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
        `POST /notifications/mark-as-clicked/${offer._id}`,
      ),
    );
  });

  it('when a field is refused by the server, then its message shows under the field', async () => {
    const job = testJob();
    const offer = jobNotification({ orderId: job._id, isClicked: true });
    const server = jobServer({ jobs: [job], notifications: [offer] });
    mockApi((request) =>
      request.url === '/quotations/create-or-update-quotation'
        ? failure(400, 'VALIDATION_FAILED', {
            fieldErrorKeys: { 'labour[1].amount': 'validation:labourAmountInvalid' },
          })
        : server.handler(request),
    );
    const user = userEvent.setup();
    await renderRoutes(routes, { path: `${PATH}?notification=${offer._id}` });
    await user.type(await screen.findByLabelText('Labour: Brake pads replacement'), '15000');
    await user.type(screen.getByLabelText('Labour: Oil change'), '5000');
    await user.click(screen.getByRole('button', { name: 'Send quotation' }));
    expect(await screen.findByLabelText('Labour: Oil change')).toHaveAccessibleDescription(
      'Enter the labour in naira, from ₦0 to ₦10,000,000.',
    );
  });

  it.each([
    [{ declined: true }, 'You have already declined this job.'],
    [{ isJobStillAvailable: false, status: 'booked' as const }, 'This job is no more available!'],
  ])('when the job is %o, then it says "%s" and offers no quotation', async (overrides, text) => {
    const job = testJob(overrides);
    const offer = jobNotification({ orderId: job._id, isClicked: true });
    mockApi(jobServer({ jobs: [job], notifications: [offer] }).handler);
    await renderRoutes(routes, { path: `${PATH}?notification=${offer._id}` });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send quotation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline job' })).not.toBeInTheDocument();
  });

  it('when the customer booked this technician, then it shows the exact address with its landmark and the customer to call', async () => {
    const base = testJob({ status: 'booked', isJobStillAvailable: false, accepted: true });
    const quotation = testQuotation(base, { status: 'accepted' });
    const job: JobDto = {
      ...base,
      myQuotationId: quotation._id,
      customerContact: { name: 'Adaeze Okafor', phone: { dialCode: '+234', number: '8031234567' } },
      exactAddress: {
        line: '12 Admiralty Way',
        landmark: 'Opposite the filling station',
        town: 'Lekki',
        lga: 'Eti-Osa',
        state: 'Lagos',
        lat: 6.44,
        lng: 3.47,
      },
    };
    const offer = jobNotification({ orderId: job._id, isClicked: true });
    mockApi(jobServer({ jobs: [job], quotations: [quotation], notifications: [offer] }).handler);
    await renderRoutes(routes, { path: `${PATH}?notification=${offer._id}` });
    expect(await screen.findByText('The customer booked you for this job.')).toBeInTheDocument();
    expect(screen.getByTestId('job-exact-address')).toHaveTextContent('12 Admiralty Way, Lekki, Eti-Osa, Lagos');
    expect(screen.getByText('Landmark: Opposite the filling station')).toBeInTheDocument();
    expect(screen.getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+234 8031234567' })).toHaveAttribute('href', 'tel:+2348031234567');
    expect(await screen.findByTestId('my-quotation-status')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('when another technician is booked while the page is open, then the job turns unavailable without a reload', async () => {
    const job = testJob();
    const offer = jobNotification({ orderId: job._id, isClicked: true });
    const server = jobServer({ jobs: [job], notifications: [offer] });
    const calls = mockApi(server.handler);
    await renderRoutes(routes, { path: `${PATH}?notification=${offer._id}` });
    expect(await screen.findByRole('button', { name: 'Send quotation' })).toBeInTheDocument();
    await waitFor(() => expect(live.connections).toBeGreaterThan(0));
    const before = calls.filter((call) => call.url === `/maintenances/get-job/${job._id}`).length;

    server.state.jobs = [{ ...job, status: 'booked', isJobStillAvailable: false }];
    live.deliver(
      jobNotification({ category: 'bookings', message: 'The job in Lekki was booked by another technician.' }),
    );

    expect(await screen.findByText('This job is no more available!')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === `/maintenances/get-job/${job._id}`).length).toBeGreaterThan(before);
    expect(screen.queryByRole('button', { name: 'Send quotation' })).not.toBeInTheDocument();
  });
});

describe('the technician’s quotation, live', () => {
  it('when the customer declines it while the page is open, then it no longer shows as sent, without a reload', async () => {
    const base = testJob({ accepted: true });
    const quotation = testQuotation(base);
    const job = { ...base, myQuotationId: quotation._id };
    const server = jobServer({ jobs: [job], quotations: [quotation] });
    mockApi(server.handler);
    await renderRoutes(routes, { path: `${PATH}?job=${job._id}` });
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    await waitFor(() => expect(live.connections).toBeGreaterThan(0));

    server.state.quotations = [{ ...quotation, status: 'declined' }];
    live.deliver(jobNotification({ category: 'bookings', message: 'The customer declined your quotation.' }));

    expect(await screen.findByRole('button', { name: 'Send quotation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});

describe('the technician’s live quotation and declining', () => {
  it('when the technician withdraws their quotation, then it asks first, withdraws it and offers the form again', async () => {
    const base = testJob({ accepted: true });
    const quotation = testQuotation(base);
    const job = { ...base, myQuotationId: quotation._id };
    const server = jobServer({ jobs: [job], quotations: [quotation] });
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderRoutes(routes, { path: `${PATH}?job=${job._id}` });
    expect(await screen.findByRole('heading', { name: 'Your quotation' })).toBeInTheDocument();
    expect(screen.getByText('₦46,000.00')).toBeInTheDocument();
    expect(screen.getByText('2 × Brake pad set (New, quality aftermarket)')).toBeInTheDocument();
    // No decline while a quotation is live: it must be withdrawn first.
    expect(screen.queryByRole('button', { name: 'Decline job' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your quotation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw quotation' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(
        `PATCH /quotations/cancel-quotation/${quotation._id}`,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Send quotation' })).toBeInTheDocument();
  });

  it('when the technician revises, then the form starts from their live quotation', async () => {
    const base = testJob({ accepted: true });
    const quotation = testQuotation(base);
    const job = { ...base, myQuotationId: quotation._id };
    mockApi(jobServer({ jobs: [job], quotations: [quotation] }).handler);
    const user = userEvent.setup();
    await renderRoutes(routes, { path: `${PATH}?job=${job._id}` });
    await user.click(await screen.findByRole('button', { name: 'Revise' }));
    expect(screen.getByLabelText('Labour: Brake pads replacement')).toHaveValue('15000');
    expect(screen.getByLabelText('Labour: Oil change')).toHaveValue('5000');
    expect(within(screen.getByRole('group', { name: 'Part 1' })).getByLabelText('Part')).toHaveValue('Brake pad set');
    expect(screen.getByLabelText('Call-out fee')).toHaveValue('2000');
    // 08:00 UTC is 09:00 in Lagos.
    expect(screen.getByLabelText('Earliest arrival')).toHaveValue('2026-03-05T09:00');
    expect(screen.getByRole('button', { name: 'Send revision' })).toBeInTheDocument();
  });

  it('when the technician declines, then it says declining is final and, confirmed, that they declined', async () => {
    const job = testJob();
    const calls = mockApi(jobServer({ jobs: [job] }).handler);
    const user = userEvent.setup();
    await renderRoutes(routes, { path: `${PATH}?job=${job._id}` });
    await user.click(await screen.findByRole('button', { name: 'Decline job' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this job?' });
    expect(dialog).toHaveTextContent('Declining is final');
    await user.click(within(dialog).getByRole('button', { name: 'Decline job' }));
    expect(await screen.findByText('You have already declined this job.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain(`POST /maintenances/decline-job/${job._id}`);
  });
});

describe('jobs near me', () => {
  it('without a notification or a job, then it lists the available jobs, each opening its job; the Quoted tab may be empty', async () => {
    const job = testJob();
    const calls = mockApi(jobServer({ jobs: [job] }).handler);
    const user = userEvent.setup();
    await renderRoutes(routes, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs near me' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Which jobs' });
    expect(within(tabs).getByRole('link', { name: 'Available' })).toHaveAttribute('aria-current', 'page');
    const open = await screen.findByRole('link', { name: /Brake pads replacement, Oil change/ });
    expect(open).toHaveAttribute('href', `${PATH}?job=${job._id}`);
    expect(calls[0]?.params).toMatchObject({ state: 'available', page: 1 });

    await user.click(within(tabs).getByRole('link', { name: 'Quoted' }));
    expect(await screen.findByText('No live quotations')).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Quoted' })).toHaveAttribute('aria-current', 'page');
    expect(calls.at(-1)?.params).toMatchObject({ state: 'quoted' });

    await user.click(within(tabs).getByRole('link', { name: 'Available' }));
    await user.click(await screen.findByRole('link', { name: /Brake pads replacement, Oil change/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Job' })).toBeInTheDocument();
    expect(await screen.findByText('Lekki, Eti-Osa, Lagos')).toBeInTheDocument();
  });

  it('when a job in the address is not the technician’s, then it says the job was not found', async () => {
    mockApi(jobServer({}).handler);
    await renderRoutes(routes, { path: `${PATH}?job=10000000-0000-4000-8000-999999999999` });
    expect(await screen.findByText('We could not find this job')).toBeInTheDocument();
  });
});
