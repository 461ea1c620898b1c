import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  serverEvents,
  type JobDto,
  type MaintenanceStatus,
  type QuotationDto,
  type SurchargeDto,
} from '@fleetcare/shared';
import { formatInstant } from '../../../../lib/format.ts';
import { setLiveSocketFactory } from '../../../../lib/live/socket.ts';
import { createFakeSocket } from '../../../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { followSignedInUser, replaceReportQueue } from '../../report/offline/app-report-queue.ts';
import { testReport } from '../../report/offline/testing/report-fixtures.ts';
import { testQuotation } from '../../testing/job-fixtures.ts';
import { testBookedJob, testSurcharge } from '../../testing/technician-job-fixtures.ts';
import { JobPanel } from './job-panel.tsx';
import { JobsList } from './jobs-list.tsx';

const next: Partial<Record<MaintenanceStatus, MaintenanceStatus>> = {
  booked: 'en-route',
  'en-route': 'arrived',
  arrived: 'in-progress',
};

/**
 * A server holding one booked job, its quotation and its surcharges: it answers the working view's calls as the
 * real one does, and `refuse` answers a call of its choosing instead.
 */
function jobServer(start: JobDto, surcharges: SurchargeDto[] = []) {
  const quotation: QuotationDto = testQuotation(start, { status: 'accepted' });
  const state = {
    job: { ...start, myQuotationId: quotation._id },
    surcharges,
    refuse: undefined as ((request: MockRequest) => MockAnswer | undefined) | undefined,
  };
  const handler = (request: MockRequest): MockAnswer => {
    const refused = state.refuse?.(request);
    if (refused) return refused;
    const { method, url, body } = request;
    if (url === `/maintenances/get-job/${state.job._id}`) return ok(state.job);
    if (url === '/maintenances/get-my-jobs') return ok({ items: [state.job], total: 1, page: 1, limit: 20 });
    if (url === `/quotations/get-quotation/${quotation._id}`) return ok(quotation);
    if (url === `/surcharges/get-maintenance-surcharges/${state.job._id}`) return ok(state.surcharges);
    if (method === 'PATCH' && url === '/maintenances/update-maintenance') {
      const step = (body as { progress: MaintenanceStatus }).progress;
      if (next[state.job.status] !== step)
        return failure(409, 'MAINTENANCE_STATUS_CONFLICT', { detail: state.job.status });
      state.job = { ...state.job, status: step };
      return ok(state.job);
    }
    if (method === 'POST' && url === '/surcharges/create-surcharge') {
      const created = testSurcharge(state.job._id, { reason: (body as { reason: string }).reason });
      state.surcharges = [...state.surcharges, created];
      return ok(created);
    }
    const upload = /^\/surcharges\/upload-surcharge-photo\/(.+)$/.exec(url);
    if (method === 'POST' && upload) {
      const found = state.surcharges.find((item) => item._id === upload[1]) as SurchargeDto;
      return ok(found);
    }
    const withdraw = /^\/surcharges\/cancel-surcharge\/(.+)$/.exec(url);
    if (method === 'PATCH' && withdraw) {
      state.surcharges = state.surcharges.map((item) =>
        item._id === withdraw[1] ? { ...item, status: 'canceled' as const } : item,
      );
      return ok(state.surcharges.find((item) => item._id === withdraw[1]));
    }
    if (url === `/maintenances/get-cancellation-terms/${state.job._id}`) {
      return ok({
        allowed: true,
        rule: 'technician-canceled',
        refund: state.job.job?.held ?? 0,
        release: 0,
        strike: true,
        status: state.job.status,
      });
    }
    if (method === 'POST' && url === `/maintenances/cancel-maintenance/${state.job._id}`) {
      state.job = { ...state.job, status: 'technician-canceled', customerContact: null, exactAddress: null, job: null };
      return ok({ _id: state.job._id, status: 'technician-canceled' });
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  };
  return { state, handler };
}

const routesFor = (maintenanceId: string): RouteObject[] => [
  { path: '/job', Component: () => <JobPanel maintenanceId={maintenanceId} /> },
  { path: '/jobs', Component: JobsList },
];

beforeEach(() => {
  // The panel follows the bookings live; these tests need no live event, so the socket never connects.
  const fake = createFakeSocket(() => undefined, { connects: false });
  setLiveSocketFactory(async () => fake.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

const calledWith = (calls: MockRequest[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

describe('the booked technician’s working view', () => {
  it('when the job is booked, then “I’m on my way” asks the minutes, refuses a wrong number and sends the estimate; the next step is “I’ve arrived”', async () => {
    const server = jobServer(testBookedJob('booked'));
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderRoutes(routesFor(server.state.job._id), { path: '/job' });

    expect(await screen.findByTestId('job-status')).toHaveTextContent('Booked');
    expect(screen.getByTestId('job-exact-address')).toHaveTextContent('12 Admiralty Way');
    expect(screen.getByRole('button', { name: 'Cancel this job' })).toBeInTheDocument();
    // The quotation it was booked on stays on record below.
    expect(await screen.findByTestId('my-quotation-status')).toHaveTextContent('Accepted');

    await user.click(screen.getByRole('button', { name: "I'm on my way" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you setting off now?' });
    const minutes = within(dialog).getByLabelText('Minutes until you arrive');
    await user.type(minutes, '0');
    await user.click(within(dialog).getByRole('button', { name: "I'm on my way" }));
    expect(minutes).toHaveAccessibleDescription('Enter the minutes as a whole number from 1 to 600.');
    expect(calledWith(calls, 'PATCH', '/maintenances/update-maintenance')).toHaveLength(0);

    await user.clear(minutes);
    await user.type(minutes, '25');
    await user.click(within(dialog).getByRole('button', { name: "I'm on my way" }));
    await waitFor(() =>
      expect(calledWith(calls, 'PATCH', '/maintenances/update-maintenance').map((call) => call.body)).toEqual([
        { id: server.state.job._id, progress: 'en-route', etaMinutes: 25 },
      ]),
    );
    expect(await screen.findByRole('button', { name: "I've arrived" })).toBeInTheDocument();
    expect(screen.getByTestId('job-status')).toHaveTextContent('On the way');
  });

  it('when the step is refused because the job moved on, then it says so and reads the job again', async () => {
    const server = jobServer(testBookedJob('en-route'));
    server.state.refuse = (request) =>
      request.url === '/maintenances/update-maintenance'
        ? failure(409, 'MAINTENANCE_STATUS_CONFLICT', { detail: 'canceled' })
        : undefined;
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderRoutes(routesFor(server.state.job._id), { path: '/job' });
    await user.click(await screen.findByRole('button', { name: "I've arrived" }));
    expect(await screen.findByText(/cannot do that in its current status/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calledWith(calls, 'GET', `/maintenances/get-job/${server.state.job._id}`).length).toBeGreaterThan(1),
    );
  });

  it('shows what the job earns: what escrow holds less the commission at the job’s own rate', async () => {
    const server = jobServer(testBookedJob('arrived', { held: 4_600_000, commissionBps: 1500 }));
    mockApi(server.handler);
    await renderRoutes(routesFor(server.state.job._id), { path: '/job' });
    const earns = await screen.findByRole('region', { name: 'What this job earns you' });
    expect(earns).toHaveTextContent("FleetCare's commission (15%)");
    expect(within(earns).getByTestId('job-earns')).toHaveTextContent('₦39,100.00');
  });

  it('when a surcharge waits for the customer, then the technician may withdraw it, asked first', async () => {
    const job = testBookedJob('arrived');
    const pending = testSurcharge(job._id);
    const server = jobServer(job, [pending, testSurcharge(job._id, { status: 'paid', reason: 'New wiper blades.' })]);
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderRoutes(routesFor(job._id), { path: '/job' });
    const section = await screen.findByRole('region', { name: 'Surcharges' });
    expect(await within(section).findByText('The brake discs are worn too.')).toBeInTheDocument();
    expect(within(section).getByText('New wiper blades.')).toBeInTheDocument();
    // Only the pending one can be withdrawn.
    expect(within(section).getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
    await user.click(within(section).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this surcharge?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw surcharge' }));
    await waitFor(() =>
      expect(calledWith(calls, 'PATCH', `/surcharges/cancel-surcharge/${pending._id}`)).toHaveLength(1),
    );
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument());
  });

  it('when the technician cancels before the work starts, then the dialog says what it does and the job is canceled', async () => {
    const server = jobServer(testBookedJob('booked'));
    const calls = mockApi(server.handler);
    const user = userEvent.setup();
    await renderRoutes(routesFor(server.state.job._id), { path: '/job' });
    await user.click(await screen.findByRole('button', { name: 'Cancel this job' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText(/You get a strike/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(calledWith(calls, 'POST', `/maintenances/cancel-maintenance/${server.state.job._id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('This job is no more available!')).toBeInTheDocument();
  });

  it('when the customer reported a problem, then the dispute shows with its reason; once settled, the payout shows', async () => {
    const disputed = testBookedJob('disputed', {
      workDoneAt: '2026-03-05T12:00:00.000Z',
      dispute: {
        reason: 'The brakes still squeal.',
        media: [],
        raisedAt: '2026-03-05T15:00:00.000Z',
        resolution: null,
        resolutionNote: null,
        resolvedAt: null,
      },
    });
    mockApi(jobServer(disputed).handler);
    const { unmount } = await renderRoutes(routesFor(disputed._id), { path: '/job' });
    const dispute = await screen.findByRole('region', { name: 'The customer reported a problem' });
    expect(dispute).toHaveTextContent('The brakes still squeal.');
    expect(dispute).toHaveTextContent('FleetCare is looking into it');
    expect(screen.queryByRole('button', { name: 'Cancel this job' })).not.toBeInTheDocument();
    unmount();

    const completed = testBookedJob('completed', {
      completedAt: '2026-03-06T10:00:00.000Z',
      settlement: {
        paid: 4_600_000,
        refunded: 0,
        released: 4_600_000,
        commission: 690_000,
        technicianEarnings: 3_910_000,
        settledAt: '2026-03-06T10:00:00.000Z',
      },
    });
    mockApi(jobServer(completed).handler);
    await renderRoutes(routesFor(completed._id), { path: '/job' });
    const payout = await screen.findByRole('region', { name: 'Payout' });
    expect(payout).toHaveTextContent('₦39,100.00');
    expect(screen.queryByRole('region', { name: 'What this job earns you' })).not.toBeInTheDocument();
  });
});

describe('the quotation a job was booked on, and the surcharge hint', () => {
  it("when booked, then the quotation shows its earliest arrival on the job's clock and not how long it stood; the hint says when surcharges can be added", async () => {
    const server = jobServer(testBookedJob('booked', {}, { timeZone: 'Pacific/Auckland' }));
    mockApi(server.handler);
    await renderRoutes(routesFor(server.state.job._id), { path: '/job' });
    expect(await screen.findByTestId('my-quotation-status')).toHaveTextContent('Accepted');
    expect(
      screen.getByText(formatInstant('2026-03-05T08:00:00.000Z', 'en', { timeZone: 'Pacific/Auckland' })),
    ).toBeInTheDocument();
    expect(screen.queryByText('Valid until')).not.toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Surcharges' });
    expect(section).toHaveTextContent('Surcharges can be added while you are on your way');
  });

  it.each(['work-done', 'completed', 'disputed', 'technician-canceled'] as const)(
    'when %s, then no hint about adding surcharges',
    async (status) => {
      const server = jobServer(testBookedJob(status));
      mockApi(server.handler);
      await renderRoutes(routesFor(server.state.job._id), { path: '/job' });
      const section = await screen.findByRole('region', { name: 'Surcharges' });
      expect(await within(section).findByText('No surcharges on this job.')).toBeInTheDocument();
      expect(section).not.toHaveTextContent(/Surcharges can be added|Found more work/);
    },
  );
});

describe('the working view in Norwegian', () => {
  it('speaks Norwegian', async () => {
    const server = jobServer(testBookedJob('booked'));
    mockApi(server.handler);
    await renderRoutes(routesFor(server.state.job._id), { path: '/job', language: 'nb' });
    expect(await screen.findByRole('button', { name: 'Jeg er på vei' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avbestill oppdraget' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dette tjener du på oppdraget' })).toHaveTextContent(
      'FleetCares provisjon',
    );
  });
});

describe('the working view, live', () => {
  it('when the customer pays a surcharge while the page is open, then it shows as paid and no longer withdrawable, without a reload', async () => {
    const live = createFakeSocket(() => undefined);
    setLiveSocketFactory(async () => live.socket);
    const job = testBookedJob('arrived');
    const pending = testSurcharge(job._id);
    const server = jobServer(job, [pending]);
    mockApi(server.handler);
    await renderRoutes(routesFor(job._id), { path: '/job' });
    const section = await screen.findByRole('region', { name: 'Surcharges' });
    expect(await within(section).findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    await waitFor(() => expect(live.connections).toBeGreaterThan(0));

    server.state.surcharges = [{ ...pending, status: 'paid', answeredAt: '2026-03-05T09:00:00.000Z' }];
    live.push(serverEvents.NOTIFICATIONS, {
      items: [{ _id: 'n-surcharge-paid', category: 'bookings', message: 'The customer paid your surcharge.' }],
      unseen: 1,
    });

    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument());
  });
});

describe('the job report on the working view', () => {
  // The queue shows and sends the changes of the account signed in: the booked technician's.
  beforeEach(() => followSignedInUser(() => 'user-technician'));
  afterEach(() => replaceReportQueue(undefined));

  /** The job's server, also answering get-report with a draft the technician may write. */
  function withReport(status: MaintenanceStatus) {
    const server = jobServer(testBookedJob(status));
    const report = testReport({ maintenanceId: server.state.job._id, jobStatus: status });
    server.state.refuse = (request) =>
      request.url === `/reports/get-report/${server.state.job._id}` ? ok(report) : undefined;
    return server;
  }

  it('when the work is in progress and the report may be written, then "Complete report" is the step that marks the work done', async () => {
    const server = withReport('in-progress');
    mockApi(server.handler);
    await renderRoutes(routesFor(server.state.job._id), { path: '/job' });
    expect(await screen.findByRole('region', { name: 'Job report' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Complete report' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Work done' })).not.toBeInTheDocument();
    expect(screen.getByText(/When you have finished, complete the report below/)).toHaveTextContent(
      'tap “Complete report”',
    );
  });

  it('when booked, then the report can be written already and the next step stays "I’m on my way"', async () => {
    const server = withReport('booked');
    mockApi(server.handler);
    await renderRoutes(routesFor(server.state.job._id), { path: '/job' });
    expect(await screen.findByRole('region', { name: 'Job report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm on my way" })).toBeInTheDocument();
    expect(screen.getByText('Start the work first')).toBeInTheDocument();
  });

  it('when the report cannot be read, then the editor says so and offers to try again; no other way marks the work done', async () => {
    const server = jobServer(testBookedJob('in-progress'));
    const calls = mockApi(server.handler);
    await renderRoutes(routesFor(server.state.job._id), { path: '/job' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(calledWith(calls, 'GET', `/reports/get-report/${server.state.job._id}`).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Work done' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this job' })).not.toBeInTheDocument();
  });
});

describe('the booked tab of the jobs list', () => {
  it('shows each job booked with the technician with its status', async () => {
    const server = jobServer(testBookedJob('en-route'));
    mockApi(server.handler);
    await renderRoutes(routesFor(server.state.job._id), { path: '/jobs?state=booked' });
    const card = await screen.findByRole('link', { name: /Brake pads replacement, Oil change/ });
    expect(card).toHaveTextContent('On the way');
  });
});
