import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InvitedSparePartRequestDto, SupplierSparePartQuotationDto } from '@fleetcare/shared';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../../test/mock-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { screens } from '@fleetcare/shared';
import { createQuotationPath, invitationsPath, submittedQuotationsPath } from '../paths.ts';
import {
  BRAKE_PADS_ID,
  OIL_FILTER_ID,
  REQUEST_ID,
  invitedRequest,
  supplierQuotation,
} from '../testing/quotation-fixtures.ts';
import { CreateQuotationPage } from './create-quotation-page.tsx';
import { SubmittedQuotationsPage } from './submitted-quotations-page.tsx';

const INVITED = `/spare-part-requests/supplier-get-an-invited-request/${REQUEST_ID}`;
const LIST = '/spare-part-requests/get-supplier-quotations';
const SUBMIT = '/spare-part-requests/supplier-submit-quotation';

function serve({
  request = invitedRequest(),
  own = [],
  submit,
}: {
  request?: InvitedSparePartRequestDto | MockAnswer;
  own?: SupplierSparePartQuotationDto[];
  submit?: (request: MockRequest) => MockAnswer;
} = {}) {
  let quotations = own;
  return mockApi((call) => {
    if (call.url === INVITED) return 'status' in request && 'body' in request ? request : ok(request);
    if (call.url === LIST) return ok({ items: quotations, total: quotations.length, page: 1, limit: 50 });
    if (call.url === SUBMIT) {
      if (submit) return submit(call);
      const sent = supplierQuotation({ revision: (own[0]?.revision ?? 0) + 1 });
      quotations = [sent];
      return ok(sent);
    }
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const render = (language: 'en' | 'nb' = 'en') =>
  renderRoutes(
    [
      { path: screens.createSparePartQuotation, Component: CreateQuotationPage },
      { path: submittedQuotationsPath, Component: SubmittedQuotationsPage },
    ],
    { path: createQuotationPath(REQUEST_ID), language },
  );

const line = (index: number) => within(screen.getByTestId(`quote-line-${index}`));
const liveTotal = () => screen.getByTestId('quotation-live-total');

describe('the supplier’s quotation form', () => {
  it('when the request loads, then each part offers only the grades its customer accepts and the total adds up as typed', async () => {
    serve();
    const user = userEvent.setup();
    await render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the request');
    expect(await screen.findByRole('heading', { level: 1, name: 'Send a quotation' })).toBeInTheDocument();
    expect(screen.getByText(/Delivers to Mushin, Lagos/)).toBeInTheDocument();

    const padsGrades = line(0).getByRole('combobox', { name: 'Grade' });
    expect(
      within(padsGrades)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a grade', 'New, genuine (OEM)', 'New, quality aftermarket']);
    // The one grade the customer accepts is chosen already.
    expect(line(1).getByRole('combobox', { name: 'Grade' })).toHaveValue('tokunbo');
    expect(liveTotal()).toHaveTextContent('₦0.00');

    await user.type(line(0).getByRole('textbox', { name: 'Price for one' }), '15,000');
    expect(liveTotal()).toHaveTextContent('₦30,000.00');
    await user.type(line(1).getByRole('textbox', { name: 'Price for one' }), '4000');
    await user.type(screen.getByRole('textbox', { name: 'Delivery fee' }), '2000');
    expect(liveTotal()).toHaveTextContent('₦36,000.00');

    await user.click(line(1).getByRole('radio', { name: "I don't have it" }));
    expect(line(1).queryByRole('textbox', { name: 'Price for one' })).not.toBeInTheDocument();
    expect(liveTotal()).toHaveTextContent('₦32,000.00');
  });

  it('when the supplier sends it, then the amounts go in kobo, the default validity with them, and the list confirms it', async () => {
    const calls = serve();
    const user = userEvent.setup();
    await render();
    await screen.findByRole('heading', { level: 1, name: 'Send a quotation' });
    await user.selectOptions(line(0).getByRole('combobox', { name: 'Grade' }), 'new-aftermarket');
    await user.type(line(0).getByRole('textbox', { name: 'Brand (optional)' }), 'Bosch');
    await user.type(line(0).getByRole('textbox', { name: 'Price for one' }), '15000');
    await user.type(line(0).getByRole('textbox', { name: 'Warranty in days (optional)' }), '90');
    await user.click(line(1).getByRole('radio', { name: "I don't have it" }));
    await user.type(screen.getByRole('textbox', { name: 'Delivery fee' }), '2,000.50');
    await user.type(screen.getByRole('textbox', { name: 'Days to deliver after payment' }), '2');
    await user.click(screen.getByRole('button', { name: 'Send quotation' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Submitted quotations' })).toBeInTheDocument();
    expect(screen.getByText('Quotation sent. The customer has been told.')).toBeInTheDocument();
    const sent = calls.find((call) => call.url === SUBMIT);
    expect(sent?.body).toEqual({
      requestId: REQUEST_ID,
      items: [
        {
          itemId: BRAKE_PADS_ID,
          available: true,
          grade: 'new-aftermarket',
          brand: 'Bosch',
          unitPrice: 1_500_000,
          warrantyDays: 90,
        },
        { itemId: OIL_FILTER_ID, available: false, grade: null, brand: null, unitPrice: null, warrantyDays: null },
      ],
      deliveryFee: 200_050,
      deliveryDays: 2,
      validityHours: 72,
    });
  });

  it('when a price or grade is missing, or no part is available, then it says so by field and sends nothing', async () => {
    const calls = serve();
    const user = userEvent.setup();
    await render();
    await screen.findByRole('heading', { level: 1, name: 'Send a quotation' });
    await user.type(line(0).getByRole('textbox', { name: 'Price for one' }), 'a lot');
    await user.click(screen.getByRole('button', { name: 'Send quotation' }));
    expect(await line(0).findByText('Choose genuine, quality aftermarket or Tokunbo.')).toBeInTheDocument();
    expect(line(0).getByRole('textbox', { name: 'Price for one' })).toHaveAccessibleDescription(
      'Enter the price of one unit, from ₦0.01 to ₦10,000,000.',
    );
    expect(line(1).getByText('Enter the price of one unit, from ₦0.01 to ₦10,000,000.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Days to deliver after payment' })).toHaveAccessibleDescription(
      'Enter the days to deliver, from 0 (the same day) to 60.',
    );

    await user.click(line(0).getByRole('radio', { name: "I don't have it" }));
    await user.click(line(1).getByRole('radio', { name: "I don't have it" }));
    await user.click(screen.getByRole('button', { name: 'Send quotation' }));
    expect(await screen.findByText('Mark at least one part as available.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === SUBMIT)).toBe(false);
  });

  it('when the supplier quoted before, then it is a revision: its number shows and the form starts from it', async () => {
    const calls = serve({ own: [supplierQuotation({ revision: 2 })] });
    const user = userEvent.setup();
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Revise quotation' })).toBeInTheDocument();
    expect(screen.getByTestId('quotation-revision')).toHaveTextContent('Revision 2');
    expect(screen.getByText(/makes revision 3/)).toBeInTheDocument();
    expect(line(0).getByRole('combobox', { name: 'Grade' })).toHaveValue('new-aftermarket');
    expect(line(0).getByRole('textbox', { name: 'Price for one' })).toHaveValue('15000');
    expect(liveTotal()).toHaveTextContent('₦36,000.00');
    expect(document.title).toBe('Revise quotation · FleetCare');

    await user.click(screen.getByRole('button', { name: 'Send revision' }));
    expect(await screen.findByText('Revision 3 sent. The customer has been told.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === SUBMIT)).toHaveLength(1);
  });

  it('when the customer paid the quotation, then it is shown read only, with no form', async () => {
    serve({ own: [supplierQuotation({ status: 'accepted' })], request: invitedRequest({ status: 'paid' }) });
    await render();
    expect(
      await screen.findByText('The customer has paid this quotation, so it can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('quotation-summary')).toHaveTextContent('Bosch');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
  });

  it('when the server refuses a field, then its message shows under that field', async () => {
    serve({
      own: [supplierQuotation()],
      submit: () =>
        failure(422, 'VALIDATION_FAILED', {
          fieldErrors: { 'items[1].grade': 'Choose a grade the customer accepts.' },
          fieldErrorKeys: { 'items[1].grade': 'validation:partGradeInvalid' },
        }),
    });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Send revision' }));
    expect(await line(1).findByText('Choose genuine, quality aftermarket or Tokunbo.')).toBeInTheDocument();
  });

  it('when the supplier is not approved, then it says so and leads to the profile', async () => {
    serve({ own: [supplierQuotation()], submit: () => failure(403, 'SUPPLIER_NOT_APPROVED') });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Send revision' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your supplier profile must be approved before you can quote on requests.');
    expect(within(alert).getByRole('link', { name: 'Open your supplier profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings/supplier-profile',
    );
  });

  it('when the quotation was paid meanwhile (409), then it says so and can show where it stands', async () => {
    let paid = false;
    serve({
      own: [supplierQuotation()],
      submit: () => {
        paid = true;
        return failure(409, 'SPARE_PART_QUOTATION_STATUS_CONFLICT');
      },
    });
    const user = userEvent.setup();
    const { queryClient } = await render();
    await user.click(await screen.findByRole('button', { name: 'Send revision' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This quotation can no longer be changed: the customer has paid it.');
    expect(paid).toBe(true);
    await user.click(within(alert).getByRole('button', { name: 'See where it stands' }));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it('when the request is not one the supplier was invited to, then it is not found', async () => {
    serve({ request: failure(404, 'NOT_FOUND') });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your invitations' })).toHaveAttribute('href', invitationsPath);
  });

  it('when the request fails to load, then it says so and tries again', async () => {
    let fail = true;
    mockApi((call) => {
      if (call.url === INVITED) return fail ? failure(500, 'INTERNAL_ERROR') : ok(invitedRequest());
      if (call.url === LIST) return ok({ items: [], total: 0, page: 1, limit: 50 });
      return failure(404, 'ROUTE_NOT_FOUND');
    });
    const user = userEvent.setup();
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The request could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Send a quotation' })).toBeInTheDocument();
  });

  it('in Norwegian, then the form speaks Norwegian', async () => {
    serve();
    await render('nb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Send et pristilbud' })).toBeInTheDocument();
    expect(line(0).getByRole('radio', { name: 'Jeg har den' })).toBeChecked();
  });
});
