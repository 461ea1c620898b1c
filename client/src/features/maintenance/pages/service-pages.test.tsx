import type { ServiceDetailsDto } from '@fleetcare/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ServicePricePage } from './service-price-page.tsx';
import { ServiceTypePage } from './service-type-page.tsx';

function service(slug: string, kind: ServiceDetailsDto['kind'], name: string): ServiceDetailsDto {
  return {
    _id: `id-${slug}`,
    slug,
    kind,
    name,
    summary: `${name} at your location.`,
    includes: [`${name}: first item`, `${name}: second item`],
    priceRanges: [
      { vehicleClass: 'truck', minKobo: 2_000_000, maxKobo: 4_000_000 },
      { vehicleClass: 'car', minKobo: 1_500_000, maxKobo: 3_500_000 },
      { vehicleClass: 'suv', minKobo: 1_000_000, maxKobo: 2_000_000 },
      { vehicleClass: 'bus', minKobo: 1_200_000, maxKobo: 2_500_000 },
    ],
    durationMinutes: { min: 45, max: 120 },
  };
}

const catalogue = [
  service('general-servicing', 'maintenance', 'General servicing'),
  service('diagnostics', 'inspection', 'Diagnostics'),
  service('roadside-assistance', 'roadside', 'Roadside assistance'),
  service('spare-parts-sourcing', 'parts', 'Spare-parts sourcing'),
];

const routes = [
  { path: '/services/get-price/:inspectionType', Component: ServicePricePage },
  { path: '/services/:serviceType', Component: ServiceTypePage },
];

describe('the service pages', () => {
  it('when /services/maintenance opens, then its services show what is included, naira ranges and duration', async () => {
    const calls = mockApi(() => ok(catalogue));
    await renderRoutes(routes, { path: '/services/maintenance' });
    const card = within(await screen.findByRole('article', { name: 'General servicing' }));
    expect(card.getByText('General servicing: first item')).toBeInTheDocument();
    expect(card.getByText('₦15,000 – ₦35,000')).toBeInTheDocument();
    // Vehicle classes in the fixed order car, SUV, bus, truck.
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Car',
      'SUV or pickup',
      'Bus or minibus',
      'Truck',
    ]);
    expect(card.getByText('Usually takes 45 min – 2 h')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Prices for General servicing' })).toHaveAttribute(
      'href',
      '/services/get-price/general-servicing',
    );
    expect(screen.queryByRole('article', { name: 'Diagnostics' })).not.toBeInTheDocument();
    // Booking has its screen: the page's action leads to the request form.
    for (const link of screen.getAllByRole('link', { name: 'Book a mechanic' })) {
      expect(link).toHaveAttribute('href', '/dashboard/maintenance?bookingMaintenance=true');
    }
    expect(calls[0]).toMatchObject({ url: '/users/get-service-details', params: { locale: 'en' } });
  });

  it('when /services/spare-parts opens, then the parts service shows with the way to request parts', async () => {
    mockApi(() => ok(catalogue));
    await renderRoutes(routes, { path: '/services/spare-parts' });
    expect(await screen.findByRole('article', { name: 'Spare-parts sourcing' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Request spare parts' })).toHaveAttribute(
      'href',
      '/dashboard/spare-parts/spare-part-requests/new',
    );
  });

  it('when /services/fleet opens, then fleet records copy and the maintenance and inspection services show', async () => {
    mockApi(() => ok(catalogue));
    await renderRoutes(routes, { path: '/services/fleet' });
    expect(await screen.findByRole('article', { name: 'General servicing' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Diagnostics' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Roadside assistance' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fleet records' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your vehicles' })).toHaveAttribute('href', '/dashboard/fleet/new');
  });

  it('when the service type is unknown, then a not-found state lists the real ones', async () => {
    mockApi(() => ok(catalogue));
    await renderRoutes(routes, { path: '/services/painting' });
    expect(await screen.findByRole('heading', { name: 'We do not offer that service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roadside assistance' })).toHaveAttribute('href', '/services/roadside');
  });

  it('when a get-price page opens in Norwegian, then the price table and summary group digits with a no-break space', async () => {
    mockApi(() => ok(catalogue));
    await renderRoutes(routes, { path: '/services/get-price/diagnostics', language: 'nb' });
    const table = within(await screen.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Personbil₦15\u00a0000 – ₦35\u00a0000',
      'SUV eller pickup₦10\u00a0000 – ₦20\u00a0000',
      'Buss eller minibuss₦12\u00a0000 – ₦25\u00a0000',
      'Lastebil₦20\u00a0000 – ₦40\u00a0000',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeInTheDocument();
    expect(
      screen.getByText('Fra ₦10\u00a0000 til ₦40\u00a0000, avhengig av kjøretøyet og arbeidet som trengs.', {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tar vanligvis 45 min – 2 t')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Bestill mekaniker' })) {
      expect(link).toHaveAttribute('href', '/dashboard/maintenance?bookingMaintenance=true');
    }
  });

  it('when the get-price slug is unknown, then a not-found state is shown', async () => {
    mockApi(() => ok(catalogue));
    await renderRoutes(routes, { path: '/services/get-price/no-such-service' });
    expect(await screen.findByRole('heading', { name: 'We could not find that service' })).toBeInTheDocument();
  });
});
