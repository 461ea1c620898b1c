import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role, TechnicianInfoDto } from '@fleetcare/shared';
import { describe, expect, it } from 'vitest';
import { routes } from '../router.tsx';
import { testInfo } from '../../features/technicians/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { failure, mockApi, ok, type MockAnswer, type MockRequest } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';

const PROFILE = '/dashboard/settings/technician-profile';

const catalogue = [
  { _id: 's1', slug: 'oil-change', name: 'Oil change' },
  { _id: 's2', slug: 'brake-repair', name: 'Brake repair' },
];

/** A signed-in technician (unless other roles are given) whose info answers `info`; `answer` comes first. */
function serve(
  info: MockAnswer,
  answer: (request: MockRequest) => MockAnswer | undefined = () => undefined,
  roles: Role[] = ['customer', 'technician'],
) {
  return mockApi((request) => {
    const answered = answer(request);
    if (answered) return answered;
    if (request.url === '/users/get-user') return ok({ ...testUser, roles });
    if (request.url === '/users/get-technician-info') return info;
    if (request.url === '/users/get-service-details') return ok(catalogue);
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    if (request.url === '/customer-reviews/get-my-customer-reviews') {
      return ok({
        items: [],
        total: 0,
        page: 1,
        limit: 10,
        as: 'technician',
        summary: { rating: null, ratingCount: 0 },
      });
    }
    return ok(null);
  });
}

const approved = (overrides: Partial<TechnicianInfoDto> = {}) => testInfo({ status: 'approved', ...overrides });

setUpShellTests({ signedIn: true });

