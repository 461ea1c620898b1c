import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  serverEvents,
  type PlaceSuggestionDto,
  type PlainNotificationDto,
  type SupplierProfileDto,
} from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeSocket, type FakeSocket } from '../../../lib/live/testing/fake-socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { emptySupplierProfile, testSupplierProfile } from '../testing/fixtures.ts';
import { SupplierProfilePage } from './supplier-profile-page.tsx';

const PATH = '/dashboard/settings/supplier-profile';
const GET = '/suppliers/get-my-supplier-profile';
const SAVE = '/suppliers/save-supplier-profile';
const SUBMIT = '/suppliers/submit-supplier-profile';

const mushin: PlaceSuggestionDto = {
  id: 'town:LA:mushin',
  label: 'Mushin, Lagos',
  town: 'Mushin',
  lga: 'Mushin',
  state: 'Lagos',
  stateCode: 'LA',
  lat: 6.5355,
  lng: 3.3506,
};

let live: FakeSocket;
beforeEach(() => {
  live = createFakeSocket(() => undefined);
  setLiveSocketFactory(async () => live.socket);
});
afterEach(() => setLiveSocketFactory(undefined));

/** The API with a profile that saving and submitting change as the server would. */
function serve(initial: SupplierProfileDto, answers: { save?: MockAnswer; submit?: MockAnswer } = {}) {
  let profile = initial;
  return mockApi((request: MockRequest) => {
    if (request.url === GET) return ok(profile);
    if (request.url === SAVE) {
      if (answers.save) return answers.save;
      profile = { ...profile, ...(request.body as Partial<SupplierProfileDto>), savedAt: '2026-11-29T10:00:00.000Z' };
      return ok(profile);
    }
    if (request.url === SUBMIT) {
      if (answers.submit) return answers.submit;
      profile = { ...profile, status: 'submitted', submittedAt: '2026-11-29T10:00:00.000Z' };
      return ok(profile);
    }
    if (request.url.endsWith('/users/search-places')) return ok([mushin]);
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

const render = (language: 'en' | 'nb' = 'en') =>
  renderRoutes([{ path: PATH, Component: SupplierProfilePage }], { path: PATH, language });

const missingItems = () => within(screen.getByTestId('missing-items')).getAllByRole('listitem');

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Bello Auto Parts Ltd');
  await user.type(screen.getByRole('textbox', { name: /CAC registration number/ }), 'rc-1456789');
  await user.type(screen.getByRole('combobox', { name: 'Town or area' }), 'mu');
  await user.click(await screen.findByRole('option', { name: /Mushin, Lagos/ }));
  await user.type(screen.getByRole('textbox', { name: 'Street and number' }), '14 Ladipo Street');
  await user.click(screen.getByRole('checkbox', { name: 'Lagos' }));
  await user.click(screen.getByRole('checkbox', { name: 'Ogun' }));
  await user.click(screen.getByRole('checkbox', { name: 'Brakes' }));
  await user.click(screen.getByRole('checkbox', { name: 'Toyota' }));
  await user.click(screen.getByRole('checkbox', { name: 'Tokunbo (used, imported)' }));
}

describe('the supplier profile page', () => {
  it('while the profile loads, then it says so; a new supplier’s empty draft says how to begin and lists everything missing', async () => {
    serve(emptySupplierProfile());
    await render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your supplier profile…');
    expect(await screen.findByText('Set up your supplier profile')).toBeInTheDocument();
    expect(screen.getByTestId('supplier-status')).toHaveTextContent('Not sent yet');
    expect(missingItems().map((item) => item.textContent)).toEqual([
      'Business name: Enter the business name.',
      'CAC registration number: Enter the CAC registration number.',
      'Business address: Enter the business address.',
      'States you deliver to: Choose at least one state you deliver to.',
      'Part categories: Choose at least one kind of part you sell.',
      'Makes you carry parts for: Choose at least one make you carry parts for.',
      'Grades of parts: Choose at least one grade of parts you sell.',
    ]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(37 + 15 + 18 + 3);
  });

  it('when the words load on demand, as in the app, then what is missing reads in words, never as keys', async () => {
    serve(emptySupplierProfile());
    await renderRoutes([{ path: PATH, Component: SupplierProfilePage }], { path: PATH, lateCatalogues: true });
    expect(await screen.findByText('Set up your supplier profile')).toBeInTheDocument();
    expect(missingItems()[0]).toHaveTextContent('Business name: Enter the business name.');
    expect(screen.getByTestId('missing-items')).not.toHaveTextContent('validation:');
  });

  it('when the profile cannot be loaded, then it says why and tries again on request', async () => {
    let fail = true;
    mockApi((request) => {
      if (request.url !== GET) return failure(404, 'ROUTE_NOT_FOUND');
      return fail ? failure(503, 'DATABASE_UNAVAILABLE') : ok(emptySupplierProfile());
    });
    await render();
    expect(await screen.findByText('We could not load your supplier profile')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Set up your supplier profile')).toBeInTheDocument();
  });

  it('when the account is not a supplier, then it says so and leads back to the overview', async () => {
    mockApi(() => failure(403, 'NOT_A_SUPPLIER'));
    await render();
    expect(await screen.findByText('This is not a supplier account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/dashboard');
  });

  it('when everything is filled in, then the missing list empties as it goes, and Submit saves the profile and sends it for review', async () => {
    const calls = serve(emptySupplierProfile());
    await render();
    const user = userEvent.setup();
    await screen.findByText('Set up your supplier profile');
    await fillEverything(user);
    expect(screen.getByText('Everything is filled in: you can submit your profile for review.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'States you deliver to' })).toHaveTextContent('2 chosen');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Waiting for review', { selector: 'p' })).toBeInTheDocument();
    const sent = calls.filter((call) => call.url === SAVE || call.url === SUBMIT);
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual([`POST ${SAVE}`, `PATCH ${SUBMIT}`]);
    expect(sent[0]?.body).toEqual({
      businessName: 'Bello Auto Parts Ltd',
      cacNumber: 'RC 1456789',
      address: {
        line: '14 Ladipo Street',
        landmark: null,
        town: 'Mushin',
        lga: 'Mushin',
        state: 'Lagos',
        lat: 6.5355,
        lng: 3.3506,
      },
      deliveryStates: ['Lagos', 'Ogun'],
      partCategories: ['brakes'],
      brands: ['toyota'],
      grades: ['tokunbo'],
    });
    // While an admin has it, nothing can change and there is nothing to press.
    expect(screen.getByRole('textbox', { name: 'Business name' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Lagos' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('when Submit is pressed with parts missing, then each field says what it needs and nothing is sent', async () => {
    const calls = serve(emptySupplierProfile());
    await render();
    const user = userEvent.setup();
    await screen.findByText('Set up your supplier profile');
    await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Bello Auto Parts Ltd');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Enter the CAC registration number.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Part categories' })).toHaveTextContent(
      'Choose at least one kind of part you sell.',
    );
    expect(calls.filter((call) => call.url !== GET)).toEqual([]);
  });

  it('when a draft is saved with parts still empty, then it is sent without an address, and a wrong CAC number is caught first', async () => {
    const calls = serve(emptySupplierProfile());
    await render();
    const user = userEvent.setup();
    await screen.findByText('Set up your supplier profile');
    const cac = screen.getByRole('textbox', { name: /CAC registration number/ });
    await user.type(cac, '1456789');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'Enter the CAC registration number as RC or BN and its digits, e.g. RC 1234567 or BN 1234567.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url === SAVE)).toEqual([]);

    await user.clear(cac);
    await user.type(cac, 'BN 2345678');
    await user.click(screen.getByRole('checkbox', { name: 'Engine' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.filter((call) => call.url === SAVE)).toHaveLength(1));
    expect(calls.find((call) => call.url === SAVE)?.body).toMatchObject({
      businessName: '',
      cacNumber: 'BN 2345678',
      address: null,
      partCategories: ['engine'],
    });
    expect(calls.filter((call) => call.url === SUBMIT)).toEqual([]);
    // Saved once: no longer a new profile, still a draft.
    await waitFor(() => expect(screen.queryByText('Set up your supplier profile')).not.toBeInTheDocument());
    expect(screen.getByTestId('supplier-status')).toHaveTextContent('Not sent yet');
  });

  it('when every state is chosen at once, then all 37 are ticked, and Clear unticks them', async () => {
    serve(emptySupplierProfile());
    await render();
    const user = userEvent.setup();
    await screen.findByText('Set up your supplier profile');
    await user.click(screen.getByRole('button', { name: 'All states' }));
    const states = screen.getByRole('group', { name: 'States you deliver to' });
    expect(within(states).getAllByRole('checkbox', { checked: true })).toHaveLength(37);
    expect(states).toHaveTextContent('37 chosen');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(within(states).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('when the server refuses, then the form says why', async () => {
    serve(testSupplierProfile(), { submit: failure(409, 'SUPPLIER_STATUS_CONFLICT', { detail: 'submitted' }) });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findByText(
        'The supplier profile cannot do that in its current status. Reload to see where it stands.',
      ),
    ).toBeInTheDocument();
  });

  it('when the profile was rejected, then it gives the reason and offers to submit again', async () => {
    serve(testSupplierProfile({ status: 'rejected', rejectionReason: 'The CAC number belongs to another business.' }));
    await render();
    expect(await screen.findByTestId('rejection-reason')).toHaveTextContent(
      'Reason: The CAC number belongs to another business.',
    );
    expect(screen.getByTestId('supplier-status')).toHaveTextContent('Not approved');
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeEnabled();
  });

  it('when approved, then it says so, explains what goes back to review, and offers only Save changes', async () => {
    const calls = serve(testSupplierProfile({ status: 'approved' }));
    await render();
    expect(await screen.findByText('Approved', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/Changing your business name, CAC number or address sends them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Ogun' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.filter((call) => call.url === SAVE)).toHaveLength(1));
    expect(calls.find((call) => call.url === SAVE)?.body).toMatchObject({ deliveryStates: ['Lagos', 'Ogun'] });
  });

  it('when an admin decides while the page is open, then it follows without a reload', async () => {
    let profile = testSupplierProfile({ status: 'submitted' });
    mockApi((request) => (request.url === GET ? ok(profile) : failure(404, 'ROUTE_NOT_FOUND')));
    await render();
    expect(await screen.findByText('Waiting for review', { selector: 'p' })).toBeInTheDocument();
    profile = testSupplierProfile({ status: 'approved' });
    const notice: PlainNotificationDto = {
      _id: 'c1d2e3f4-0000-4000-8000-000000000001',
      kind: 'plain',
      category: 'account',
      message: 'Your supplier profile is approved.',
      createdAt: new Date().toISOString(),
      isClicked: false,
      actionPath: PATH,
    };
    live.push(serverEvents.NOTIFICATIONS, { items: [notice], unseen: 1 });
    expect(await screen.findByText('Approved', { selector: 'p' })).toBeInTheDocument();
  });

  it('in Norwegian, the page and its choices are in Norwegian', async () => {
    serve(emptySupplierProfile());
    await render('nb');
    expect(await screen.findByText('Sett opp leverandørprofilen din')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bremser' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send inn til vurdering' })).toBeInTheDocument();
    expect(screen.getByTestId('supplier-status')).toHaveTextContent('Ikke sendt ennå');
  });
});
