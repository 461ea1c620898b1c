import { afterEach, beforeEach, vi } from 'vitest';
import { createFakeLiveServer } from '../features/notifications/testing/fake-live-server.ts';
import { setLiveSocketFactory } from '../lib/live/socket.ts';
import { setSessionCookie } from './mock-api.ts';

/**
 * The surroundings of a test that renders the app's shell, set before each test of the file and undone after it:
 * an empty localStorage, the session marker present or not, no network behind the API mock (fetch answers `{}`),
 * a scrollTo that does nothing, and an in-memory server for the live socket the signed-in header opens. Call it at
 * the top of the file; tests that sign in or out on the way call setSessionCookie themselves.
 */
export function setUpShellTests({ signedIn }: { signedIn: boolean }) {
  beforeEach(() => {
    localStorage.clear();
    setSessionCookie(signedIn);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const live = createFakeLiveServer();
    setLiveSocketFactory(async () => live.socket);
  });
  afterEach(() => {
    setLiveSocketFactory(undefined);
    setSessionCookie(false);
    vi.unstubAllGlobals();
  });
}
