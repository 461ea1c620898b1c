import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screens, type SparePartRequestDto } from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeSocket } from '../../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { testSupplierProfile } from '../testing/fixtures.ts';
import {
  pageOf,
  REQUEST_ID,
  testFleetVehicle,
  testInvitation,
  testItem,
  testRequest,
} from '../testing/request-fixtures.ts';
import { EditRequestPage } from './edit-request-page.tsx';
import { InvitationsPage } from './invitations-page.tsx';
import { InvitedRequestPage } from './invited-request-page.tsx';
import { MyQuotationsPage } from './my-quotations-page.tsx';
import { NewRequestPage } from './new-request-page.tsx';
import { RequestPage } from './request-page.tsx';
import { RequestsListPage } from './requests-list-page.tsx';

const LIST = '/spare-part-requests/get-my-spare-part-requests';
const GET = `/spare-part-requests/get-spare-part-request/${REQUEST_ID}`;
const SAVE = '/spare-part-requests/initiate-or-update-spare-part-request';
const ADD_ITEM = '/spare-part-requests/add-item';
const SUBMIT = `/spare-part-requests/finally-submit-spare-part-request/${REQUEST_ID}`;
const CANCEL = `/spare-part-requests/cancel-spare-part-request/${REQUEST_ID}`;
const INVITATIONS = '/spare-part-requests/get-my-invited-requests';
const INVITED = `/spare-part-requests/supplier-get-an-invited-request/${REQUEST_ID}`;

type Answers = Record<string, (request: MockRequest) => MockAnswer>;

