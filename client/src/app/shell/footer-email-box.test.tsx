import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { failure, mockApi, ok } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';
import { SiteFooter } from './site-footer.tsx';

const routes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      { index: true, Component: SiteFooter },
      { path: 'login', Component: () => <h1>Login page</h1> },
      { path: 'signup', Component: () => <h1>Signup page</h1> },
    ],
  },
];

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.unstubAllGlobals());

async function submit(email: string) {
  const user = userEvent.setup();
  // The box's code loads once the footer is near the screen (at once here: the test's DOM has no IntersectionObserver).
  const input = await screen.findByRole('textbox', { name: 'Your email' });
  await user.clear(input);
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the footer e-mail box', () => {
  it('shows the address, the phone lines, the support hours and its links', async () => {
    mockApi(() => ok(null));
    await renderRoutes(routes);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria');
    expect(footer).toHaveTextContent('Support: 24 hours, 7 days');
    expect(screen.getByRole('link', { name: '+234 201 330 0500' })).toHaveAttribute('href', 'tel:+2342013300500');
    for (const [name, href] of [
      ['About us', '/about-us'],
      ['How it works', '/how-it-works'],
      ['Help', '/help'],
      ['Blog', '/blog'],
      ['Privacy policy', '/privacy'],
      ['Terms of service', '/terms'],
      ['Cookie policy', '/cookie-policy'],
      // The page for mechanics, under both of its names.
      ['Register as a technician', '/technician'],
      ['Mechanics: work with us', '/mechanic'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('when the address is registered, then the visitor goes to /login with the address', async () => {
    const calls = mockApi(() => ok({ registered: true }));
    const { router } = await renderRoutes(routes);
    await submit('  customer@demo.fleetcare.ng ');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=customer%40demo.fleetcare.ng');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/users/check-if-email-is-registered',
        params: { email: 'customer@demo.fleetcare.ng' },
      }),
    ]);
  });

  it('when the address is not registered, then the visitor goes to /signup with the address', async () => {
    mockApi(() => ok({ registered: false }));
    const { router } = await renderRoutes(routes);
    await submit('new.driver@example.com');
    expect(await screen.findByRole('heading', { name: 'Signup page' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('new.driver@example.com');
  });

  it('when the box is empty or the address is not an e-mail, then it says so and asks the server nothing', async () => {
    const calls = mockApi(() => ok({ registered: false }));
    await renderRoutes(routes);
    await submit('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required.');
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveAttribute('aria-invalid', 'true');
    await submit('not-an-address');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is invalid.');
    expect(calls).toHaveLength(0);
  });

  it('when the server refuses (too many checks, 429), then an error toast shows its message and the visitor stays', async () => {
    mockApi(() => ({
      status: 429,
      body: {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Wait a moment and try again.',
        requestId: 'r',
      },
    }));
    const { router } = await renderRoutes(routes);
    await submit('someone@example.com');
    expect(await screen.findByText('Too many attempts. Wait a moment and try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  });

  it('when the server fails in another way, then the toast shows the message the server sent', async () => {
    mockApi(() => failure(503, 'DATABASE_UNAVAILABLE'));
    await renderRoutes(routes);
    await submit('someone@example.com');
    expect(await screen.findByText('DATABASE_UNAVAILABLE')).toBeInTheDocument();
  });
});
