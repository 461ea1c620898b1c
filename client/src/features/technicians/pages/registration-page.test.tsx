import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TechnicianInfoDto } from '@fleetcare/shared';
import { setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { APPLICATION_STATUS_PATH, REGISTRATION_PATH } from '../paths.ts';
import { createFakeTechnicianSocket } from '../testing/fake-live.ts';
import { testInfo } from '../testing/fixtures.ts';
import { RegistrationScreen } from './registration-page.tsx';

const INFO_URL = '/users/get-technician-info';
const UPDATE_URL = '/users/update-technician-info';
const SUBMIT_URL = '/users/submit-technician-application';

const photo = { upload: async () => undefined, problemOf: () => null, accept: 'image/jpeg,image/png' };

function Screen() {
  return <RegistrationScreen photo={photo} accountName={{ firstName: 'Chinedu', lastName: 'Okafor' }} />;
}

function StatusMarker() {
  return <h1>Status page</h1>;
}

/** The server: get-technician-info answers `info`; `extra` answers anything else (or the call is unknown). */
function serve(info: TechnicianInfoDto | MockAnswer, extra?: (request: MockRequest) => MockAnswer | undefined) {
  return mockApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.url === INFO_URL) return 'status' in info && 'body' in info ? info : ok(info);
    return failure(404, 'ROUTE_NOT_FOUND');
  });
}

async function renderRegistration(path: string) {
  setLiveSocketFactory(async () => createFakeTechnicianSocket().socket);
  return renderRoutes(
    [
      { path: REGISTRATION_PATH, Component: Screen },
      { path: `${REGISTRATION_PATH}/:visibleComponent`, Component: Screen },
      { path: APPLICATION_STATUS_PATH, Component: StatusMarker },
    ],
    { path },
  );
}

const stepPath = (step: string) => `${REGISTRATION_PATH}/${step}`;

afterEach(() => setLiveSocketFactory(undefined));