describe('the technician profile', () => {
  it('when an approved technician switches on duty, then the switch sends onDuty and shows the saved state', async () => {
    let saved = approved({ onDuty: false });
    const calls = serve(ok(saved), (request) => {
      if (request.url !== '/users/update-technician-info') return undefined;
      saved = { ...saved, onDuty: (request.body as { onDuty: boolean }).onDuty };
      return ok(saved);
    });
    await renderRoutes(routes, { path: PROFILE });
    const duty = await screen.findByRole('switch', { name: 'On duty' });
    expect(duty).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('No requests come to you until you switch on duty again.')).toBeInTheDocument();
    await userEvent.click(duty);
    await waitFor(() => expect(duty).toHaveAttribute('aria-checked', 'true'));
    expect(calls.filter((call) => call.url === '/users/update-technician-info').map((call) => call.body)).toEqual([
      { onDuty: true },
    ]);
    expect(screen.getByText('Requests that match your trades within your area come to you.')).toBeInTheDocument();
    expect(await screen.findByText('You are on duty: requests can come to you.')).toBeInTheDocument();
  });

  it('when switching fails, then the switch keeps the saved state and the reason shows', async () => {
    serve(ok(approved({ onDuty: true })), (request) =>
      request.url === '/users/update-technician-info' ? failure(409, 'TECHNICIAN_STATUS_CONFLICT') : undefined,
    );
    await renderRoutes(routes, { path: PROFILE });
    const duty = await screen.findByRole('switch', { name: 'On duty' });
    await userEvent.click(duty);
    expect(await screen.findByText(/cannot do that in its current status/)).toBeInTheDocument();
    expect(duty).toHaveAttribute('aria-checked', 'true');
  });

  it('when changes are under review, then a banner says so and that work goes on', async () => {
    serve(ok(approved({ changesUnderReview: true })));
    await renderRoutes(routes, { path: PROFILE });
    expect(
      await screen.findByText('FleetCare is looking at your latest changes. You keep taking jobs meanwhile.'),
    ).toBeInTheDocument();
  });

  it('when the technician saves the skills, then the trades, services and years go as the skills section', async () => {
    const calls = serve(ok(approved()), (request) =>
      request.url === '/users/update-technician-info' ? ok(approved({ changesUnderReview: true })) : undefined,
    );
    await renderRoutes(routes, { path: PROFILE });
    const skills = (await screen.findByRole('heading', { name: 'Trades and skills' })).closest('section');
    if (!skills) throw new Error('the skills are a section');
    const user = userEvent.setup();
    await user.click(within(skills).getByRole('checkbox', { name: 'Auto-electrician' }));
    await user.click(await within(skills).findByRole('checkbox', { name: 'Brake repair' }));
    const years = within(skills).getByLabelText('Years of experience');
    await user.clear(years);
    await user.type(years, '16');
    await user.click(within(skills).getByRole('button', { name: 'Save your skills' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/users/update-technician-info')?.body).toEqual({
        skills: {
          trades: ['general-mechanic', 'auto-electrician'],
          services: ['oil-change', 'brake-repair'],
          yearsExperience: 16,
        },
      }),
    );
    expect(
      await screen.findByText('FleetCare is looking at your latest changes. You keep taking jobs meanwhile.'),
    ).toBeInTheDocument();
  });

  it('when the technician changes how far they travel, then the area goes with the stored base address', async () => {
    const calls = serve(ok(approved()), (request) =>
      request.url === '/users/update-technician-info' ? ok(approved({ changesUnderReview: true })) : undefined,
    );
    await renderRoutes(routes, { path: PROFILE });
    const area = (await screen.findByRole('heading', { name: 'Where you work' })).closest('section');
    if (!area) throw new Error('the area is a section');
    const user = userEvent.setup();
    const radius = within(area).getByLabelText('How far you travel');
    expect(radius).toHaveValue(20);
    await user.clear(radius);
    await user.type(radius, '35');
    await user.click(within(area).getByRole('button', { name: 'Save your area' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/users/update-technician-info')?.body).toEqual({
        serviceArea: {
          address: {
            line: '12 Allen Avenue',
            landmark: 'near the Total filling station',
            town: 'Ikeja',
            lga: 'Ikeja',
            state: 'Lagos',
            lat: 6.6,
            lng: 3.35,
          },
          radiusKm: 35,
        },
      }),
    );
  });

  it('when the distance is beyond the limit, then the field says so and nothing is sent', async () => {
    const calls = serve(ok(approved()));
    await renderRoutes(routes, { path: PROFILE });
    const area = (await screen.findByRole('heading', { name: 'Where you work' })).closest('section');
    if (!area) throw new Error('the area is a section');
    const user = userEvent.setup();
    const radius = within(area).getByLabelText('How far you travel');
    await user.clear(radius);
    await user.type(radius, '250');
    await user.click(within(area).getByRole('button', { name: 'Save your area' }));
    await waitFor(() => expect(radius).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.filter((call) => call.url === '/users/update-technician-info')).toHaveLength(0);
  });

  it('leads to the registration’s other steps and to the application', async () => {
    serve(ok(approved()));
    await renderRoutes(routes, { path: PROFILE });
    const more = (await screen.findByRole('heading', { name: 'More of your profile' })).closest('section');
    if (!more) throw new Error('the links are a section');
    expect(within(more).getByRole('link', { name: 'Credentials' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/credentials',
    );
    expect(within(more).getByRole('link', { name: 'References' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/references',
    );
    expect(within(more).getByRole('link', { name: 'Your application and its history' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/application-status',
    );
  });

  it('when the application has not been sent, then there is no switch, and the registration continues at the first step with something missing', async () => {
    serve(ok(testInfo({ status: 'incomplete', references: [] })));
    await renderRoutes(routes, { path: PROFILE });
    expect(await screen.findByText('Your application: Not sent yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue your registration' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/references',
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('when the application waits for review, then the page says so and leads to it', async () => {
    serve(ok(testInfo({ status: 'in-review' })));
    await renderRoutes(routes, { path: PROFILE });
    expect(await screen.findByText('Your application: In review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your application' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/application-status',
    );
    expect(screen.queryByRole('link', { name: 'Continue your registration' })).not.toBeInTheDocument();
  });

  it('when the technician is suspended, then the page says no jobs come and shows the reason', async () => {
    serve(
      ok(
        testInfo({
          status: 'suspended',
          application: {
            submittedAt: null,
            decidedAt: null,
            message: 'Two customers reported no-shows.',
            reapplyAfter: null,
            history: [],
          },
        }),
      ),
    );
    await renderRoutes(routes, { path: PROFILE });
    expect(await screen.findByText('You are not taking jobs')).toBeInTheDocument();
    expect(screen.getByText('Two customers reported no-shows.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('when the account is not a technician, then the page says so and leads to the page for mechanics', async () => {
    serve(failure(403, 'NOT_A_TECHNICIAN'), undefined, ['customer']);
    await renderRoutes(routes, { path: PROFILE });
    expect(await screen.findByText('You are not registered as a technician')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read about working with FleetCare' })).toHaveAttribute(
      'href',
      '/technician',
    );
  });

  it('when the profile cannot be loaded, then the reason shows and Try again asks again', async () => {
    let answer = failure(429, 'RATE_LIMITED');
    const calls = serve(failure(0, 'unused'), (request) =>
      request.url === '/users/get-technician-info' ? answer : undefined,
    );
    await renderRoutes(routes, { path: PROFILE });
    expect(await screen.findByText('We could not load your technician profile')).toBeInTheDocument();
    answer = ok(approved());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'On duty' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/users/get-technician-info')).toHaveLength(2);
  });

  it('in the settings menu, a technician has a Technician profile tab, marked as the page open', async () => {
    serve(ok(approved()));
    await renderRoutes(routes, { path: PROFILE });
    const settings = await screen.findByRole('navigation', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Technician profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('in the settings menu, a vehicle owner has no Technician profile tab', async () => {
    serve(failure(403, 'NOT_A_TECHNICIAN'), undefined, ['customer']);
    await renderRoutes(routes, { path: '/dashboard/settings/user-profile' });
    const settings = await screen.findByRole('navigation', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(settings).queryByRole('link', { name: 'Technician profile' })).not.toBeInTheDocument();
  });

  it('in Norwegian, the switch is «På vakt»', async () => {
    serve(ok(approved()));
    await renderRoutes(routes, { path: PROFILE, language: 'nb' });
    expect(await screen.findByRole('switch', { name: 'På vakt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mekanikerprofil' })).toBeInTheDocument();
  });
});
