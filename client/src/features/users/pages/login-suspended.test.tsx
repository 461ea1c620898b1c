import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failure, mockApi, ok, setSessionCookie } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const providers = ok({ tokenSignIn: [], redirect: [] });
const REASON = 'Chargebacks on three top-ups';

function renderLogin(path: string, language: 'en' | 'nb' = 'en') {
  return renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <p>Arrived somewhere else</p> },
    ],
    { path, language },
  );
}

beforeEach(() => {
  localStorage.clear();
  setSessionCookie(false);
});
afterEach(() => setSessionCookie(false));

describe('signing in to a suspended account', () => {
  it('when the server answers ACCOUNT_SUSPENDED, then the page says the account is suspended and why, and stays', async () => {
    mockApi(({ url }) => (url === '/users/login' ? failure(403, 'ACCOUNT_SUSPENDED', { detail: REASON }) : providers));
    await renderLogin('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'amaka@example.com');
    await user.type(screen.getByLabelText('Password'), 'Kelechi-drives-a-Corolla-2019');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account is suspended. Contact FleetCare support to find out more.');
    expect(alert).toHaveTextContent(`Reason given: “${REASON}”`);
    expect(screen.queryByText('Arrived somewhere else')).not.toBeInTheDocument();
  });

  it('in Norwegian, then both the text and the reason line are Norwegian', async () => {
    mockApi(({ url }) => (url === '/users/login' ? failure(403, 'ACCOUNT_SUSPENDED', { detail: REASON }) : providers));
    await renderLogin('/login', 'nb');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-postadresse'), 'amaka@example.com');
    await user.type(screen.getByLabelText('Passord'), 'Kelechi-drives-a-Corolla-2019');
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Denne kontoen er suspendert.');
    expect(alert).toHaveTextContent(`Begrunnelse: «${REASON}»`);
  });

  it('when a social redirect sign-in was refused as suspended, then the page says the account is suspended', async () => {
    mockApi(() => providers);
    await renderLogin('/login?error=ACCOUNT_SUSPENDED');
    expect(
      await screen.findByText('This account is suspended. Contact FleetCare support to find out more.'),
    ).toBeInTheDocument();
  });
});
