import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { AboutUsPage } from './about-us-page.tsx';
import { CookiePolicyPage } from './cookie-policy-page.tsx';
import { HowItWorksPage } from './how-it-works-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

const routes = [
  { path: '/how-it-works', Component: HowItWorksPage },
  { path: '/about-us', Component: AboutUsPage },
  { path: '/privacy', Component: PrivacyPage },
  { path: '/terms', Component: TermsPage },
  { path: '/cookie-policy', Component: CookiePolicyPage },
];

describe('the information pages', () => {
  it.each([
    ['/privacy', 'Privacy policy', 12],
    ['/terms', 'Terms of service', 13],
    ['/cookie-policy', 'Cookie policy', 8],
  ])(
    'when %s opens, then it has a "Last updated" line and a table of contents linking every section',
    async (path, title, count) => {
      await renderRoutes(routes, { path });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(/^Last updated: /)).toBeInTheDocument();
      const toc = screen.getByRole('navigation', { name: 'On this page' });
      const links = within(toc).getAllByRole('link');
      expect(links).toHaveLength(count);
      for (const link of links) {
        const id = decodeURIComponent(link.getAttribute('href')?.split('#')[1] ?? '');
        const target = document.getElementById(id);
        expect(target?.tagName, `${link.textContent} points at its heading`).toBe('H2');
        expect(target?.textContent).toContain(link.textContent);
      }
      expect(document.title).toBe(`${title} · FleetCare`);
    },
  );

  it('when the visitor reads Norwegian, then the policy is in Norwegian', async () => {
    await renderRoutes(routes, { path: '/privacy', language: 'nb' });
    expect(screen.getByRole('heading', { level: 1, name: 'Personvernerklæring' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'På denne siden' })).toBeInTheDocument();
  });

  it('when How it Works opens, then its steps show, and its call to action offers booking and requesting spare parts', async () => {
    await renderRoutes(routes, { path: '/how-it-works' });
    expect(screen.getByRole('heading', { level: 1, name: 'How FleetCare works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Book in a few minutes' })).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: 'Ready when you are' });
    expect(within(cta).getByRole('link', { name: 'Book a mechanic' })).toHaveAttribute(
      'href',
      '/dashboard/maintenance?bookingMaintenance=true',
    );
    expect(within(cta).getByRole('link', { name: 'Request spare parts' })).toHaveAttribute(
      'href',
      '/dashboard/spare-parts/spare-part-requests/new',
    );
  });

  it('when About us opens, then every section has its heading', async () => {
    await renderRoutes(routes, { path: '/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'About FleetCare' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Where we operate' })).toBeInTheDocument();
  });
});
