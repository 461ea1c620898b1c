import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { formatCalendarDate } from '@fleetcare/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportPrinter } from '../../features/maintenance/report/view/report-view.tsx';
import {
  REPORT_JOB_ID,
  reportFixture,
  reportPhoto,
  reportTask,
} from '../../features/maintenance/report/testing/report-fixtures.ts';
import { requestFixture } from '../../features/maintenance/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { vehicleFixture } from '../../features/vehicles/testing/fixtures.ts';
import { failure, mockApi, ok, setSessionCookie, type MockAnswer } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { useReportWayBack } from './report-back-link.tsx';
import ReportScreen from './report-screen.tsx';

const routes: RouteObject[] = [{ path: '/view-report/vehicle-inspection/:orderId', element: <ReportScreen /> }];
/** The item at `index`, which the test has just made sure is there. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}
const path = (id = REPORT_JOB_ID) => `/view-report/vehicle-inspection/${id}`;

/** The reader's answers around the report: by default its customer, whose job get-maintenance answers. */
interface Reader {
  job?: MockAnswer;
  vehicle?: MockAnswer;
  user?: MockAnswer;
}

function serve(report: ReturnType<typeof reportFixture>, reader: Reader = {}) {
  return mockApi((request) => {
    if (request.url === `/reports/get-report/${REPORT_JOB_ID}`) return ok(report);
    if (request.url === `/maintenances/get-maintenance/${report.maintenanceId}`) {
      return reader.job ?? ok(requestFixture({ _id: report.maintenanceId, status: 'completed' }));
    }
    if (request.url === `/vehicles/get-vehicle/${report.vehicleId}`) {
      return reader.vehicle ?? failure(404, 'NOT_FOUND');
    }
    if (request.url === '/users/get-user') return reader.user ?? ok(testUser);
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  setSessionCookie(false);
});

describe('the job report view', () => {
  it('a completed report: header, summary, mileage and next service, each task with its status in words', async () => {
    serve(reportFixture());
    await renderRoutes(routes, { path: path() });
    expect(await screen.findByText('2019 Toyota Corolla')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job report' })).toBeInTheDocument();
    expect(screen.getByText('Chinedu Okafor')).toBeInTheDocument();
    expect(screen.getByText(/^Completed /)).toBeInTheDocument();
    expect(screen.queryByText(/Draft/)).not.toBeInTheDocument();
    expect(screen.getByText('Front pads worn out; replaced both.')).toBeInTheDocument();
    const mileage = within(screen.getByRole('region', { name: 'Mileage and next service' }));
    expect(mileage.getByText('84,500 km')).toBeInTheDocument();
    expect(
      mileage.getByText(`${formatCalendarDate('2026-09-01', 'en')} or at 90,000 km, whichever comes first`),
    ).toBeInTheDocument();

    const tasks = within(screen.getByRole('region', { name: 'What was checked' }));
    const brakes = within(tasks.getByRole('region', { name: 'Brake pads replacement' }));
    expect(brakes.getByText('2 of 2 checked')).toBeInTheDocument();
    const pads = brakes.getByRole('heading', { name: 'Check the brake pads' }).closest('li') as HTMLElement;
    expect(within(pads).getByText('Replaced')).toBeInTheDocument();
    const fluid = brakes.getByRole('heading', { name: 'Check the brake fluid' }).closest('li') as HTMLElement;
    expect(within(fluid).getByText('OK')).toBeInTheDocument();
    // The task the mechanic added comes last, under its own heading.
    const other = within(tasks.getByRole('region', { name: 'Other work' }));
    expect(other.getByText('Needs attention')).toBeInTheDocument();
  });

  it('recommendations are grouped by urgency, "Now" first and marked, whatever order they were written in', async () => {
    serve(
      reportFixture({
        recommendations: [
          { text: 'Rotate the tyres', urgency: 'next-service' },
          { text: 'Replace the rear tyre', urgency: 'now' },
          { text: 'Change the wiper blades', urgency: 'within-a-month' },
          { text: 'Fix the brake light', urgency: 'now' },
        ],
      }),
    );
    await renderRoutes(routes, { path: path() });
    const section = within(await screen.findByRole('region', { name: 'Recommendations' }));
    const groups = section.getAllByRole('region');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Now',
      'Within a month',
      'At the next service',
    ]);
    expect(
      within(nth(groups, 0))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Replace the rear tyre', 'Fix the brake light']);
    expect(groups[0]).toHaveClass('border-red-300');
  });

  it('photos are thumbnails loaded lazily with their size set; a tap opens the full photo, videos load only when tapped', async () => {
    const taskId = '5d0c8f7e-6666-4000-8000-000000000001';
    const photos = Array.from({ length: 3 }, () => reportPhoto(taskId));
    const video = reportPhoto(taskId, {
      kind: 'video',
      url: 'https://files.test/full/clip.mp4',
      thumbnailUrl: null,
      contentType: 'video/mp4',
      bytes: 5 * 1024 * 1024,
      width: null,
      height: null,
    });
    serve(
      reportFixture({
        tasks: [reportTask({ _id: taskId, title: 'Check the brake pads', status: 'fixed', media: [...photos, video] })],
      }),
    );
    await renderRoutes(routes, { path: path() });
    const list = within(await screen.findByRole('list', { name: 'Photos of Check the brake pads' }));
    const images = list.getAllByRole('img');
    expect(images).toHaveLength(3);
    images.forEach((image, index) => {
      expect(image).toHaveAttribute('src', nth(photos, index).thumbnailUrl);
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '240');
    });
    // No full-size photo and no video is asked for until someone taps one.
    expect(document.querySelector(`img[src="${nth(photos, 1).url}"]`)).toBeNull();
    expect(document.querySelector('video')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of Check the brake pads' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Photo 2 of 3: Check the brake pads' }));
    expect(dialog.getByRole('img')).toHaveAttribute('src', nth(photos, 1).url);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Play video 1 of Check the brake pads (5 MB)' }));
    expect(screen.getByLabelText('Video of Check the brake pads')).toHaveAttribute('src', video.url);
  });

  it('the completion time is read on the job’s clock (Lagos), whatever the browser’s zone', async () => {
    serve(reportFixture({ completedAt: '2026-03-05T23:30:00.000Z' }));
    await renderRoutes(routes, { path: path() });
    // 23:30 UTC is 00:30 the next day in Lagos (UTC+1).
    expect(await screen.findByText(/^Completed .*6 Mar.*00:30|^Completed .*Mar 6.*12:30/)).toBeInTheDocument();
  });

  it('without mileage and next service their card is left out; a single one shows without the other', async () => {
    serve(reportFixture({ mileageKm: null, nextServiceDate: null, nextServiceKm: null }));
    const first = await renderRoutes(routes, { path: path() });
    expect(await screen.findByText('2019 Toyota Corolla')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mileage and next service' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not given')).not.toBeInTheDocument();
    first.unmount();

    serve(reportFixture({ nextServiceDate: null, nextServiceKm: null }));
    await renderRoutes(routes, { path: path() });
    const mileage = within(await screen.findByRole('region', { name: 'Mileage and next service' }));
    expect(mileage.getByText('84,500 km')).toBeInTheDocument();
    expect(mileage.queryByText('Next service')).not.toBeInTheDocument();
    expect(screen.queryByText('Not given')).not.toBeInTheDocument();
  });

  it('a draft says the mechanic is still writing it', async () => {
    serve(reportFixture({ status: 'draft', completedAt: null, jobStatus: 'in-progress' }));
    await renderRoutes(routes, { path: path() });
    expect(await screen.findByText('Draft — the mechanic is still writing it')).toBeInTheDocument();
    expect(screen.queryByText(/^Completed /)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
  });

  it('a draft with nothing written yet is "not yet ready", without a Print button', async () => {
    serve(
      reportFixture({
        status: 'draft',
        completedAt: null,
        summary: '',
        mileageKm: null,
        nextServiceDate: null,
        nextServiceKm: null,
        tasks: [reportTask()],
        jobStatus: 'booked',
      }),
    );
    await renderRoutes(routes, { path: path() });
    expect(await screen.findByText('The report is not yet ready.')).toBeInTheDocument();
    expect(screen.getByText('Draft — the mechanic is still writing it')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('Print prints the report, Download PDF links the PDF call, and the buttons are left out of the print', async () => {
    const print = vi.spyOn(reportPrinter, 'print').mockImplementation(() => undefined);
    serve(reportFixture());
    await renderRoutes(routes, { path: path() });
    const button = await screen.findByRole('button', { name: 'Print' });
    expect(button.closest('.print\\:hidden')).not.toBeNull();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `/api/reports/get-report-pdf/${REPORT_JOB_ID}`);
    expect(pdf).toHaveAttribute('download');
    expect(pdf.closest('.print\\:hidden')).not.toBeNull();
    await userEvent.setup().click(button);
    expect(print).toHaveBeenCalledOnce();
  });

  it('its customer goes back to the job’s page', async () => {
    serve(reportFixture());
    await renderRoutes(routes, { path: path() });
    const back = await screen.findByRole('link', { name: 'Back to the job' });
    expect(back).toHaveAttribute('href', `/dashboard/maintenance/show/${REPORT_JOB_ID}`);
    expect(back.closest('.print\\:hidden')).not.toBeNull();
  });

  it('a collaborator on the vehicle, whose job page is not theirs, goes back to the vehicle’s history instead', async () => {
    const report = reportFixture();
    const calls = serve(report, {
      job: failure(404, 'NOT_FOUND'),
      vehicle: ok(vehicleFixture({ _id: report.vehicleId, access: 'view' })),
    });
    await renderRoutes(routes, { path: path() });
    const back = await screen.findByRole('link', { name: 'Back to the vehicle' });
    expect(back).toHaveAttribute('href', `/dashboard/fleet/show/${report.vehicleId}?tab=history`);
    expect(screen.queryByRole('link', { name: 'Back to the job' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(`/vehicles/get-vehicle/${report.vehicleId}`);
  });

  it('its mechanic, who sees neither the request nor the vehicle, goes back to the job (their job view)', async () => {
    setSessionCookie(true);
    serve(reportFixture(), {
      job: failure(404, 'NOT_FOUND'),
      vehicle: failure(404, 'NOT_FOUND'),
      user: ok({ ...testUser, roles: ['customer', 'technician'] }),
    });
    await renderRoutes(routes, { path: path() });
    expect(await screen.findByRole('link', { name: 'Back to the job' })).toHaveAttribute(
      'href',
      `/dashboard/maintenance/show/${REPORT_JOB_ID}`,
    );
  });

  it('a reader with no page of the job to open gets no way back, nor does one whose calls fail', async () => {
    setSessionCookie(true);
    const report = reportFixture();
    const wayBack = async (reader: Reader) => {
      serve(report, reader);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { result } = renderHook(() => useReportWayBack(report), {
        wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
      });
      // undefined while it is being asked; then the answer.
      await waitFor(() => expect(result.current).not.toBeUndefined());
      return result.current;
    };
    const notFound = failure(404, 'NOT_FOUND');
    const customer = ok({ ...testUser, roles: ['customer'] });
    expect(await wayBack({ job: notFound, vehicle: notFound, user: customer })).toBeNull();
    expect(await wayBack({ job: failure(500, 'INTERNAL') })).toBeNull();
    expect(await wayBack({ job: notFound, vehicle: failure(500, 'INTERNAL') })).toBeNull();
  });

  it('the report is asked for while the screen’s words are still loading, not after them', async () => {
    let askedWhileWaitingForWords: boolean | undefined;
    mockApi((request) => {
      if (request.url !== `/reports/get-report/${REPORT_JOB_ID}`) return failure(404, 'NOT_FOUND');
      // Until the reports catalogue has come, the screen has not shown its own "Loading the report…".
      askedWhileWaitingForWords ??= screen.queryByText('Loading the report…') === null;
      return ok(reportFixture());
    });
    await renderRoutes(routes, { path: path(), lateCatalogues: true });
    expect(await screen.findByText('Front pads worn out; replaced both.')).toBeInTheDocument();
    expect(askedWhileWaitingForWords).toBe(true);
  });

  it('a report that is not the caller’s (404) or an id that is none is not found', async () => {
    mockApi(() => failure(404, 'NOT_FOUND'));
    await renderRoutes(routes, { path: path() });
    expect(await screen.findByText('This report cannot be found, or it is not yours to read.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job report' })).toBeInTheDocument();
  });

  it('a failed load offers Try again, which loads the report', async () => {
    let calls = 0;
    mockApi(() => ((calls += 1) === 1 ? failure(500, 'INTERNAL') : ok(reportFixture())));
    // Asked once: the app's client would ask a failed load again by itself before showing the failure.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderRoutes(routes, { path: path(), queryClient });
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Front pads worn out; replaced both.')).toBeInTheDocument();
  });

  it('in Norwegian, statuses and urgencies read in Norwegian', async () => {
    serve(reportFixture({ recommendations: [{ text: 'Bytt dekk', urgency: 'now' }] }));
    await renderRoutes(routes, { path: path(), language: 'nb' });
    expect(await screen.findByText('Byttet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oppdragsrapport' })).toBeInTheDocument();
    expect(screen.getByText('Trenger ettersyn')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nå' })).toBeInTheDocument();
  });
});
