import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createQueryClient } from '../../lib/query-client.ts';
import { mockApi, setSessionCookie } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { bookAProRoute, maintenanceRoutes } from './maintenance-routes.tsx';

function runLoader(route: { loader?: unknown }, url: string): unknown {
  if (typeof route.loader !== 'function') throw new Error('no loader');
  try {
    return (route.loader as (args: LoaderFunctionArgs) => unknown)({
      request: new Request(url),
      params: {},
      context: undefined,
    } as unknown as LoaderFunctionArgs);
  } catch (thrown) {
    return thrown;
  }
}

const locationOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get('Location') : null);

beforeEach(() => setSessionCookie(true));

describe('the maintenance routes', () => {
  it("when the landing page's Book now asks for ?bookingMaintenance=true, then the request form opens", async () => {
    mockApi(() => new Promise(() => undefined));
    await renderRoutes([{ path: '/dashboard/maintenance', HydrateFallback: () => null, children: maintenanceRoutes }], {
      path: '/dashboard/maintenance?bookingMaintenance=true',
      queryClient: createQueryClient(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a mechanic' })).toBeInTheDocument();
  });

  it('when a signed-in user opens /book-a-pro, then the request form opens; signed out, the sign-in first', () => {
    expect(locationOf(runLoader(bookAProRoute, 'http://localhost/book-a-pro'))).toBe('/dashboard/maintenance/new');
    setSessionCookie(false);
    expect(locationOf(runLoader(bookAProRoute, 'http://localhost/book-a-pro'))).toMatch(
      /^\/login\?redirectTo=%2Fbook-a-pro/,
    );
  });
});
