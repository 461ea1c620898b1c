import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobDto, SurchargeDto } from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../../lib/live/socket.ts';
import { createFakeSocket } from '../../../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { testBookedJob, testSurcharge } from '../../testing/technician-job-fixtures.ts';
import { JobPanel } from './job-panel.tsx';

/** A server for one job under way: it lists, creates and illustrates its surcharges; `refuse` answers instead. */
function surchargeServer(job: JobDto) {
  const state = {
    surcharges: [] as SurchargeDto[],
    refuse: undefined as ((request: MockRequest) => MockAnswer | undefined) | undefined,
  };
  const handler = (request: MockRequest): MockAnswer => {
    const refused = state.refuse?.(request);
    if (refused) return refused;
    const { method, url, body } = request;
    if (url === `/maintenances/get-job/${job._id}`) return ok(job);
    if (url === `/surcharges/get-maintenance-surcharges/${job._id}`) return ok(state.surcharges);
    if (method === 'POST' && url === '/surcharges/create-surcharge') {
      const created = testSurcharge(job._id, { reason: (body as { reason: string }).reason });
      state.surcharges = [...state.surcharges, created];
      return ok(created);
    }
    if (method === 'POST' && url.startsWith('/surcharges/upload-surcharge-photo/')) return ok(state.surcharges.at(-1));
    return failure(404, 'ROUTE_NOT_FOUND');
  };
  return { state, handler };
}

const routesFor = (job: JobDto): RouteObject[] => [
  { path: '/job', Component: () => <JobPanel maintenanceId={job._id} /> },
];

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'disc.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  // The panel follows the bookings live; these tests need no live event, so the socket never connects.
  const fake = createFakeSocket(() => undefined, { connects: false });
  setLiveSocketFactory(async () => fake.socket);
  URL.createObjectURL = () => 'blob:surcharge-photo';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => setLiveSocketFactory(undefined));

async function openForm(job: JobDto) {
  const user = userEvent.setup();
  await renderRoutes(routesFor(job), { path: '/job' });
  await user.click(await screen.findByRole('button', { name: 'Add a surcharge' }));
  return { user, form: screen.getByRole('form', { name: 'New surcharge' }) };
}

