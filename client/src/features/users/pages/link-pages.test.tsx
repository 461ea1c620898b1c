import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, mockApi, ok, setSessionCookie } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { testUser } from '../testing/user-fixture.ts';
import { ConfirmEmailPage } from './confirm-email-page.tsx';
import { EnterNewPasswordPage } from './enter-new-password-page.tsx';

const dashboard = { path: '/dashboard', Component: () => <p>Dashboard</p> };
const session = { status: 'signed-in', user: testUser, token: 'session.1', expiresAt: '2099-01-01T00:00:00.000Z' };

afterEach(() => {
  setSessionCookie(false);
  localStorage.clear();
});

describe('the e-mail confirmation link', () => {
  it('when the token is good, then it is sent once, the visitor is signed in and goes to /dashboard', async () => {
    const calls = mockApi(() => ok(session));
    const { router } = await renderRoutes([{ path: '/status/confirm-email', Component: ConfirmEmailPage }, dashboard], {
      path: '/status/confirm-email?token=abc123',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /users/verify_email/abc123']);
    expect(localStorage.getItem('authenticationMethod')).toBe('email-link');
  });

  it.each([
    ['LINK_EXPIRED', 410, 'This confirmation link has expired'],
    ['LINK_USED', 410, 'This link has already been used'],
    ['LINK_INVALID', 400, 'This confirmation link does not work'],
  ])('when the server answers %s, then that is said with a way to get a new link', async (code, status, heading) => {
    mockApi(() => failure(status, code));
    await renderRoutes([{ path: '/status/confirm-email', Component: ConfirmEmailPage }], {
      path: '/status/confirm-email?token=abc123',
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send confirmation link' })).toBeInTheDocument();
  });
});

describe('the new-password link', () => {
  const path = '/enter-new-password?id=0b7f5c1e-1111-4222-8333-444455556666&token=t0k3n';

  it('when the link has expired, then that is said before any form, with a "send a new link" action', async () => {
    mockApi(() => failure(410, 'LINK_EXPIRED'));
    await renderRoutes([{ path: '/enter-new-password', Component: EnterNewPasswordPage }], { path });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/resetpassword');
  });

  it('when the link is good, then the new password is saved and the visitor is signed in', async () => {
    const calls = mockApi(({ url }) =>
      url.startsWith('/users/password-reset/')
        ? ok({ valid: true, email: 'amaka@example.com', expiresAt: '2099-01-01T00:00:00.000Z' })
        : ok(session),
    );
    const { router } = await renderRoutes(
      [{ path: '/enter-new-password', Component: EnterNewPasswordPage }, dashboard],
      {
        path,
      },
    );
    expect(await screen.findByText(/For the account amaka@example.com/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Tanker-lorries-at-Apapa-9');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Tanker-lorries-at-Apapa-9');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls[0]?.url).toBe('/users/password-reset/0b7f5c1e-1111-4222-8333-444455556666/t0k3n');
    expect(calls[1]?.body).toEqual({
      id: '0b7f5c1e-1111-4222-8333-444455556666',
      token: 't0k3n',
      password: 'Tanker-lorries-at-Apapa-9',
      confirmPassword: 'Tanker-lorries-at-Apapa-9',
    });
  });
});
