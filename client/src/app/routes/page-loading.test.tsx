import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testUser } from '../../features/users/testing/user-fixture.ts';
import { mockApi, ok, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../router.tsx';

/** The test runner's process (Node's): an error thrown in a render the framework queued reaches it. */
interface RunnerProcess {
  on(event: 'uncaughtException', listener: (error: unknown) => void): void;
  off(event: 'uncaughtException', listener: (error: unknown) => void): void;
}
const { process } = globalThis as unknown as { process: RunnerProcess };

// Errors thrown in a render that the framework queued reach no component: the window or the process hears them.
let uncaught: unknown[];
const remember = (event: ErrorEvent) => uncaught.push(event.error);
const rememberThrown = (error: unknown) => uncaught.push(error);

beforeEach(() => {
  uncaught = [];
  window.addEventListener('error', remember);
  process.on('uncaughtException', rememberThrown);
  setSessionCookie(true);
  mockApi((request) => {
    if (request.url === '/users/get-user') return ok(testUser);
    if (request.url === '/users/me/recent-activities') return ok({ items: [], total: 0, page: 1, limit: 10 });
    return ok(null);
  });
});
afterEach(() => {
  window.removeEventListener('error', remember);
  process.off('uncaughtException', rememberThrown);
  setSessionCookie(false);
});

describe('loading a page as the app does (its code, then its strings)', () => {
  it('when the profile page waits for its strings in several parts at once, then it shows without an error', async () => {
    await renderRoutes(routes, { path: '/dashboard/settings/user-profile', lateCatalogues: true });
    expect(await screen.findByLabelText('Question 1')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeInTheDocument();
    // A part brought back after it was gone fails on the next render: let every pending render run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(uncaught).toEqual([]);
  });
});