describe('the surcharge form', () => {
  it('when sent empty, then it asks for the reason and for labour or a part, and sends nothing', async () => {
    const job = testBookedJob('arrived');
    const calls = mockApi(surchargeServer(job).handler);
    const { user, form } = await openForm(job);
    await user.click(within(form).getByRole('button', { name: 'Send surcharge' }));
    expect(await within(form).findByLabelText('Why is it needed?')).toHaveAccessibleDescription(
      'Say why the job needs more than the quotation.',
    );
    expect(within(form).getByText('Add at least one labour line or part.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/surcharges/create-surcharge')).toBe(false);
  });

  it('sends the reason, labour for a booked service and a part in kobo, then the photo; the form closes and the surcharge is listed', async () => {
    const job = testBookedJob('in-progress');
    const calls = mockApi(surchargeServer(job).handler);
    const { user, form } = await openForm(job);

    await user.type(within(form).getByLabelText('Why is it needed?'), 'The brake discs are worn too.');
    await user.click(within(form).getByRole('button', { name: 'Add labour' }));
    const labour = within(form).getByRole('group', { name: 'Labour 1' });
    expect(within(labour).getByLabelText('Service')).toHaveValue('brake-pads');
    await user.type(within(labour).getByLabelText('Amount'), '8,000');
    await user.click(within(form).getByRole('button', { name: 'Add a part' }));
    const part = within(form).getByRole('group', { name: 'Part 1' });
    await user.type(within(part).getByLabelText('Part'), 'Brake disc');
    await user.type(within(part).getByLabelText('Price per unit'), '12000');
    await user.selectOptions(within(part).getByLabelText('Grade'), 'New, genuine (OEM)');
    await user.upload(within(form).getByLabelText('Add photos'), photo());
    expect(await within(form).findByRole('img', { name: 'Surcharge photo 1' })).toBeInTheDocument();
    expect(within(form).getByTestId('surcharge-running-total')).toHaveTextContent('₦20,000.00');

    await user.click(within(form).getByRole('button', { name: 'Send surcharge' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/surcharges/create-surcharge')?.body).toEqual({
        maintenanceId: job._id,
        reason: 'The brake discs are worn too.',
        labour: [{ service: 'brake-pads', amount: 800_000 }],
        parts: [{ name: 'Brake disc', quantity: 1, unitPrice: 1_200_000, grade: 'new-oem' }],
        photos: 1,
      }),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/surcharges/upload-surcharge-photo/'))).toHaveLength(1),
    );
    const upload = calls.find((call) => call.url.startsWith('/surcharges/upload-surcharge-photo/'));
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(Blob);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New surcharge' })).not.toBeInTheDocument());
    const section = screen.getByRole('region', { name: 'Surcharges' });
    expect(await within(section).findByText('The brake discs are worn too.')).toBeInTheDocument();
  });

  it('offers each booked service once for labour', async () => {
    const job = testBookedJob('en-route');
    mockApi(surchargeServer(job).handler);
    const { user, form } = await openForm(job);
    await user.click(within(form).getByRole('button', { name: 'Add labour' }));
    await user.click(within(form).getByRole('button', { name: 'Add labour' }));
    expect(within(within(form).getByRole('group', { name: 'Labour 2' })).getByLabelText('Service')).toHaveValue(
      'oil-change',
    );
    // Both services have a line: no third.
    expect(within(form).queryByRole('button', { name: 'Add labour' })).not.toBeInTheDocument();
  });

  it('when the server refuses a field, then its message shows under the field', async () => {
    const job = testBookedJob('arrived');
    const server = surchargeServer(job);
    server.state.refuse = (request) =>
      request.url === '/surcharges/create-surcharge'
        ? failure(400, 'VALIDATION_FAILED', {
            fieldErrorKeys: { 'parts[0].unitPrice': 'validation:partUnitPriceInvalid' },
          })
        : undefined;
    mockApi(server.handler);
    const { user, form } = await openForm(job);
    await user.type(within(form).getByLabelText('Why is it needed?'), 'A new disc.');
    await user.click(within(form).getByRole('button', { name: 'Add a part' }));
    const part = within(form).getByRole('group', { name: 'Part 1' });
    await user.type(within(part).getByLabelText('Part'), 'Brake disc');
    await user.type(within(part).getByLabelText('Price per unit'), '12000');
    await user.selectOptions(within(part).getByLabelText('Grade'), 'New, genuine (OEM)');
    await user.click(within(form).getByRole('button', { name: 'Send surcharge' }));
    expect(await within(part).findByLabelText('Price per unit')).toHaveAccessibleDescription(
      'Enter the price of one unit, from ₦0.01 to ₦10,000,000.',
    );
  });

  it('when a photo fails after the surcharge was created, then it says the surcharge was sent and does not offer to send it again', async () => {
    const job = testBookedJob('arrived');
    const server = surchargeServer(job);
    server.state.refuse = (request) =>
      request.url.startsWith('/surcharges/upload-surcharge-photo/') ? failure(413, 'FILE_TOO_LARGE') : undefined;
    const calls = mockApi(server.handler);
    const { user, form } = await openForm(job);
    await user.type(within(form).getByLabelText('Why is it needed?'), 'The brake discs are worn too.');
    await user.click(within(form).getByRole('button', { name: 'Add labour' }));
    await user.type(within(form).getByLabelText('Amount'), '8000');
    await user.upload(within(form).getByLabelText('Add photos'), photo());
    await within(form).findByRole('img', { name: 'Surcharge photo 1' });
    await user.click(within(form).getByRole('button', { name: 'Send surcharge' }));
    expect(await screen.findByText(/The surcharge was sent, but not all of its photos/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New surcharge' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/surcharges/create-surcharge')).toHaveLength(1);
  });
});
