import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VehicleDto } from '@fleetcare/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { RoutineChecksSection } from './routine-checks.tsx';
import { pageOf, testCheck, testSchedule, testVehicle, VEHICLE_ID } from './testing/fixtures.ts';
import { renderRecordsSection } from './testing/render-section.tsx';

const renderSection = (vehicle?: VehicleDto) => renderRecordsSection(RoutineChecksSection, vehicle);

const oil = testSchedule({ item: 'engine-oil', dueState: 'due-soon' });
const brakes = testSchedule({
  item: 'brake-pads',
  intervalDays: 365,
  intervalKm: 20_000,
  nextDueAt: '2026-02-01',
  nextDueKm: 60_000,
  dueState: 'overdue',
});
const custom = testSchedule({
  item: 'custom',
  customName: 'Roof rack bolts',
  intervalDays: 90,
  intervalKm: null,
  nextDueAt: '2026-06-01',
  nextDueKm: null,
  dueState: 'ok',
});

/** Items added without knowing when they were last done. */
const unknownOil = testSchedule({
  lastDoneAt: null,
  lastDoneKm: null,
  nextDueAt: null,
  nextDueKm: null,
  dueUnknown: true,
  dueState: 'due-soon',
});
const unknownBrakes = testSchedule({ ...unknownOil, _id: 'unknown-brakes', item: 'brake-pads' });

