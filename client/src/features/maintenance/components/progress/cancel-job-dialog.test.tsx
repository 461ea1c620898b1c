import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CancellationTermsDto } from '@fleetcare/shared';
import { failure, mockApi, ok } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { requestFixture, REQUEST_ID } from '../../testing/fixtures.ts';
import { CancelJobDialog } from './cancel-job-dialog.tsx';

const TERMS = `/maintenances/get-cancellation-terms/${REQUEST_ID}`;
const CANCEL = `/maintenances/cancel-maintenance/${REQUEST_ID}`;

function serve(
  terms: CancellationTermsDto | (() => ReturnType<typeof ok>),
  cancel = () => ok(requestFixture({ status: 'canceled' })),
) {
  return mockApi((request) => {
    if (request.url === TERMS) return typeof terms === 'function' ? terms() : ok(terms);
    if (request.method === 'POST' && request.url === CANCEL) return cancel();
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const open = (props: { onClose?: () => void; onCanceled?: () => void } = {}) =>
  renderRoutes([
    {
      path: '/',
      element: (
        <CancelJobDialog
          maintenanceId={REQUEST_ID}
          open
          onClose={props.onClose ?? (() => undefined)}
          onCanceled={props.onCanceled}
        />
      ),
    },
  ]);

describe('CancelJobDialog', () => {
  it('late: says the call-out fee is kept and the rest refunded, then cancels with the reason', async () => {
    const calls = serve({
      allowed: true,
      rule: 'call-out-fee-kept',
      refund: 4_400_000,
      release: 200_000,
      strike: false,
      status: 'booked',
    });
    const onCanceled = vi.fn();
    const onClose = vi.fn();
    await open({ onCanceled, onClose });
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText(/less than 24 hours away, so the call-out fee/)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/on the way|has arrived/);
    expect(within(dialog).getByText('Back to your wallet').nextSibling).toHaveTextContent('₦44,000.00');
    expect(within(dialog).getByText('Call-out fee kept by the mechanic').nextSibling).toHaveTextContent('₦2,000.00');
    expect(within(dialog).queryByText(/strike/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Why are you canceling? (optional)'), ' Plans changed ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(onCanceled).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((call) => call.url === CANCEL)?.body).toEqual({ reason: 'Plans changed' });
  });

  it.each([
    ['en-route', 'The mechanic is on the way, so the call-out fee goes to the mechanic'],
    ['arrived', 'The mechanic has arrived, so the call-out fee goes to the mechanic'],
  ] as const)('the call-out fee kept while %s: says that reason only', async (status, reason) => {
    serve({ allowed: true, rule: 'call-out-fee-kept', refund: 4_400_000, release: 200_000, strike: false, status });
    await open();
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText(new RegExp(`^${reason}`))).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/hours away/);
  });

  it('a no-show: a full refund and a strike for the mechanic', async () => {
    serve({ allowed: true, rule: 'no-show', refund: 4_600_000, release: 0, strike: true, status: 'booked' });
    await open();
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText(/has not arrived 2 hours after/)).toBeInTheDocument();
    expect(within(dialog).getByText('The mechanic gets a strike.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Call-out fee kept by the mechanic')).not.toBeInTheDocument();
  });

  it('the technician cancelling: the customer gets everything back and they get a strike', async () => {
    serve({
      allowed: true,
      rule: 'technician-canceled',
      refund: 4_600_000,
      release: 0,
      strike: true,
      status: 'en-route',
    });
    await open();
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText('The customer gets everything back to their wallet (₦46,000.00).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/You get a strike: 3 strikes within 30 days/)).toBeInTheDocument();
  });

  it('a free cancellation says so', async () => {
    serve({ allowed: true, rule: 'free', refund: 0, release: 0, strike: false, status: 'technician-canceled' });
    await open();
    expect(await screen.findByText(/Canceling is free/)).toBeInTheDocument();
    expect(screen.queryByText('Back to your wallet')).not.toBeInTheDocument();
  });

  it('once the work has started: explains the dispute instead and offers no confirmation', async () => {
    serve({ allowed: false, refusal: 'dispute-instead', status: 'in-progress' });
    await open();
    expect(await screen.findByText(/The work has started/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('when the terms fail to load: says so with a retry', async () => {
    let fail = true;
    serve(() =>
      fail
        ? failure(500, 'INTERNAL_ERROR')
        : ok({ allowed: true, rule: 'full-refund', refund: 4_600_000, release: 0, strike: false, status: 'booked' }),
    );
    await open();
    expect(await screen.findByText('We could not check what canceling would do')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/at least 24 hours away/)).toBeInTheDocument();
  });

  it('when the job moved on meanwhile: shows the conflict and asks the terms again', async () => {
    let status: 'booked' | 'in-progress' = 'booked';
    const calls = serve(
      () =>
        ok(
          status === 'booked'
            ? { allowed: true, rule: 'full-refund', refund: 4_600_000, release: 0, strike: false, status }
            : { allowed: false, refusal: 'dispute-instead', status },
        ),
      () => {
        status = 'in-progress';
        return failure(409, 'MAINTENANCE_STATUS_CONFLICT', { detail: 'in-progress' });
      },
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(/cannot do that in its current status/)).toBeInTheDocument();
    expect(await screen.findByText(/The work has started/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url === TERMS).length).toBeGreaterThan(1);
  });
});
