import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BusinessRegisterPage } from './business-register-page.tsx';
import { SignupPage } from './signup-page.tsx';

const elsewhere = { path: '*', Component: () => <p>Elsewhere</p> };

async function fillAccount(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Adaeze');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText(/email address/i), email);
  await user.type(screen.getByLabelText('New password'), 'Kelechi-drives-a-Corolla-2019');
  await user.click(screen.getByLabelText(/I accept the/));
  return user;
}

describe('signing up', () => {
  it('when an individual signs up without a phone, then the phone is left out and the visitor is told to check the inbox', async () => {
    const calls = mockApi(() => ({
      status: 201,
      body: { success: true, data: { email: 'ada@example.com', verificationSent: true } },
    }));
    const { router } = await renderRoutes([{ path: '/signup', Component: SignupPage }, elsewhere], { path: '/signup' });
    const user = await fillAccount('Ada@Example.com');
    await user.click(screen.getByRole('radio', { name: 'Mechanic' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/status/confirm-email'));
    expect(router.state.location.search).toBe('?email=ada%40example.com');
    expect(calls[0]?.body).toEqual({
      firstName: 'Adaeze',
      lastName: 'Obi',
      email: 'ada@example.com',
      password: 'Kelechi-drives-a-Corolla-2019',
      accountType: 'individual',
      role: 'technician',
      newsletter: false,
      acceptTerms: true,
      locale: 'en',
    });
  });

  it('when the page for mechanics sends the visitor here (?role=technician), then the mechanic role is already chosen; any other role asked for leaves the default', async () => {
    const signup = (path: string) => renderRoutes([{ path: '/signup', Component: SignupPage }, elsewhere], { path });
    const { unmount } = await signup('/signup?role=technician');
    expect(screen.getByRole('radio', { name: 'Mechanic' })).toBeChecked();
    unmount();
    await signup('/signup?role=admin');
    expect(screen.getByRole('radio', { name: 'Vehicle owner' })).toBeChecked();
  });

  it('when the address is taken, then the e-mail field says so and offers to sign in', async () => {
    mockApi(() => failure(409, 'EMAIL_TAKEN'));
    await renderRoutes([{ path: '/signup', Component: SignupPage }, elsewhere], { path: '/signup' });
    const user = await fillAccount('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Sign in with this address instead' })).toHaveAttribute(
      'href',
      '/login?email=ada%40example.com',
    );
  });

  it('when a business registers, then the company details and a phone go with the account', async () => {
    const calls = mockApi(() => ({
      status: 201,
      body: { success: true, data: { email: 'ops@danfo.ng', verificationSent: true } },
    }));
    const { router } = await renderRoutes(
      [{ path: '/business/register', Component: BusinessRegisterPage }, elsewhere],
      {
        path: '/business/register',
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Register business' }));
    expect(await screen.findByText('Enter the company name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the CAC registration number, e.g. RC1234567 or BN1234567.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Company name'), 'Danfo Logistics Ltd');
    await user.type(screen.getByLabelText('CAC registration number'), 'rc 1234567');
    await user.type(screen.getByLabelText('Number of vehicles'), '25');
    await user.type(screen.getByLabelText('Contact person'), 'Tunde Bakare');
    await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await fillAccount('ops@danfo.ng');
    await user.click(screen.getByRole('button', { name: 'Register business' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/status/confirm-email'));
    expect(calls[0]?.body).toMatchObject({
      accountType: 'business',
      role: 'customer',
      phone: { dialCode: '+234', number: '8031234567' },
      business: {
        companyName: 'Danfo Logistics Ltd',
        rcNumber: 'RC1234567',
        fleetSize: 25,
        contactPerson: 'Tunde Bakare',
      },
    });
  });
});
