import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_KEY, type IpLookupDto } from '@fleetcare/shared';
import { ensureIpLookup, IP_LOOKUP_STORAGE_KEY } from '../../features/content/ip-lookup.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';

const norway: IpLookupDto = { locale: 'nb', country: 'NO', geoCoordinates: { lat: 59.9, lng: 10.7 } };
const nigeria: IpLookupDto = { locale: 'en', country: 'NG', geoCoordinates: { lat: 6.5, lng: 3.4 } };

function storeLookup(lookup: IpLookupDto) {
  localStorage.setItem(IP_LOOKUP_STORAGE_KEY, JSON.stringify(lookup));
}

const renderBanner = () => renderRoutes([{ path: '/', Component: CookieBanner }]);
const banner = () => screen.queryByRole('region', { name: 'Cookies on FleetCare' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the cookie banner', () => {
  it('when the stored country is in the consent list and no choice is stored, then the banner shows Accept and Not now, and no decline', async () => {
    storeLookup(norway);
    await renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /decline|reject/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute('href', '/cookie-policy');
    // Fixed over the page: it moves nothing when it appears.
    expect(banner()?.className).toMatch(/\bfixed\b.*\bbottom-0\b/);
  });

  it('when the visitor is in a country outside the list (Nigeria), then there is no banner', async () => {
    storeLookup(nigeria);
    await renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it('when no IP lookup is stored, then there is no banner', async () => {
    await renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    ['Accept', 'accept'],
    ['Not now', 'postpone'],
  ])(
    'when the visitor presses %s, then "%s" is stored under the consent key and the banner goes for good',
    async (button, stored) => {
      storeLookup(norway);
      const { unmount } = await renderBanner();
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);
      expect(banner()).not.toBeInTheDocument();
      unmount();
      await renderBanner();
      expect(banner()).not.toBeInTheDocument();
    },
  );

  it('when a choice is already stored, then the banner does not show', async () => {
    storeLookup(norway);
    localStorage.setItem(COOKIE_CONSENT_KEY, 'decline');
    await renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it('when the first visit`s lookup answers after the first paint, then the banner appears', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const lookup = ensureIpLookup();
    await renderBanner();
    expect(banner()).not.toBeInTheDocument();
    await act(async () => {
      answer(new Response(JSON.stringify({ success: true, data: norway })));
      await lookup;
    });
    expect(banner()).toBeInTheDocument();
  });
});
