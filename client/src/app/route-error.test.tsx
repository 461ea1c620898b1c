import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { isChunkLoadError, RouteError } from './route-error.tsx';

describe('route errors', () => {
  it('recognises chunk load failures of every engine', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('CSS chunk load failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('offers a reload when a page fails to load', async () => {
    await renderRoutes([
      {
        path: '/',
        ErrorBoundary: RouteError,
        lazy: async () => {
          throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'This part of FleetCare did not load' })).toBeInTheDocument();
    expect(screen.getByText(/Reloading usually fixes it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
