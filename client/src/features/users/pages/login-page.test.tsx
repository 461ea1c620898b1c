import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, mockApi, ok, setSessionCookie } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { userKeys } from '../api/user-keys.ts';
import { testUser } from '../testing/user-fixture.ts';
import { LoginPage } from './login-page.tsx';

const session = { status: 'signed-in', user: testUser, token: 'session.1', expiresAt: '2099-01-01T00:00:00.000Z' };
const providers = ok({ tokenSignIn: [], redirect: [] });

function renderLogin(path = '/login', language: 'en' | 'nb' = 'en') {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <p>Arrived somewhere else</p> },
    ],
    { path, language },
  );
}

async function signIn(email = 'amaka@example.com', password = 'Kelechi-drives-a-Corolla-2019') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  setSessionCookie(false);
});
afterEach(() => setSessionCookie(false));

describe('the login page', () => {
  it('when the fields are empty or wrong, then the shared schema messages show on the fields', async () => {
    const calls = mockApi(() => providers);
    await renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is invalid.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/users/login')).toHaveLength(0);
  });

  it('when the server answers VALIDATION_FAILED, then its messages show on the fields, translated by key', async () => {
    mockApi(({ url }) =>
      url === '/users/login'
        ? failure(400, 'VALIDATION_FAILED', {
            fieldErrors: { email: 'Email is invalid.', password: 'Something the server said.' },
            fieldErrorKeys: { email: 'validation:emailInvalid' },
          })
        : providers,
    );
    await renderLogin('/login', 'nb');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-postadresse'), 'amaka@example.com');
    await user.type(screen.getByLabelText('Passord'), 'whatever-it-is');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(await screen.findByText('E-postadressen er ugyldig.')).toBeInTheDocument();
    expect(screen.getByText('Something the server said.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Noen felt må rettes.');
  });

  it('when the e-mail is not confirmed, then the error offers to send the confirmation again', async () => {
    mockApi(({ url }) => (url === '/users/login' ? failure(403, 'EMAIL_NOT_VERIFIED') : providers));
    await renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirm your email address first');
    expect(screen.getByRole('link', { name: 'Send the confirmation e-mail again' })).toHaveAttribute(
      'href',
      '/request-confirmation-email?email=amaka%40example.com',
    );
  });

  it('when sign-in succeeds, then the user (never a token) is stored, cached, and the visitor goes to redirectTo', async () => {
    const calls = mockApi(({ url }) => (url === '/users/login' ? ok(session) : providers));
    const { router, queryClient } = await renderLogin('/login?redirectTo=%2Fdashboard%2Ffleet%3Fpage%3D2');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/fleet'));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.find((call) => call.url === '/users/login')?.body).toEqual({
      email: 'amaka@example.com',
      password: 'Kelechi-drives-a-Corolla-2019',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'amaka@example.com' });
    expect(localStorage.getItem('authenticationMethod')).toBe('password');
    expect(Object.keys(localStorage)).not.toContain('token');
    expect(queryClient.getQueryData(userKeys.currentUser())).toMatchObject({ _id: testUser._id });
  });

  it('when redirectTo points to another site, then the visitor goes to /dashboard instead', async () => {
    mockApi(({ url }) => (url === '/users/login' ? ok(session) : providers));
    const { router } = await renderLogin('/login?redirectTo=%2F%2Fevil.example%2Fphish');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('when the account has two-factor, then the code step appears and a right code signs in', async () => {
    const challengeId = '0b7f5c1e-1111-4222-8333-444455556666';
    const calls = mockApi(({ url }) => {
      if (url === '/users/login') {
        return ok({
          status: 'two-factor-required',
          challengeId,
          methods: ['authenticator', 'phone'],
          phoneHint: '•••• 4567',
        });
      }
      if (url === '/users/login-two-factor') return ok(session);
      if (url === '/users/send-phone-otp-prelogin') {
        return ok({ sentTo: '+234 *** *** 4567', expiresAt: '2099-01-01T00:00:00.000Z', resendAfterSeconds: 30 });
      }
      return providers;
    });
    const { router } = await renderLogin('/login?redirectTo=%2Fdashboard%2Fsettings%2Ftwo-factor');
    const user = await signIn();

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a code by SMS instead' }));
    await user.click(screen.getByRole('button', { name: 'Send me a code by SMS' }));
    expect(await screen.findByText(/Code sent to \+234 \*\*\* \*\*\* 4567/)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/users/send-phone-otp-prelogin')?.body).toEqual({ challengeId });

    await user.type(screen.getByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/two-factor'));
    expect(calls.find((call) => call.url === '/users/login-two-factor')?.body).toEqual({
      challengeId,
      method: 'phone',
      code: '123456',
    });
  });

  it('when another SMS is refused as too many attempts, then the code sent before still signs in', async () => {
    let smsRequests = 0;
    mockApi(({ url }) => {
      if (url === '/users/login') {
        return ok({
          status: 'two-factor-required',
          challengeId: '0b7f5c1e-1111-4222-8333-444455556666',
          methods: ['phone'],
          phoneHint: '•••• 4567',
        });
      }
      if (url === '/users/send-phone-otp-prelogin') {
        smsRequests += 1;
        if (smsRequests > 1) return failure(429, 'RATE_LIMITED');
        return ok({ sentTo: '+234 *** *** 4567', expiresAt: '2099-01-01T00:00:00.000Z', resendAfterSeconds: 0 });
      }
      if (url === '/users/login-two-factor') return ok(session);
      return providers;
    });
    const { router } = await renderLogin('/login?redirectTo=%2Fdashboard%2Fwallet');
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Send me a code by SMS' }));
    expect(await screen.findByText(/Code sent to \+234 \*\*\* \*\*\* 4567/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Too many attempts. Wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByText(/Code sent to \+234 \*\*\* \*\*\* 4567/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
  });

  it('when the two-factor code is wrong, then the step says so and stays', async () => {
    mockApi(({ url }) => {
      if (url === '/users/login') {
        return ok({
          status: 'two-factor-required',
          challengeId: '0b7f5c1e-1111-4222-8333-444455556666',
          methods: ['authenticator'],
          phoneHint: null,
        });
      }
      if (url === '/users/login-two-factor') return failure(401, 'TWO_FACTOR_INVALID');
      return providers;
    });
    await renderLogin();
    const user = await signIn();
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That two-factor code is not right.');
    expect(screen.queryByRole('button', { name: 'Use a code by SMS instead' })).not.toBeInTheDocument();
  });

  it('shows buttons only for providers with the redirect flow configured', async () => {
    mockApi(() => ok({ tokenSignIn: ['google', 'apple'], redirect: ['google'] }));
    await renderLogin('/login?redirectTo=%2Fdashboard%2Ffleet');
    const google = await screen.findByRole('link', { name: /Continue with Google/ });
    expect(google).toHaveAttribute('href', '/api/auth/google?redirectTo=%2Fdashboard%2Ffleet');
    expect(screen.queryByRole('link', { name: /Continue with Apple/ })).not.toBeInTheDocument();
  });
});