/** Answers the section's reads; `extra` answers the writes of a test first. */
function api(schedules: unknown[], extra?: (request: MockRequest) => MockAnswer | undefined) {
  return mockApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.url === `/vehicles/get-vehicle-routine-check-schedule/${VEHICLE_ID}`) return ok(schedules);
    if (request.url === `/vehicles/get-vehicle-completed-routine-checks/${VEHICLE_ID}`) return ok(pageOf([]));
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-05T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the routine checks of a vehicle', () => {
  it('when the vehicle has checks, then each shows its state in words, the most pressing first, with its rule and next due', async () => {
    api([custom, oil, brakes]);
    await renderSection();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Brake pads',
      'Engine oil',
      'Roof rack bolts',
    ]);
    expect(cards[0]).toHaveTextContent('Overdue');
    expect(cards[0]).toHaveTextContent('Next due 1 Feb 2026 or at 60,000 km');
    expect(cards[1]).toHaveTextContent('Due soon');
    expect(cards[1]).toHaveTextContent('Every 180 days or 5,000 km, whichever comes first');
    expect(cards[1]).toHaveTextContent('last done 10 Sept 2025 at 40,500 km');
    expect(cards[2]).toHaveTextContent('Every 90 days');
  });

  it('when the distance is forecast to come before the date, then the forecast is said', async () => {
    api([testSchedule({ nextDueAt: '2026-06-01', forecastDueAt: '2026-04-02', dueState: 'ok' })]);
    await renderSection();
    expect(
      await screen.findByText('At your usual daily distance, 45,500 km comes around 2 Apr 2026'),
    ).toBeInTheDocument();
  });

  it('when the odometer has passed the km limit before the date, then it says so instead of a forecast', async () => {
    api([testSchedule({ nextDueAt: '2026-06-01', forecastDueAt: '2026-03-20', dueState: 'overdue' })]);
    await renderSection();
    expect(await screen.findByText('The odometer is past 45,500 km: this is due now')).toBeInTheDocument();
    expect(screen.queryByText(/comes around/)).not.toBeInTheDocument();
  });

  it('when the vehicle has no checks, then the recommended set asks once when they were last done, and "I don\'t know" adds them as check soon', async () => {
    let schedules: unknown[] = [];
    const calls = api(schedules, (request) => {
      if (
        request.method === 'POST' &&
        request.url === `/vehicles/add-all-vehicle-routine-check-schedules/${VEHICLE_ID}`
      ) {
        schedules = [unknownOil, unknownBrakes];
        return ok(schedules);
      }
      if (request.url.startsWith('/vehicles/get-vehicle-routine-check-schedule/')) return ok(schedules);
      return undefined;
    });
    await renderSection();
    expect(await screen.findByText('No routine checks yet')).toBeInTheDocument();
    const user = userEvent.setup();
    // A petrol car: 17 recommended items.
    await user.click(screen.getByRole('button', { name: 'Add all 17 recommended checks' }));
    expect(screen.getByRole('group', { name: 'When were they last done?' })).toBeInTheDocument();
    // Nothing is chosen for the user.
    await user.click(screen.getByRole('button', { name: 'Add 17 checks' }));
    expect(await screen.findByText("Say when it was last done, or choose “I don't know”.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /I don't know/ }));
    await user.click(screen.getByRole('button', { name: 'Add 17 checks' }));
    const brakeCard = await screen.findByRole('article', { name: 'Brake pads' });
    expect(await screen.findByText('The recommended checks are added.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { lastDoneAt: null, lastDoneKm: null },
    ]);
    expect(brakeCard).toHaveTextContent('Last done unknown — check soon');
    expect(brakeCard).toHaveTextContent('Check soon');
    for (const card of screen.getAllByRole('article')) expect(card).not.toHaveTextContent(/\bOK\b/);
  });

  it('when the set was last done on a known day, then that date and mileage go for all of them', async () => {
    const calls = api([], (request) =>
      request.method === 'POST' && request.url === `/vehicles/add-all-vehicle-routine-check-schedules/${VEHICLE_ID}`
        ? ok([oil])
        : undefined,
    );
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add all 17 recommended checks' }));
    await user.click(screen.getByRole('radio', { name: /I know when/ }));
    // "I know when" needs a date or a mileage.
    await user.click(screen.getByRole('button', { name: 'Add 17 checks' }));
    expect(await screen.findByText('Give the date or the mileage it was last done at (or both).')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Last done on'), '2026-01-10');
    await user.type(screen.getByLabelText('Mileage when last done (km)'), '41000');
    await user.click(screen.getByRole('button', { name: 'Add 17 checks' }));
    expect(await screen.findByText('The recommended checks are added.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ lastDoneAt: '2026-01-10', lastDoneKm: 41000 });
  });

  it('when an item\'s last time is not known, then it reads "check soon", never OK, and "Set when last done" answers it', async () => {
    const calls = api([unknownOil], (request) =>
      request.method === 'PATCH' && request.url === '/vehicles/edit-vehicle-routine-check-schedule'
        ? ok(testSchedule({ lastDoneAt: '2026-02-01', lastDoneKm: null, nextDueAt: '2026-07-31', dueState: 'ok' }))
        : undefined,
    );
    await renderSection();
    const card = await screen.findByRole('article', { name: 'Engine oil' });
    expect(card).toHaveTextContent('Last done unknown — check soon');
    expect(within(card).getByText('Check soon')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/\bOK\b|last done \d/);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Set when last done: Engine oil' }));
    expect(screen.getByRole('heading', { name: 'When was Engine oil last done?' })).toHaveFocus();
    await user.type(screen.getByLabelText('Last done on'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Engine oil is saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      scheduleId: unknownOil._id,
      lastDoneAt: '2026-02-01',
      lastDoneKm: null,
    });
  });

  it('when a viewer opens the checks, then there is nothing to change: no add, edit, delete or record buttons', async () => {
    api([oil]);
    await renderSection(testVehicle({ access: 'view' }));
    expect(await screen.findByRole('article', { name: 'Engine oil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add|edit|delete|record/i })).not.toBeInTheDocument();
  });

  it('when a check is added, then choosing the item fills in its recommended intervals and the request carries them', async () => {
    const calls = api([oil], (request) =>
      request.method === 'POST' && request.url === '/vehicles/add-vehicle-routine-check-schedule'
        ? ok(testSchedule({ item: 'coolant' }))
        : undefined,
    );
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a check' }));
    const items = screen.getByLabelText('Item');
    // The vehicle has engine oil already: it is not offered again.
    expect(within(items).queryByRole('option', { name: 'Engine oil' })).not.toBeInTheDocument();
    await user.selectOptions(items, 'coolant');
    expect(screen.getByLabelText('Every … days')).toHaveValue(730);
    expect(screen.getByLabelText('Every … km')).toHaveValue(40000);
    // When it was last done is asked, never assumed.
    expect(screen.queryByLabelText('Last done on')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /I know when/ }));
    expect(screen.getByLabelText('Last done on')).toHaveValue('');
    await user.type(screen.getByLabelText('Last done on'), '2025-11-20');
    await user.type(screen.getByLabelText('Mileage when last done (km)'), '38000');
    await user.click(screen.getByRole('button', { name: 'Add the check' }));
    expect(await screen.findByText('Coolant is added.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      vehicleId: VEHICLE_ID,
      item: 'coolant',
      intervalDays: 730,
      intervalKm: 40000,
      lastDoneAt: '2025-11-20',
      lastDoneKm: 38000,
    });
  });

  it('when the date it was last done is in the future, then the field says so and nothing is sent', async () => {
    const calls = api([]);
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a check' }));
    await user.selectOptions(screen.getByLabelText('Item'), 'lights');
    await user.click(screen.getByRole('radio', { name: /I know when/ }));
    await user.type(screen.getByLabelText('Last done on'), '2026-03-06');
    await user.click(screen.getByRole('button', { name: 'Add the check' }));
    expect(await screen.findByText('The date it was last done cannot be in the future.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('when the user does not know when the item was last done, then the request says so with nulls', async () => {
    const calls = api([], (request) =>
      request.method === 'POST' && request.url === '/vehicles/add-vehicle-routine-check-schedule'
        ? ok(unknownOil)
        : undefined,
    );
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a check' }));
    await user.selectOptions(screen.getByLabelText('Item'), 'engine-oil');
    await user.click(screen.getByRole('radio', { name: /I don't know/ }));
    await user.click(screen.getByRole('button', { name: 'Add the check' }));
    expect(await screen.findByText('Engine oil is added.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ lastDoneAt: null, lastDoneKm: null });
  });

  it('when a custom item has no name or no interval, then the fields say so and nothing is sent', async () => {
    const calls = api([]);
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a check' }));
    await user.selectOptions(screen.getByLabelText('Item'), 'custom');
    await user.click(screen.getByRole('button', { name: 'Add the check' }));
    expect(await screen.findByText('Name the custom item (at most 60 characters).')).toBeInTheDocument();
    expect(screen.getByText('Give an interval in days, in km, or both.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('when a completed check is recorded, then the picked items go with their results and one request id, the same on a retry', async () => {
    let attempts = 0;
    const calls = api([oil, brakes, custom], (request) => {
      if (request.url !== '/vehicles/submit-completed-routine-check') return undefined;
      attempts += 1;
      if (attempts === 1) return failure(503, 'SERVICE_UNAVAILABLE');
      return { status: 201, body: { success: true, data: testCheck() } };
    });
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record a completed check' }));

    // The items that are due are picked already; the OK one is not.
    const form = screen.getByRole('heading', { name: 'Record a completed check' }).parentElement as HTMLElement;
    expect(within(form).getByRole('checkbox', { name: 'Brake pads' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Roof rack bolts' })).not.toBeChecked();
    await user.click(
      within(within(form).getByRole('group', { name: 'Result for Brake pads' })).getByRole('radio', {
        name: 'Replaced',
      }),
    );
    await user.type(within(form).getByLabelText('Odometer at the check (km, optional)'), '45200');
    await user.click(within(form).getByRole('button', { name: 'Save the check' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save the check' }));
    expect(await screen.findByText('The check is saved. The next due dates are updated.')).toBeInTheDocument();

    const submits = calls.filter((call) => call.url === '/vehicles/submit-completed-routine-check');
    expect(submits).toHaveLength(2);
    const [first, second] = submits.map((call) => call.body as Record<string, unknown>);
    expect(first?.clientRequestId).toEqual(expect.any(String));
    expect(second?.clientRequestId).toBe(first?.clientRequestId);
    expect(second).toMatchObject({
      vehicleId: VEHICLE_ID,
      checkedOn: '2026-03-05',
      mileageKm: 45200,
      results: [
        { scheduleId: brakes._id, result: 'replaced', notes: null },
        { scheduleId: oil._id, result: 'ok', notes: null },
      ],
    });
  });

  it('when no item is picked, then the form says to pick one and sends nothing', async () => {
    const calls = api([custom]);
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record a completed check' }));
    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    expect(await screen.findByText('Give the result of at least one item.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('when a check is deleted after confirming, then it is sent once and a notice says so', async () => {
    const calls = api([oil], (request) =>
      request.url === `/vehicles/delete-vehicle-routine-check-schedule/${oil._id}` ? ok(null) : undefined,
    );
    await renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Engine oil' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Engine oil?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the item' }));
    expect(await screen.findByText('Engine oil is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('when the checks cannot load, then the error says so with a button that tries again', async () => {
    let fail = true;
    mockApi((request) => {
      if (request.url.startsWith('/vehicles/get-vehicle-routine-check-schedule/')) {
        return fail ? failure(500, 'INTERNAL_ERROR') : ok([oil]);
      }
      return ok(pageOf([]));
    });
    await renderSection();
    expect(await screen.findByText('We could not load the routine checks')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Engine oil' })).toBeInTheDocument();
  });

  it('when checks were recorded, then the history lists them with each result', async () => {
    mockApi((request) => {
      if (request.url.startsWith('/vehicles/get-vehicle-routine-check-schedule/')) return ok([oil]);
      return ok(
        pageOf([
          testCheck({
            notes: 'All good before the trip to Ibadan',
            results: [
              {
                _id: 'r1',
                scheduleId: oil._id,
                item: 'engine-oil',
                customName: null,
                result: 'replaced',
                notes: 'Synthetic 5W-30',
                photoUrl: null,
              },
            ],
          }),
        ]),
      );
    });
    await renderSection();
    expect(await screen.findByText('All good before the trip to Ibadan')).toBeInTheDocument();
    expect(screen.getByText('Synthetic 5W-30')).toBeInTheDocument();
    expect(screen.getByText('20 Feb 2026')).toBeInTheDocument();
    expect(screen.getByText('44,800 km · by Amaka Okafor')).toBeInTheDocument();
  });
});
