import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverEvents } from '@fleetcare/shared';
import { Toaster } from '../../../components/ui/toast.tsx';
import { holdLiveSocket, liveStatus, setLiveSocketFactory } from '../../../lib/live/socket.ts';
import { createFakeSocket, type FakeSocket } from '../../../lib/live/testing/fake-socket.ts';
import enUsers from '../../../locales/en/users.json';
import nbUsers from '../../../locales/nb/users.json';
import { setSessionCookie } from '../../../test/mock-api.ts';
import { userKeys } from '../api/user-keys.ts';
import { testUser } from '../testing/user-fixture.ts';
import { registerForcedSignOut } from './forced-sign-out.ts';
import { hasSessionCookie } from './session-cookie.ts';

let server: FakeSocket;
let queryClient: QueryClient;
let unregister: () => void;
const revalidate = vi.fn();

beforeAll(async () => {
  // The forced sign-out speaks through the app's i18next instance, as main.tsx sets it up.
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { users: enUsers }, nb: { users: nbUsers } },
    interpolation: { escapeValue: false },
  });
});

beforeEach(async () => {
  await i18next.changeLanguage('en');
  localStorage.setItem('user', JSON.stringify(testUser));
  localStorage.setItem('authenticationMethod', 'password');
  setSessionCookie(true);
  queryClient = new QueryClient();
  queryClient.setQueryData(userKeys.currentUser(), testUser);
  server = createFakeSocket(() => ({ ok: true, data: {} }));
  setLiveSocketFactory(async () => server.socket);
  revalidate.mockReset();
  unregister = registerForcedSignOut(queryClient, revalidate);
});

afterEach(() => {
  unregister();
  setLiveSocketFactory(undefined);
  setSessionCookie(false);
  localStorage.clear();
});

/** A signed-in tab: the header holds the live socket and the notices are on screen. */
async function openTab() {
  render(<Toaster closeLabel="Close" />);
  const release = holdLiveSocket();
  await waitFor(() => expect(liveStatus()).toBe('connected'));
  return release;
}

describe('the session ended by the server', () => {
  it('when the live socket says the account was suspended, then the tab signs out at once and a notice says why', async () => {
    const release = await openTab();
    server.push(serverEvents.SESSION_ENDED, { reason: 'suspended', detail: 'Chargebacks on three top-ups' });

    expect(
      await screen.findByText(
        'Your account has been suspended, so you have been signed out. Reason given: “Chargebacks on three top-ups”',
      ),
    ).toBeInTheDocument();
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('authenticationMethod')).toBeNull();
    expect(hasSessionCookie()).toBe(false);
    expect(queryClient.getQueryData(userKeys.currentUser())).toBeUndefined();
    // The tab closed its socket itself: no reconnection is tried with the ended session.
    expect(liveStatus()).toBe('idle');
    expect(server.socket.connected).toBe(false);
    release({ signedOut: true });
  });

  it('when no reason was given, then the notice says only that the account is suspended, in the reader’s language', async () => {
    await i18next.changeLanguage('nb');
    const release = await openTab();
    server.push(serverEvents.SESSION_ENDED, { reason: 'suspended', detail: null });

    expect(await screen.findByText('Kontoen din er suspendert, så du er logget ut.')).toBeInTheDocument();
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('user')).toBeNull();
    release({ signedOut: true });
  });
});
