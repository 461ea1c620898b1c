import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SupplierSparePartQuotationDto } from '@fleetcare/shared';
import { failure, mockApi, ok } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { SUBMITTED_PAGE_LIMIT } from '../api/quotations.ts';
import { createQuotationPath, invitedRequestPath, submittedQuotationsPath } from '../paths.ts';
import { REQUEST_ID, supplierQuotation } from '../testing/quotation-fixtures.ts';
import { SubmittedQuotationsPage } from './submitted-quotations-page.tsx';

const LIST = '/spare-part-requests/get-supplier-quotations';

function serve(items: SupplierSparePartQuotationDto[], total = items.length) {
  return mockApi((call) => {
    if (call.url === LIST) {
      const { page } = call.params as { page: number };
      return ok({ items, total, page, limit: SUBMITTED_PAGE_LIMIT });
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const render = (path: string = submittedQuotationsPath) =>
  renderRoutes([{ path: submittedQuotationsPath, Component: SubmittedQuotationsPage }], { path });

const cards = () => screen.getAllByTestId('submitted-quotation');

describe('the supplier’s submitted quotations', () => {
  it('shows each quotation’s area, vehicle, total, status, revision and validity, with a revise link while its request takes quotations', async () => {
    const paidRequest = { ...supplierQuotation().request, _id: 'other', status: 'paid' as const };
    serve([
      supplierQuotation(),
      supplierQuotation({
        _id: 'expired',
        requestId: 'expired-request',
        expired: true,
        revision: 1,
        request: { ...supplierQuotation().request, _id: 'expired-request', status: 'open' },
      }),
      supplierQuotation({ _id: 'paid', requestId: 'other', status: 'accepted', request: paidRequest }),
    ]);
    await render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quotations');
    await screen.findAllByTestId('submitted-quotation');
    expect(document.title).toBe('Submitted quotations · FleetCare');

    const [live, expired, paid] = cards().map((card) => within(card));
    expect(live?.getByText('Toyota Corolla 2012')).toBeInTheDocument();
    expect(live?.getByText('Mushin, Lagos')).toBeInTheDocument();
    expect(live?.getByText('₦36,000.00')).toBeInTheDocument();
    expect(live?.getByText('Submitted')).toBeInTheDocument();
    expect(live?.getByText('Valid until')).toBeInTheDocument();
    expect(live?.getByRole('link', { name: /Revise quotation/ })).toHaveAttribute(
      'href',
      createQuotationPath(REQUEST_ID),
    );

    expect(expired?.getByText('Expired', { selector: 'span' })).toBeInTheDocument();
    expect(expired?.getByRole('link', { name: /Revise to renew it/ })).toHaveAttribute(
      'href',
      createQuotationPath('expired-request'),
    );

    expect(paid?.getByText('Paid')).toBeInTheDocument();
    expect(paid?.getByRole('link')).toHaveAccessibleName('Open the order');
    expect(paid?.getByRole('link')).toHaveAttribute('href', invitedRequestPath('other'));
  });

  it('a quotation the customer did not choose reads Not chosen, with no link', async () => {
    const paidRequest = { ...supplierQuotation().request, _id: 'other', status: 'paid' as const };
    serve([supplierQuotation({ _id: 'lost', requestId: 'other', status: 'lost', request: paidRequest })]);
    await render();
    const [lost] = (await screen.findAllByTestId('submitted-quotation')).map((card) => within(card));
    expect(lost?.getByText('Not chosen')).toBeInTheDocument();
    expect(lost?.queryByRole('link')).not.toBeInTheDocument();
  });

  it('when there are more than a page, then it pages by the address', async () => {
    const calls = serve([supplierQuotation()], SUBMITTED_PAGE_LIMIT * 2 + 1);
    await render(`${submittedQuotationsPath}?page=2`);
    await screen.findAllByTestId('submitted-quotation');
    expect(calls.find((call) => call.url === LIST)?.params).toEqual({ page: 2, limit: SUBMITTED_PAGE_LIMIT });
    const pager = screen.getByRole('navigation', { name: 'Pages of your quotations' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(within(pager).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', submittedQuotationsPath);
    expect(within(pager).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      `${submittedQuotationsPath}?page=3`,
    );
  });

  it('when there are none, then it says how one gets here', async () => {
    serve([]);
    await render();
    expect(await screen.findByRole('heading', { name: 'No quotations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your invitations' })).toBeInTheDocument();
  });

  it('when the list fails to load, then it says so and tries again', async () => {
    let fail = true;
    mockApi((call) => {
      if (call.url !== LIST) return failure(404, 'ROUTE_NOT_FOUND');
      return fail
        ? failure(503, 'SERVICE_UNAVAILABLE')
        : ok({ items: [supplierQuotation()], total: 1, page: 1, limit: 20 });
    });
    const user = userEvent.setup();
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your quotations could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('submitted-quotation')).toHaveLength(1);
  });
});
