import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { LandingPage } from './landing-page.tsx';

describe('landing page', () => {
  it('shows the headline and the three services', async () => {
    await renderRoutes([{ path: '/', Component: LandingPage }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/vehicle repairs, anytime, anywhere/);
    for (const name of ['Maintenance', 'Spare parts', 'Fleet records']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'See what we do' })).toHaveAttribute('href', '#services');
  });

  it('speaks Norwegian', async () => {
    await renderRoutes([{ path: '/', Component: LandingPage }], { language: 'nb' });
    expect(screen.getByRole('heading', { name: 'Reservedeler' })).toBeInTheDocument();
  });
});