describe('the registration steps', () => {
  it('when opened without a step, then it resumes at the first step with something missing', async () => {
    serve(testInfo({ references: [], payout: { bankAccountCount: 0 } }));
    const { router } = await renderRegistration(REGISTRATION_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'References' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(stepPath('references'));
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 8 of 10 · 7 of 10 done');
    // Done steps are ticked in the progress; the current one is marked.
    const progress = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(within(progress).getByRole('link', { name: 'Step 2: Skills (done)' })).toHaveAttribute('data-done', 'true');
    expect(within(progress).getByRole('link', { name: 'Step 8: References' })).toHaveAttribute('aria-current', 'step');
  });

  it('when the application is with FleetCare, then opening the registration shows its status', async () => {
    serve(testInfo({ status: 'pending' }));
    await renderRegistration(REGISTRATION_PATH);
    expect(await screen.findByRole('heading', { name: 'Status page' })).toBeInTheDocument();
  });

  it('when Next is pressed, then the step is saved with its section and the next step opens', async () => {
    const calls = serve(testInfo({ skills: { trades: [], services: [], yearsExperience: null } }), (request) => {
      if (request.url === UPDATE_URL) return ok(testInfo());
      return undefined;
    });
    const { router } = await renderRegistration(stepPath('personal'));
    const user = userEvent.setup();
    const bio = await screen.findByRole('textbox', { name: 'About you (optional)' });
    await user.clear(bio);
    await user.type(bio, 'Toyota specialist.');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath('skills')));
    expect(calls.filter((call) => call.url === UPDATE_URL).map((call) => call.body)).toEqual([
      {
        personal: {
          firstName: 'Chinedu',
          lastName: 'Okafor',
          phone: { dialCode: '+234', number: '8039876543' },
          dateOfBirth: '1990-04-12',
          bio: 'Toyota specialist.',
        },
      },
    ]);
  });

  it('when the form is wrong, then nothing is sent and the field says why; a server refusal shows under its field', async () => {
    const calls = serve(testInfo(), (request) => {
      if (request.url !== UPDATE_URL) return undefined;
      return failure(400, 'VALIDATION_FAILED', {
        fieldErrors: { 'personal.phone.number': 'This is not a phone number we can call.' },
        fieldErrorKeys: { 'personal.phone.number': 'validation:phoneUnknownNumber' },
      });
    });
    const { router } = await renderRegistration(stepPath('personal'));
    const user = userEvent.setup();
    const dateOfBirth = await screen.findByLabelText('Date of birth');
    await user.clear(dateOfBirth);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter your date of birth.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === UPDATE_URL)).toHaveLength(0);
    await user.type(dateOfBirth, '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription(
      'This is not a valid number for the chosen country code. Check the code and the number.',
    );
    expect(router.state.location.pathname).toBe(stepPath('personal'));
  });

  it('when a place is picked by type-ahead and the radius set, then the service area is saved with its point', async () => {
    const calls = serve(testInfo({ serviceArea: { address: null, radiusKm: 15 } }), (request) => {
      if (request.url === '/users/search-places') {
        return ok([
          {
            id: 'town:LA:ikeja',
            label: 'Ikeja, Lagos',
            town: 'Ikeja',
            lga: 'Ikeja',
            state: 'Lagos',
            stateCode: 'LA',
            lat: 6.59651,
            lng: 3.34205,
          },
        ]);
      }
      if (request.url === UPDATE_URL) return ok(testInfo());
      return undefined;
    });
    const { router } = await renderRegistration(stepPath('service-area'));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Town or area' }), 'Ike');
    await user.click(await screen.findByRole('option', { name: /Ikeja, Lagos/ }));
    await user.type(screen.getByRole('textbox', { name: 'Street and number' }), '12 Allen Avenue');
    const radius = screen.getByRole('spinbutton', { name: 'How far you travel' });
    await user.clear(radius);
    await user.type(radius, '25');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath('availability')));
    expect(calls.filter((call) => call.url === UPDATE_URL).map((call) => call.body)).toEqual([
      {
        serviceArea: {
          address: {
            line: '12 Allen Avenue',
            landmark: null,
            town: 'Ikeja',
            lga: 'Ikeja',
            state: 'Lagos',
            lat: 6.59651,
            lng: 3.34205,
          },
          radiusKm: 25,
        },
      },
    ]);
  });

  it('when a photo is chosen, then it is previewed and sent with the account photo call, and stays shown', async () => {
    serve(failure(403, 'NOT_A_TECHNICIAN'));
    const sent: File[] = [];
    const upload = async (file: File) => {
      sent.push(file);
    };
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => undefined;
    function PhotoScreen() {
      return <RegistrationScreen photo={{ ...photo, upload }} accountName={undefined} />;
    }
    setLiveSocketFactory(async () => createFakeTechnicianSocket().socket);
    await renderRoutes([{ path: `${REGISTRATION_PATH}/:visibleComponent`, Component: PhotoScreen }], {
      path: stepPath('personal'),
    });
    const user = userEvent.setup();
    const face = new File(['face'], 'face.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Add a photo of your face'), face);
    expect(screen.getByTestId('photo-preview')).toHaveAttribute('src', 'blob:photo');
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    expect(await screen.findByLabelText('Change your photo')).toBeInTheDocument();
    expect(sent).toEqual([face]);
    expect(screen.getByTestId('photo-preview')).toHaveAttribute('src', 'blob:photo');
    expect(screen.queryByRole('button', { name: 'Use this photo' })).not.toBeInTheDocument();
  });

  it('when the account is not a technician yet, then the first step starts empty with the account name', async () => {
    serve(failure(403, 'NOT_A_TECHNICIAN'));
    await renderRegistration(REGISTRATION_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Chinedu');
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 1 of 10 · 0 of 10 done');
  });

  it('while the application is reviewed, then the sections are read-only and say why', async () => {
    serve(testInfo({ status: 'in-review' }));
    await renderRegistration(stepPath('skills'));
    expect(await screen.findByText('Your application is being reviewed')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Years of experience' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', stepPath('languages'));
  });

  it('once approved, then the sections can be changed and the page says changes go to review', async () => {
    serve(testInfo({ status: 'approved', changesUnderReview: true }));
    await renderRegistration(stepPath('skills'));
    expect(await screen.findByText('You are an approved technician')).toBeInTheDocument();
    expect(screen.getByText('Your latest changes are being looked at.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Years of experience' })).toBeEnabled();
  });

  it('when a paper is over 5 MB, then it is refused before sending with its size', async () => {
    const calls = serve(testInfo());
    await renderRegistration(stepPath('credentials'));
    const user = userEvent.setup();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 7 * 1024 * 1024 });
    await user.type(await screen.findByRole('textbox', { name: 'Name of the document' }), 'Trade test');
    await user.upload(screen.getByLabelText('File'), big);
    expect(screen.getByText(/This file is 7 MB; the most is 5 MB/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(calls.filter((call) => call.url === '/users/upload-technician-credentials')).toHaveLength(0);
  });
});

describe('the review step', () => {
  it('lists what is missing, each leading to its step, and has every section with an Edit link', async () => {
    serve(testInfo({ references: [], identity: { ninMasked: null } }));
    await renderRegistration(stepPath('review'));
    expect(await screen.findByRole('heading', { name: '2 things are still missing' })).toBeInTheDocument();
    expect(screen.getAllByTestId('missing-item').map((item) => item.textContent)).toEqual([
      'Identity: Enter your NIN: exactly 11 digits.',
      'References: Add at least two references.',
    ]);
    expect(screen.getByRole('link', { name: 'Edit Trade and skills' })).toHaveAttribute('href', stepPath('skills'));
    expect(within(screen.getByTestId('summary-personal')).getByText('Chinedu Okafor')).toBeInTheDocument();
  });

  it('when the server refuses the submit, then every item it names is listed with a link to its step', async () => {
    serve(testInfo(), (request) => {
      if (request.url !== SUBMIT_URL) return undefined;
      return failure(422, 'TECHNICIAN_APPLICATION_INCOMPLETE', {
        fieldErrors: { 'references.references': 'Add at least two references.' },
        fieldErrorKeys: { 'references.references': 'validation:referencesTooFew' },
      });
    });
    await renderRegistration(stepPath('review'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: /References: Add at least two references./ })).toHaveAttribute(
      'href',
      stepPath('references'),
    );
  });

  it('when the submit is taken, then the status page opens', async () => {
    serve(testInfo(), (request) => (request.url === SUBMIT_URL ? ok(testInfo({ status: 'pending' })) : undefined));
    await renderRegistration(stepPath('review'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('heading', { name: 'Status page' })).toBeInTheDocument();
  });
});
