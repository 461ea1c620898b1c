import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MaintenanceRequestDto } from '@fleetcare/shared';
import { failure, mockApi, ok } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { requestFixture, REQUEST_ID, soon } from '../../testing/fixtures.ts';
import { jobProgressFixture } from '../../testing/progress-fixtures.ts';
import { ReschedulePanel, type RescheduleViewer } from './reschedule-panel.tsx';

const show = (request: MaintenanceRequestDto, viewer: RescheduleViewer = 'customer') =>
  renderRoutes([{ path: '/', element: <ReschedulePanel request={request} viewer={viewer} /> }]);

const booked = (overrides: Partial<MaintenanceRequestDto> = {}) =>
  requestFixture({ status: 'booked', preferredDate: '2026-03-05', job: jobProgressFixture(), ...overrides });

describe('ReschedulePanel', () => {
  it('proposes a new day and window while booked', async () => {
    const day = soon();
    const calls = mockApi((request) =>
      request.url === `/maintenances/propose-reschedule/${REQUEST_ID}` ? ok(booked()) : failure(404, 'ROUTE_NOT_FOUND'),
    );
    await show(booked());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Propose another time' }));
    const form = screen.getByRole('form', { name: 'Propose a new appointment' });
    await user.type(within(form).getByLabelText('New day'), day);
    await user.selectOptions(within(form).getByLabelText('Time window'), 'evening');
    await user.click(within(form).getByRole('button', { name: 'Send proposal' }));
    await screen.findByRole('button', { name: 'Propose another time' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ preferredDate: day, timeWindow: 'evening' });
  });

  it('the other side accepts or declines a proposal', async () => {
    const calls = mockApi((request) =>
      request.url === `/maintenances/answer-reschedule/${REQUEST_ID}` ? ok(booked()) : failure(404, 'ROUTE_NOT_FOUND'),
    );
    const request = booked({
      job: jobProgressFixture({
        reschedule: {
          preferredDate: '2026-03-07',
          timeWindow: 'afternoon',
          proposedBy: 'technician',
          proposedAt: '2026-03-03T10:00:00.000Z',
        },
      }),
    });
    await show(request);
    expect(screen.getByText('The mechanic proposed a new appointment.')).toBeInTheDocument();
    expect(screen.getByText('7 Mar 2026, afternoon (12:00–16:00)')).toBeInTheDocument();
    expect(screen.getByText('5 Mar 2026, morning (08:00–12:00)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose another time' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept the new time' }));
    await screen.findByRole('button', { name: 'Accept the new time' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ answer: 'accept' });
  });

  it('the proposer waits for an answer; a conflict is shown', async () => {
    mockApi(() => failure(409, 'MAINTENANCE_STATUS_CONFLICT', { detail: 'en-route' }));
    const request = booked({
      job: jobProgressFixture({
        reschedule: {
          preferredDate: '2026-03-07',
          timeWindow: 'afternoon',
          proposedBy: 'customer',
          proposedAt: '2026-03-03T10:00:00.000Z',
        },
      }),
    });
    const { unmount } = await show(request);
    expect(screen.getByText('You proposed a new appointment.')).toBeInTheDocument();
    expect(screen.getByText("Waiting for the mechanic's answer.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the new time' })).not.toBeInTheDocument();
    unmount();
    await show(request, 'technician');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep the current time' }));
    expect(await screen.findByText(/cannot do that in its current status/)).toBeInTheDocument();
  });

  it('shows nothing once the technician has set off', async () => {
    await show(booked({ status: 'en-route' }));
    expect(screen.queryByRole('heading', { name: 'Change the appointment' })).not.toBeInTheDocument();
  });
});
