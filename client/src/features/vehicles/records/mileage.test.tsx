import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VehicleDto } from '@fleetcare/shared';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { MileageSection } from './mileage.tsx';
import { chartPoints, linePath } from './mileage/mileage-chart.tsx';
import { pageOf, testMileage, testVehicle, VEHICLE_ID } from './testing/fixtures.ts';
import { renderRecordsSection } from './testing/render-section.tsx';

const renderSection = (vehicle?: VehicleDto) => renderRecordsSection(MileageSection, vehicle);

const log = [
  testMileage({ valueKm: 45_000, recordedAt: '2026-03-01T09:00:00.000Z' }),
  testMileage({ valueKm: 44_100, recordedAt: '2026-02-10T09:00:00.000Z', source: 'check' }),
  testMileage({ valueKm: 43_000, recordedAt: '2026-01-20T09:00:00.000Z', source: 'obd', recordedBy: null }),
];

function api(extra?: (request: MockRequest) => MockAnswer | undefined) {
  return mockApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.url === `/vehicles/get-vehicle-mileage-log/${VEHICLE_ID}`) return ok(pageOf(log));
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

describe('the mileage of a vehicle', () => {
  it('when the vehicle has readings, then the current one, the daily average, a chart with its summary in words and the log show', async () => {
    api();
    await renderSection();
    expect(
      await screen.findByRole('img', {
        name: /3 readings, from 43,000 km on 20 Jan 2026 to 45,000 km on 1 Mar 2026: 2,000 km in 40 days/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('45,000 km', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('About 43 km a day')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Readings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('From the OBD device')).toBeInTheDocument();
  });

  it('when a higher reading is logged, then it is a new reading', async () => {
    const calls = api((request) =>
      request.url === '/vehicles/set-vehicle-total-mileage' ? ok(testMileage({ valueKm: 45_600 })) : undefined,
    );
    await renderSection();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Odometer reading (km)'), '45600');
    await user.click(screen.getByRole('button', { name: 'Save the reading' }));
    expect(await screen.findByText('The reading is saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ vehicleId: VEHICLE_ID, valueKm: 45600 });
  });

  it('when a lower value is entered, then it becomes a correction of the last reading that needs a reason', async () => {
    const calls = api((request) =>
      request.url === '/vehicles/update-vehicle-total-mileage-value'
        ? ok(testMileage({ valueKm: 4_500, source: 'correction' }))
        : undefined,
    );
    await renderSection();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Odometer reading (km)'), '4500');
    expect(screen.getByText(/This is lower than the last reading \(45,000 km\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText('Say why the mileage goes down (for example: a typing error).')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await user.type(screen.getByLabelText('Why the correction'), 'Typed one zero too many');
    await user.click(screen.getByRole('button', { name: 'Save the correction' }));
    expect(await screen.findByText('The last reading is corrected.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      vehicleId: VEHICLE_ID,
      valueKm: 4500,
      correctionReason: 'Typed one zero too many',
    });
  });

  it('when the server refuses the reading, then its message shows on the field', async () => {
    api((request) =>
      request.url === '/vehicles/set-vehicle-total-mileage'
        ? failure(400, 'VALIDATION_FAILED', { fieldErrorKeys: { valueKm: 'validation:mileageBelowLast' } })
        : undefined,
    );
    await renderSection();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Odometer reading (km)'), '46000');
    await user.click(screen.getByRole('button', { name: 'Save the reading' }));
    expect(
      await screen.findByText('This is below the last reading. If the last reading was wrong, correct it instead.'),
    ).toBeInTheDocument();
  });

  it('when a viewer opens the mileage, then there is no form', async () => {
    api();
    await renderSection(testVehicle({ access: 'view' }));
    expect(await screen.findByRole('list', { name: 'Readings' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Odometer reading (km)')).not.toBeInTheDocument();
  });

  it('when there are no readings, then the empty state says what to do', async () => {
    mockApi(() => ok(pageOf([])));
    await renderSection(testVehicle({ totalMileageKm: null, mileageRecordedAt: null, averageDailyKm: null }));
    expect(await screen.findByText('No readings yet')).toBeInTheDocument();
    expect(screen.getByText('Not logged yet')).toBeInTheDocument();
    expect(screen.getByText('The first reading of this vehicle.')).toBeInTheDocument();
  });
});

describe('the mileage chart', () => {
  it('when a reading was corrected, then the corrected value replaces it (no spike from a typing error)', () => {
    const points = chartPoints([
      testMileage({ valueKm: 450_000, recordedAt: '2026-03-01T09:00:00.000Z' }),
      testMileage({ valueKm: 45_000, recordedAt: '2026-03-01T10:00:00.000Z', source: 'correction' }),
      testMileage({ valueKm: 44_000, recordedAt: '2026-02-01T09:00:00.000Z' }),
    ]);
    expect(points.map((point) => point.km)).toEqual([44_000, 45_000]);
  });

  it('when drawn, then the oldest reading is at the left bottom and the newest at the right top', () => {
    const { dots } = linePath(
      chartPoints([
        testMileage({ valueKm: 100, recordedAt: '2026-01-01T00:00:00.000Z' }),
        testMileage({ valueKm: 150, recordedAt: '2026-01-11T00:00:00.000Z' }),
        testMileage({ valueKm: 300, recordedAt: '2026-01-21T00:00:00.000Z' }),
      ]),
    );
    expect(dots).toEqual([
      { x: 0, y: 100 },
      { x: 50, y: 75 },
      { x: 100, y: 0 },
    ]);
  });
});
