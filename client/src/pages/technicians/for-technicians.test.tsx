import { screen, within } from '@testing-library/react';
import type { Role, TechnicianInfoDto } from '@fleetcare/shared';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router.tsx';
import { testInfo } from '../../features/technicians/testing/fixtures.ts';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { failure, mockApi, ok, setSessionCookie, type MockAnswer } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { setUpShellTests } from '../../test/shell-environment.ts';

setUpShellTests({ signedIn: false });

/** A signed-in visitor with these roles; the technician's info answers `info`. */
function signedIn(roles: Role[], info: MockAnswer = failure(403, 'NOT_A_TECHNICIAN')) {
  setSessionCookie(true);
  return mockApi((request) => {
    if (request.url === '/users/get-user') return ok({ ...testUser, roles });
    if (request.url === '/users/get-technician-info') return info;
    if (request.url === '/subscriptions/get-subscription-cart') return ok({ items: [], itemCount: 0, total: 0 });
    return ok(null);
  });
}

/** The hero's call to action (the page repeats it at its end). */
async function heroCallToAction() {
  const hero = (await screen.findByRole('heading', { level: 1 })).closest('section');
  if (!hero) throw new Error('the page opens with its hero');
  return hero;
}

const technician = (overrides: Partial<TechnicianInfoDto>) =>
  signedIn(['customer', 'technician'], ok(testInfo(overrides)));

describe('the public page for mechanics', () => {
  it('when a visitor without an account opens /technician, then they are offered sign-up as a technician or sign-in, and the server is asked nothing about technicians', async () => {
    const calls = mockApi(() => ok(null));
    await renderRoutes(routes, { path: '/technician' });
    const hero = await heroCallToAction();
    expect(within(hero).getByRole('link', { name: 'Sign up as a technician' })).toHaveAttribute(
      'href',
      '/signup?role=technician',
    );
    expect(within(hero).getByRole('link', { name: 'Sign in to register' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Ftechnician',
    );
    expect(screen.getAllByRole('link', { name: 'Sign up as a technician' })).toHaveLength(2);
    expect(calls.map((call) => call.url)).not.toContain('/users/get-technician-info');
  });

  it('says what mechanics earn, how jobs come, what is checked and the steps of registration, with the numbers of the rules', async () => {
    mockApi(() => ok(null));
    await renderRoutes(routes, { path: '/mechanic' });
    await heroCallToAction();
    expect(screen.getByRole('region', { name: 'What you earn' })).toHaveTextContent(
      'the amount less FleetCare’s commission goes to your FleetCare wallet',
    );
    expect(screen.getByRole('heading', { name: 'How jobs come to you' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we check' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Registering, step by step' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(10);
    expect(steps).toHaveTextContent('from 1 to 100 km');
    expect(steps).toHaveTextContent('At least 2 people who know your work');
    expect(screen.getByText(/You can apply again 30 days later/)).toBeInTheDocument();
  });

  it('when a signed-in account is not a technician, then it is offered to turn the account into one, at the first step', async () => {
    const calls = signedIn(['customer']);
    await renderRoutes(routes, { path: '/technician' });
    const hero = await heroCallToAction();
    expect(
      await within(hero).findByRole('link', { name: 'Turn your account into a technician account' }),
    ).toHaveAttribute('href', '/technician/technician-registration/personal');
    expect(within(hero).queryByRole('link', { name: 'Sign up as a technician' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/users/get-technician-info');
  });

  it('when a technician has not sent the application, then they continue the registration at the first step with something missing', async () => {
    technician({ status: 'incomplete', references: [] });
    await renderRoutes(routes, { path: '/technician' });
    const hero = await heroCallToAction();
    expect(await within(hero).findByText('Your application: Not sent yet')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Continue your registration' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/references',
    );
  });

  it('when the review asked for changes, then the technician is sent to see them on the application page', async () => {
    technician({ status: 'changes-requested' });
    await renderRoutes(routes, { path: '/technician' });
    const hero = await heroCallToAction();
    expect(await within(hero).findByRole('link', { name: 'See what to change' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/application-status',
    );
  });

  it('when the application waits for review, then the technician can see it', async () => {
    technician({ status: 'pending' });
    await renderRoutes(routes, { path: '/technician' });
    const hero = await heroCallToAction();
    expect(await within(hero).findByText('Your application: Waiting for review')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'See your application' })).toHaveAttribute(
      'href',
      '/technician/technician-registration/application-status',
    );
    expect(within(hero).queryByRole('link', { name: 'Continue your registration' })).not.toBeInTheDocument();
  });

  it('when the technician is approved, then the profile comes first and the application second', async () => {
    technician({ status: 'approved' });
    await renderRoutes(routes, { path: '/technician' });
    const hero = await heroCallToAction();
    const links = await within(hero).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open your technician profile', '/dashboard/settings/technician-profile'],
      ['See your application', '/technician/technician-registration/application-status'],
    ]);
  });

  it('when the application cannot be loaded, then the reason shows with a way to try again', async () => {
    signedIn(['customer', 'technician'], failure(429, 'RATE_LIMITED'));
    await renderRoutes(routes, { path: '/technician' });
    const hero = await heroCallToAction();
    expect(await within(hero).findByText('We could not load your application')).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('in Norwegian, the page speaks of mechanics and jobs in the glossary’s words', async () => {
    mockApi(() => ok(null));
    await renderRoutes(routes, { path: '/technician', language: 'nb' });
    const hero = await heroCallToAction();
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Oppdrag i nærheten, til prisen du gir');
    expect(within(hero).getByRole('link', { name: 'Registrer deg som mekaniker' })).toBeInTheDocument();
  });
});
