import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ObdReadingsDto, VehicleDto } from '@fleetcare/shared';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok } from '../../../test/mock-api.ts';
import { ObdSection } from './obd.tsx';
import { testVehicle, VEHICLE_ID } from './testing/fixtures.ts';
import { renderRecordsSection } from './testing/render-section.tsx';

const renderSection = (vehicle?: VehicleDto) => renderRecordsSection(ObdSection, vehicle);

const reading = {
  recordedAt: '2026-03-05T08:30:00.000Z',
  odometerKm: 45_210,
  speedKmh: 0,
  rpm: 800,
  coolantTempC: 88,
  fuelLevelPct: 62,
  batteryVoltage: 13.9,
  troubleCodes: ['P0301', 'P1234'],
};

const readings: ObdReadingsDto = {
  vehicleId: VEHICLE_ID,
  latest: reading,
  history: [reading, { ...reading, recordedAt: '2026-03-05T08:00:00.000Z', speedKmh: null, troubleCodes: [] }],
  activeTroubleCodes: [
    {
      code: 'P0301',
      description: 'Cylinder 1 Misfire Detected',
      firstSeenAt: '2026-03-04T08:00:00.000Z',
      lastSeenAt: '2026-03-05T08:30:00.000Z',
    },
    {
      code: 'P1234',
      description: null,
      firstSeenAt: '2026-03-05T08:30:00.000Z',
      lastSeenAt: '2026-03-05T08:30:00.000Z',
    },
  ],
};

describe('the OBD part of a vehicle', () => {
  it('when the device has sent readings, then the latest values, the active codes with descriptions and the history show', async () => {
    const calls = mockApi(() => ok(readings));
    await renderSection(testVehicle({ obdDevice: { tokenHint: 'a9F2' } }));
    const latest = (await screen.findByRole('heading', { name: 'Latest values' })).parentElement as HTMLElement;
    expect(within(latest).getByText('45,210 km')).toBeInTheDocument();
    expect(within(latest).getByText('13.9 V')).toBeInTheDocument();
    expect(within(latest).getByText('88 °C')).toBeInTheDocument();
    const codes = screen.getByRole('list', { name: 'Active trouble codes' });
    expect(within(codes).getByText('Cylinder 1 Misfire Detected')).toBeInTheDocument();
    expect(within(codes).getByText(/A maker-specific code/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recent readings' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('A device token is set up (it ends in …a9F2).')).toBeInTheDocument();
    expect(calls[0]?.params).toEqual({ vehicleId: VEHICLE_ID, limit: 20 });
  });

  it('when a token is created, then it is shown once with a copy button and how to use it, and goes when dismissed', async () => {
    mockApi((request) =>
      request.method === 'POST'
        ? {
            status: 201,
            body: { success: true, data: { vehicleId: VEHICLE_ID, token: 'tok_secret_value', tokenHint: 'alue' } },
          }
        : ok({ ...readings, latest: null, history: [], activeTroubleCodes: [] }),
    );
    await renderSection();
    expect(await screen.findByText('No readings yet')).toBeInTheDocument();
    // userEvent puts a clipboard of its own on navigator.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create a device token' }));
    expect(await screen.findByLabelText('Device token')).toHaveValue('tok_secret_value');
    expect(screen.getByText(/we show it only this once/)).toBeInTheDocument();
    expect(screen.getByText(/\/api\/vehicles\/obd\/readings/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('tok_secret_value');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved the token' }));
    expect(screen.queryByDisplayValue('tok_secret_value')).not.toBeInTheDocument();
  });

  it('when the token is revoked after confirming, then the call is made and a notice says so', async () => {
    const calls = mockApi((request) => (request.method === 'DELETE' ? ok(null) : ok(readings)));
    await renderSection(testVehicle({ obdDevice: { tokenHint: 'a9F2' } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stop the device' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop the device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop the device' }));
    expect(await screen.findByText('The device token no longer works.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/vehicles/revoke-vehicle-obd-device-token/${VEHICLE_ID}`,
    ]);
  });

  it('when a viewer opens it, then there are no token buttons', async () => {
    mockApi(() => ok(readings));
    await renderSection(testVehicle({ access: 'view' }));
    expect(await screen.findByText('Cylinder 1 Misfire Detected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /token|device/i })).not.toBeInTheDocument();
  });

  it('when the readings cannot load, then an error with a retry shows', async () => {
    mockApi(() => failure(500, 'INTERNAL_ERROR'));
    await renderSection();
    expect(await screen.findByText('We could not load the OBD readings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