/** The calls of the pages answered by path; the form's vehicles are the fleet Corolla, and no job is booked. */
function api(answers: Answers) {
  return mockApi((request) => {
    const answer = answers[request.url];
    if (answer) return answer(request);
    if (request.url === '/vehicles/get-my-vehicles') return ok(pageOf([testFleetVehicle()]));
    if (request.url === '/maintenances/get-my-maintenances') return ok(pageOf([]));
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const callsTo = (calls: MockRequest[], url: string) => calls.filter((call) => call.url === url);

/** The feature's pages at their screens' paths (the route table adds the roles' gates and the layout). */
const pages: RouteObject[] = [
  { path: screens.sparePartRequests, Component: RequestsListPage },
  { path: screens.newSparePartRequest, Component: NewRequestPage },
  { path: screens.editSparePartRequest, Component: EditRequestPage },
  { path: screens.sparePartRequest, Component: RequestPage },
  { path: screens.myQuotations, Component: MyQuotationsPage },
  { path: screens.quotationInvitations, Component: InvitationsPage },
  { path: screens.invitedSparePartRequest, Component: InvitedRequestPage },
];

const render = (options: { path: string; language?: 'en' | 'nb' }) => renderRoutes(pages, options);

beforeEach(() => {
  const live = createFakeSocket(() => undefined);
  setLiveSocketFactory(async () => live.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('the customer’s spare-part requests', () => {
  it('when there are none, then the list says so and leads to a new request, with nothing to filter', async () => {
    const calls = api({ [LIST]: () => ok(pageOf([])) });
    await render({ path: '/dashboard/spare-parts/spare-part-requests' });
    expect(await screen.findByRole('heading', { name: 'No spare-part requests yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Show requests by status' })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'New request' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard/spare-parts/spare-part-requests/new');
    expect(callsTo(calls, LIST)[0]?.params).toMatchObject({ page: 1, limit: 20, status: null });
  });

  it('when the list cannot be read, then it says so and reads it again on Try again', async () => {
    let fail = true;
    api({ [LIST]: () => (fail ? failure(500, 'INTERNAL_ERROR') : ok(pageOf([testRequest({ status: 'open' })]))) });
    const user = userEvent.setup();
    await render({ path: '/dashboard/spare-parts/spare-part-requests' });
    expect(await screen.findByText('We could not load your spare-part requests')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const card = await screen.findByRole('link', { name: /2018 Toyota Corolla/ });
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('Front brake pads');
    expect(card).toHaveAttribute('href', `/dashboard/spare-parts/spare-part-requests/show/${REQUEST_ID}`);
  });

  it('filters by status from the address: ?status=open asks for open requests only', async () => {
    const calls = api({ [LIST]: () => ok(pageOf([])) });
    await render({ path: '/dashboard/spare-parts/spare-part-requests?status=open' });
    expect(await screen.findByText('No requests with this status')).toBeInTheDocument();
    expect(callsTo(calls, LIST).at(-1)?.params).toMatchObject({ status: 'open' });
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the draft form', () => {
  it('checks a part as the server would before sending it: a name and at least one grade', async () => {
    const calls = api({});
    const user = userEvent.setup();
    await render({ path: '/dashboard/spare-parts/spare-part-requests/new' });
    await user.click(await screen.findByRole('button', { name: 'Add a part' }));
    const part = screen.getByRole('form', { name: 'New part' });
    await user.click(within(part).getByRole('button', { name: 'Add part' }));
    expect(await within(part).findByText('Name the part.')).toBeInTheDocument();
    expect(within(part).getByText('Choose at least one grade you accept.')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)).toHaveLength(0);
    expect(callsTo(calls, ADD_ITEM)).toHaveLength(0);
  });

  it('refuses a needed-by day that is not after today before saving', async () => {
    const calls = api({});
    const user = userEvent.setup();
    await render({ path: '/dashboard/spare-parts/spare-part-requests/new' });
    await user.type(await screen.findByLabelText('Needed by'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose a day after today.')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)).toHaveLength(0);
  });

  it('on a new request, adding the first part saves the draft with the vehicle chosen, adds the part and opens the draft', async () => {
    const saved = testRequest({ items: [] });
    const calls = api({
      [SAVE]: () => ({ status: 201, body: { success: true, data: saved } }),
      [ADD_ITEM]: () => ok(testRequest()),
      [GET]: () => ok(testRequest()),
    });
    const user = userEvent.setup();
    const { router } = await render({ path: '/dashboard/spare-parts/spare-part-requests/new' });
    await user.selectOptions(await screen.findByLabelText('Vehicle'), '2018 Toyota Corolla · LND 123 AB');
    await user.click(screen.getByRole('button', { name: 'Add a part' }));
    const part = screen.getByRole('form', { name: 'New part' });
    await user.type(within(part).getByLabelText('Part'), 'Front brake pads');
    await user.selectOptions(within(part).getByLabelText('Category'), 'Brakes');
    await user.click(within(part).getByLabelText('New, genuine (OEM)'));
    await user.click(within(part).getByRole('button', { name: 'Add part' }));
    await waitFor(
      () =>
        expect(router.state.location.pathname).toBe(`/dashboard/spare-parts/spare-part-requests/edit/${REQUEST_ID}`),
      { timeout: 5000 },
    );
    expect(callsTo(calls, SAVE)[0]?.body).toMatchObject({ vehicleId: saved.vehicle?.vehicleId, address: null });
    expect(callsTo(calls, ADD_ITEM)[0]?.body).toMatchObject({
      requestId: REQUEST_ID,
      name: 'Front brake pads',
      category: 'brakes',
      quantity: 1,
      grades: ['new-oem'],
    });
    expect(await screen.findByText('Front brake pads', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('when the server says what is still missing, then the form lists it and stays on the draft', async () => {
    const draft = testRequest({ items: [], neededBy: null, missing: ['neededBy', 'items'] });
    const calls = api({
      [GET]: () => ok(draft),
      [SAVE]: () => ok(draft),
      [SUBMIT]: () =>
        failure(422, 'SPARE_PART_REQUEST_INCOMPLETE', {
          fieldErrors: { neededBy: 'Say by which day you need the parts.', items: 'Add at least one part.' },
          fieldErrorKeys: { neededBy: 'validation:neededByRequired', items: 'validation:sparePartItemsRequired' },
        }),
    });
    const user = userEvent.setup();
    const { router } = await render({
      path: `/dashboard/spare-parts/spare-part-requests/edit/${REQUEST_ID}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Submit to suppliers' }));
    const missing = await screen.findByTestId('missing-list');
    expect(within(missing).getByText('Not sent yet: the request still needs')).toBeInTheDocument();
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Say by which day you need the parts.', 'Add at least one part.']);
    expect(callsTo(calls, SUBMIT)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/dashboard/spare-parts/spare-part-requests/edit/${REQUEST_ID}`);
  });

  it('when a complete draft is submitted, then its page opens with the suppliers asked', async () => {
    let current: SparePartRequestDto = testRequest();
    api({
      [GET]: () => ok(current),
      [SAVE]: () => ok(current),
      [SUBMIT]: () => {
        current = testRequest({
          status: 'open',
          invitedSuppliers: 3,
          submittedAt: '2026-11-29T08:00:00.000Z',
          expiresAt: '2026-12-09T23:00:00.000Z',
        });
        return ok(current);
      },
    });
    const user = userEvent.setup();
    const { router } = await render({
      path: `/dashboard/spare-parts/spare-part-requests/edit/${REQUEST_ID}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Submit to suppliers' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/spare-parts/spare-part-requests/show/${REQUEST_ID}`),
    );
    expect(await screen.findByTestId('invited-suppliers')).toHaveTextContent('3 suppliers');
    expect(screen.getByTestId('request-status')).toHaveTextContent('Open');
  });
});

describe('a request’s page', () => {
  it('cancels an open request only once confirmed: Keep it changes nothing', async () => {
    let current: SparePartRequestDto = testRequest({ status: 'open', invitedSuppliers: 2 });
    const calls = api({
      [GET]: () => ok(current),
      [CANCEL]: () => {
        current = { ...current, status: 'canceled', canceledAt: '2026-11-29T09:00:00.000Z' };
        return ok(current);
      },
    });
    const user = userEvent.setup();
    await render({ path: `/dashboard/spare-parts/spare-part-requests/show/${REQUEST_ID}` });
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveTextContent('The 2 suppliers asked are told');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(calls, CANCEL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(screen.getByTestId('request-status')).toHaveTextContent('Canceled'));
    expect(callsTo(calls, CANCEL)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it('offers a draft’s edit form and no quotations link while the quotations screen does not exist', async () => {
    api({ [GET]: () => ok(testRequest()) });
    await render({ path: `/dashboard/spare-parts/spare-part-requests/show/${REQUEST_ID}` });
    expect(await screen.findByRole('link', { name: 'Edit draft' })).toHaveAttribute(
      'href',
      `/dashboard/spare-parts/spare-part-requests/edit/${REQUEST_ID}`,
    );
    expect(screen.queryByRole('link', { name: 'See quotations' })).not.toBeInTheDocument();
    expect(screen.getByText('12 Allen Avenue, Ikeja, Lagos')).toBeInTheDocument();
  });

  it('in Norwegian, the page speaks Norwegian', async () => {
    api({ [GET]: () => ok(testRequest({ status: 'open', invitedSuppliers: 1 })) });
    await render({
      path: `/dashboard/spare-parts/spare-part-requests/show/${REQUEST_ID}`,
      language: 'nb',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deleforespørsel' })).toBeInTheDocument();
    expect(screen.getByTestId('invited-suppliers')).toHaveTextContent('1 leverandør');
    expect(screen.getByRole('button', { name: 'Avbryt forespørselen' })).toBeInTheDocument();
  });
});

describe('the supplier’s quotations', () => {
  it('when the profile is not approved, then the hub says so and leads to the profile, asking for no invitations', async () => {
    const calls = api({ '/suppliers/get-my-supplier-profile': () => ok(testSupplierProfile()) });
    await render({ path: '/dashboard/spare-parts/my-quotations' });
    expect(await screen.findByRole('heading', { name: 'Finish your supplier profile first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your supplier profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings/supplier-profile',
    );
    expect(callsTo(calls, INVITATIONS)).toHaveLength(0);
  });

  it('an approved supplier’s hub counts the invitations and leads to them; with none, the list says so', async () => {
    api({
      '/suppliers/get-my-supplier-profile': () => ok(testSupplierProfile({ status: 'approved' })),
      [INVITATIONS]: () => ok(pageOf([])),
    });
    const user = userEvent.setup();
    await render({ path: '/dashboard/spare-parts/my-quotations' });
    expect(await screen.findByTestId('invitations-count')).toHaveTextContent('0 requests waiting');
    await user.click(screen.getByRole('link', { name: /Invitations to quote/ }));
    expect(await screen.findByRole('heading', { name: 'No invitations right now' })).toBeInTheDocument();
  });

  it('an invitation shows the area and distance, the vehicle and the parts with their grades, never the street', async () => {
    api({
      '/suppliers/get-my-supplier-profile': () => ok(testSupplierProfile({ status: 'approved' })),
      [INVITATIONS]: () => ok(pageOf([testInvitation()])),
      [INVITED]: () => ok(testInvitation({ items: [testItem(), testItem({ _id: 'x2', name: 'Oil filter' })] })),
    });
    const user = userEvent.setup();
    await render({ path: '/dashboard/spare-parts/my-quotations/quotation-invitations' });
    const card = await screen.findByRole('link', { name: /Ikeja, Lagos/ });
    expect(card).toHaveTextContent('4 km away');
    expect(card).toHaveTextContent('2018 Toyota Corolla · 1 part');
    await user.click(card);
    expect(await screen.findByTestId('invited-area')).toHaveTextContent('Ikeja, Lagos');
    expect(screen.getByText('Oil filter')).toBeInTheDocument();
    expect(screen.getAllByText('New, genuine (OEM)')).toHaveLength(2);
    expect(screen.queryByText(/Allen Avenue/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quote' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/dashboard\/spare-parts\/my-quotations\/create-quotation\//),
    );
  });
});
