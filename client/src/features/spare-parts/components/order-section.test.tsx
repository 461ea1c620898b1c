import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { screens, type InvitedSparePartRequestDto, type SparePartRequestDto } from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeSocket } from '../../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { InvitedRequestPage } from '../pages/invited-request-page.tsx';
import { RequestPage } from '../pages/request-page.tsx';
import { testSupplierProfile } from '../testing/fixtures.ts';
import {
  orderStepsAt,
  REQUEST_ID,
  testDelivery,
  testInvitation,
  testOrder,
  testRequest,
  testSupplierOrder,
} from '../testing/request-fixtures.ts';

const GET = `/spare-part-requests/get-spare-part-request/${REQUEST_ID}`;
const CONFIRM = `/spare-part-requests/confirm-spare-part-delivery/${REQUEST_ID}`;
const CANCEL = `/spare-part-requests/cancel-spare-part-request/${REQUEST_ID}`;
const INVITED = `/spare-part-requests/supplier-get-an-invited-request/${REQUEST_ID}`;
const SUPPLY = '/spare-part-requests/update-supply-items-status';

type Answers = Record<string, (request: MockRequest) => MockAnswer>;

function api(answers: Answers) {
  return mockApi((request) => {
    const answer = answers[request.url];
    if (answer) return answer(request);
    if (request.url === '/suppliers/get-my-supplier-profile') return ok(testSupplierProfile({ status: 'approved' }));
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const pages: RouteObject[] = [
  { path: screens.sparePartRequest, Component: RequestPage },
  { path: screens.invitedSparePartRequest, Component: InvitedRequestPage },
];
const customerPath = `/dashboard/spare-parts/spare-part-requests/show/${REQUEST_ID}`;
const supplierPath = `/dashboard/spare-parts/my-quotations/show-request/${REQUEST_ID}`;
const render = (path: string, language: 'en' | 'nb' = 'en') => renderRoutes(pages, { path, language });

type OrderStatus = keyof typeof orderStepsAt;
const paidRequest = (status: OrderStatus): SparePartRequestDto =>
  testRequest({ status, invitedSuppliers: 2, order: testOrder(orderStepsAt[status]) });
const paidInvitation = (status: OrderStatus): InvitedSparePartRequestDto =>
  testInvitation({ status, delivery: testDelivery(), order: testSupplierOrder(orderStepsAt[status]) });

beforeEach(() => {
  const live = createFakeSocket(() => undefined);
  setLiveSocketFactory(async () => live.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

describe('the customer’s order', () => {
  it('once paid: the supplier, the total without any commission, Paid done and the rest to come, cancel with refund', async () => {
    api({ [GET]: () => ok(paidRequest('paid')) });
    await render(customerPath);
    const order = within(await screen.findByTestId('order-section'));
    expect(order.getByText('Ikeja Auto Parts')).toBeInTheDocument();
    expect(order.getByTestId('order-total')).toHaveTextContent('₦42,500.00');
    expect(order.queryByText(/commission/i)).not.toBeInTheDocument();
    expect(order.getByTestId('order-step-paid')).toHaveTextContent('Paid: done');
    expect(order.getByTestId('order-step-dispatched')).toHaveTextContent('Dispatched: still to come');
    expect(order.getByRole('button', { name: 'Cancel and refund' })).toBeInTheDocument();
    expect(order.queryByRole('button', { name: 'Confirm I received the parts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  });

  it('dispatched: the supplier’s note under its step, and no action left to the customer', async () => {
    api({ [GET]: () => ok(paidRequest('dispatched')) });
    await render(customerPath);
    const order = within(await screen.findByTestId('order-section'));
    expect(order.getByTestId('order-step-dispatched')).toHaveTextContent('Rider Musa, 0803 555 0101');
    expect(order.queryByRole('button')).not.toBeInTheDocument();
  });

  it('delivered: confirming says the money goes to the supplier and when it completes by itself, then completes it', async () => {
    let current = paidRequest('delivered');
    const calls = api({
      [GET]: () => ok(current),
      [CONFIRM]: () => {
        current = paidRequest('completed');
        return ok(current);
      },
    });
    const user = userEvent.setup();
    await render(customerPath);
    const order = within(await screen.findByTestId('order-section'));
    expect(order.getByText(/completes by itself on/)).toBeInTheDocument();
    await user.click(order.getByRole('button', { name: 'Confirm I received the parts' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Did you receive all the parts?' }));
    expect(dialog.getByText(/₦42,500.00 in escrow is released to Ikeja Auto Parts/)).toBeInTheDocument();
    expect(dialog.getByText(/72 hours after the delivery/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes, I received them' }));
    expect(await screen.findByTestId('order-step-completed')).toHaveTextContent(
      'Completed: the supplier was paid: done',
    );
    expect(calls.filter((call) => call.url === CONFIRM)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Confirm I received the parts' })).not.toBeInTheDocument();
  });

  it('canceling a paid order says the full amount goes back to the wallet, and shows the refund', async () => {
    let current = paidRequest('paid');
    api({
      [GET]: () => ok(current),
      [CANCEL]: () => {
        current = testRequest({
          status: 'canceled',
          canceledAt: '2026-12-01T11:00:00.000Z',
          order: testOrder({ canceledAt: '2026-12-01T11:00:00.000Z', refunded: 42_500_00 }),
        });
        return ok(current);
      },
    });
    const user = userEvent.setup();
    await render(customerPath);
    await user.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel this order?' }));
    expect(dialog.getByText(/the full ₦42,500.00 goes back to your wallet/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByTestId('order-step-canceled')).toBeInTheDocument();
    expect(screen.getByText('Refunded to your wallet')).toBeInTheDocument();
  });

  it('when the confirmation is refused, then it says why', async () => {
    api({
      [GET]: () => ok(paidRequest('delivered')),
      [CONFIRM]: () => failure(409, 'SPARE_PART_REQUEST_STATUS_CONFLICT', { detail: 'completed' }),
    });
    const user = userEvent.setup();
    await render(customerPath);
    await user.click(await screen.findByRole('button', { name: 'Confirm I received the parts' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, I received them' }));
    expect(await screen.findByText(/cannot do that in its current status/)).toBeInTheDocument();
  });

  it('back from a card’s checkout, the payment is confirmed once and the request shows it paid', async () => {
    let current = testRequest({ status: 'quoted', invitedSuppliers: 2 });
    const calls = api({
      [GET]: () => ok(current),
      '/payments/confirm-payment': () => {
        current = paidRequest('paid');
        return ok({ reference: 'FC-REF', status: 'success' });
      },
    });
    await render(`${customerPath}?reference=FC-REF&trxref=FC-REF`);
    expect(await screen.findByTestId('order-step-paid')).toHaveTextContent('Paid: done');
    expect(calls.filter((call) => call.url === '/payments/confirm-payment').map((call) => call.body)).toEqual([
      { reference: 'FC-REF' },
    ]);
  });

  it('when the card payment is not settled yet, then it says so', async () => {
    api({
      [GET]: () => ok(testRequest({ status: 'quoted', invitedSuppliers: 2 })),
      '/payments/confirm-payment': () => failure(409, 'PAYMENT_NOT_SUCCESSFUL'),
    });
    await render(`${customerPath}?reference=FC-REF`);
    expect(await screen.findByText('Your card payment is not confirmed yet')).toBeInTheDocument();
  });

  it('an unpaid request has no order section', async () => {
    api({ [GET]: () => ok(testRequest({ status: 'quoted', invitedSuppliers: 2 })) });
    await render(customerPath);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('order-section')).not.toBeInTheDocument();
  });

  it('in Norwegian', async () => {
    api({ [GET]: () => ok(paidRequest('delivered')) });
    await render(customerPath, 'nb');
    expect(await screen.findByRole('button', { name: 'Bekreft at jeg har fått delene' })).toBeInTheDocument();
  });
});

describe('the paid supplier’s order', () => {
  it('shows the delivery address, the customer with a phone to call, the parts, the payout, and Mark as dispatched', async () => {
    api({ [INVITED]: () => ok(paidInvitation('paid')) });
    await render(supplierPath);
    expect(await screen.findByTestId('delivery-address')).toHaveTextContent('12 Allen Avenue, Ikeja, Lagos');
    expect(screen.getByTestId('delivery-customer')).toHaveTextContent('Amaka Okafor');
    expect(screen.getByRole('link', { name: '+234 8031234567' })).toHaveAttribute('href', 'tel:+2348031234567');
    expect(screen.getByTestId('supplier-payout')).toHaveTextContent('₦38,250.00');
    expect(screen.getByText('FleetCare commission (10%)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as delivered' })).not.toBeInTheDocument();
  });

  it('completed: the supplier reads that they were paid, and no longer when the request would have expired', async () => {
    api({ [INVITED]: () => ok(paidInvitation('completed')) });
    await render(supplierPath);
    expect(await screen.findByTestId('order-step-completed')).toHaveTextContent('Completed: you were paid: done');
    expect(screen.queryByText('Expires')).not.toBeInTheDocument();
  });

  it('dispatching needs a note, which is sent with it; then Mark as delivered follows', async () => {
    let current = paidInvitation('paid');
    const calls = api({
      [INVITED]: () => ok(current),
      [SUPPLY]: (request) => {
        const status = (request.body as { status: OrderStatus }).status;
        current = paidInvitation(status);
        return ok(current);
      },
    });
    const user = userEvent.setup();
    await render(supplierPath);
    await user.click(await screen.findByRole('button', { name: 'Mark as dispatched' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Mark the parts as dispatched?' }));
    await user.click(dialog.getByRole('button', { name: 'Mark as dispatched' }));
    expect(await dialog.findByText(/Write at least 3 characters/)).toBeInTheDocument();
    expect(dialog.getByLabelText('How do the parts travel?')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.url === SUPPLY)).toHaveLength(0);
    await user.type(dialog.getByLabelText('How do the parts travel?'), '  Rider Musa, 0803 555 0101 ');
    await user.click(dialog.getByRole('button', { name: 'Mark as dispatched' }));
    expect(await screen.findByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === SUPPLY)[0]?.body).toEqual({
      requestId: REQUEST_ID,
      status: 'dispatched',
      note: 'Rider Musa, 0803 555 0101',
    });
    await user.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Mark the parts as delivered?' })).getByRole('button', {
        name: 'Mark as delivered',
      }),
    );
    expect(await screen.findByText(/Waiting for the customer to confirm/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url === SUPPLY)[1]?.body).toEqual({
      requestId: REQUEST_ID,
      status: 'delivered',
    });
  });

  it('when dispatching is refused, then the dialog says why and stays open', async () => {
    api({
      [INVITED]: () => ok(paidInvitation('paid')),
      [SUPPLY]: () => failure(409, 'SPARE_PART_REQUEST_STATUS_CONFLICT', { detail: 'canceled' }),
    });
    const user = userEvent.setup();
    await render(supplierPath);
    await user.click(await screen.findByRole('button', { name: 'Mark as dispatched' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.type(dialog.getByLabelText('How do the parts travel?'), 'Waybill GIG 1234');
    await user.click(dialog.getByRole('button', { name: 'Mark as dispatched' }));
    expect(await dialog.findByText(/cannot do that in its current status/)).toBeInTheDocument();
  });

  it('a supplier not chosen reads Not chosen and never the address', async () => {
    api({ [INVITED]: () => ok(testInvitation({ status: 'paid' })) });
    await render(supplierPath);
    expect(await screen.findByText('Not chosen')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-address')).not.toBeInTheDocument();
    expect(screen.queryByText(/Allen Avenue/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quote' })).not.toBeInTheDocument();
  });
});
