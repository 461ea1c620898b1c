import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TechnicianInfoDto } from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { APPLICATION_STATUS_PATH } from '../paths.ts';
import { applicationNotification, createFakeTechnicianSocket } from '../testing/fake-live.ts';
import { testInfo, testReference } from '../testing/fixtures.ts';
import { ApplicationStatusPage } from './application-status-page.tsx';

const INFO_URL = '/users/get-technician-info';

function serve(...answers: TechnicianInfoDto[]) {
  let index = 0;
  return mockApi((request) => {
    if (request.url !== INFO_URL) return failure(404, 'ROUTE_NOT_FOUND');
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    return ok(answer);
  });
}

async function renderStatus({ language = 'en' as 'en' | 'nb', live = createFakeTechnicianSocket() } = {}) {
  setLiveSocketFactory(async () => live.socket);
  await renderRoutes([{ path: APPLICATION_STATUS_PATH, Component: ApplicationStatusPage }], {
    path: APPLICATION_STATUS_PATH,
    language,
  });
  return live;
}

const submitted = { submittedAt: '2026-03-02T10:00:00.000Z', decidedAt: null, reapplyAfter: null };
const history = [
  { status: 'pending' as const, message: null, at: '2026-03-02T10:00:00.000Z' },
  { status: 'in-review' as const, message: null, at: '2026-03-03T09:00:00.000Z' },
];

afterEach(() => setLiveSocketFactory(undefined));

describe('the application status page', () => {
  it('when the application is not sent, then it lists what is missing, each leading to its step', async () => {
    serve(testInfo({ references: [testReference()], payout: { bankAccountCount: 0 } }));
    await renderStatus();
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Not sent yet');
    const items = screen.getAllByTestId('missing-item');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/technician/technician-registration/references',
      '/technician/technician-registration/payout',
    ]);
    expect(items[0]).toHaveTextContent('References: Add at least two references.');
    expect(screen.getByRole('link', { name: /Continue your registration/ })).toHaveAttribute(
      'href',
      '/technician/technician-registration/references',
    );
  });

  it('when it is in review, then it says what is checked and how each reference answered', async () => {
    serve(
      testInfo({
        status: 'in-review',
        application: { ...submitted, message: null, history },
        references: [testReference({ name: 'Bola Adeyemi' }), testReference({ name: 'Ngozi Eze', state: 'confirmed' })],
      }),
    );
    await renderStatus();
    expect(await screen.findByRole('heading', { name: 'Being reviewed' })).toBeInTheDocument();
    expect(screen.getByText('Your identity: your NIN and ID document.')).toBeInTheDocument();
    const references = screen.getAllByTestId('reference');
    expect(references[0]).toHaveTextContent('Bola AdeyemiWaiting');
    expect(references[1]).toHaveTextContent('Ngozi EzeConfirmed');
    // The history, oldest first.
    const events = within(screen.getByTestId('history')).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      expect.stringContaining('Waiting for review'),
      expect.stringContaining('In review'),
    ]);
  });

  it('when changes are asked for, then it shows the admin message and leads to the step to fix', async () => {
    serve(
      testInfo({
        status: 'changes-requested',
        application: { ...submitted, message: 'Your ID photo is blurred; upload a sharper one.', history },
        credentials: [],
      }),
    );
    await renderStatus();
    expect(await screen.findByTestId('admin-message')).toHaveTextContent('Your ID photo is blurred');
    expect(screen.getByRole('link', { name: /Make the changes/ })).toHaveAttribute(
      'href',
      '/technician/technician-registration/identity',
    );
  });

  it('when rejected, then it gives the reason and the date they may apply again', async () => {
    serve(
      testInfo({
        status: 'rejected',
        application: {
          submittedAt: '2026-03-02T10:00:00.000Z',
          decidedAt: '2026-03-04T10:00:00.000Z',
          message: 'The trade-test certificate could not be verified.',
          reapplyAfter: '2999-04-03T10:00:00.000Z',
          history,
        },
      }),
    );
    await renderStatus();
    expect(await screen.findByTestId('admin-message')).toHaveTextContent('could not be verified');
    expect(screen.getByText('You may apply again from 3 April 2999.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply again' })).not.toBeInTheDocument();
  });

  it('when suspended, then it gives the reason and how to reach support', async () => {
    serve(
      testInfo({
        status: 'suspended',
        application: { ...submitted, message: 'Two customers reported no-shows.', history },
      }),
    );
    await renderStatus();
    expect(await screen.findByTestId('admin-message')).toHaveTextContent('Two customers reported no-shows.');
    expect(screen.getByRole('link', { name: '+234 201 330 0500' })).toHaveAttribute('href', 'tel:+2342013300500');
  });

  it('when a notification about the application arrives, then the page shows the new status without a reload', async () => {
    const waiting = testInfo({ status: 'pending', application: { ...submitted, message: null, history } });
    const approved = testInfo({
      status: 'approved',
      application: {
        ...submitted,
        decidedAt: '2026-03-04T10:00:00.000Z',
        message: null,
        history: [...history, { status: 'approved', message: null, at: '2026-03-04T10:00:00.000Z' }],
      },
    });
    const calls = serve(waiting, approved);
    const live = await renderStatus();
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Waiting for review');
    // Another notification (not about the application) changes nothing.
    act(() =>
      live.notify([{ ...applicationNotification('New sign-in'), actionPath: '/dashboard/settings/user-profile' }]),
    );
    act(() => live.notify([applicationNotification()]));
    await waitFor(() => expect(screen.getByTestId('application-status')).toHaveTextContent('Approved'));
    expect(screen.getByRole('heading', { name: 'Welcome to FleetCare!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === INFO_URL)).toHaveLength(2);
  });

  it('reads in Norwegian', async () => {
    serve(testInfo({ status: 'pending', application: { ...submitted, message: null, history } }));
    await renderStatus({ language: 'nb' });
    expect(await screen.findByTestId('application-status')).toHaveTextContent('Venter på vurdering');
    expect(screen.getByRole('heading', { level: 1, name: 'Søknaden din som mekaniker' })).toBeInTheDocument();
  });
});
