import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpLookupDto } from '@fleetcare/shared';
import { ensureIpLookup, IP_LOOKUP_STORAGE_KEY, readStoredIpLookup } from '../../features/content/ip-lookup.ts';
import { LOCALE_STORAGE_KEY, storedLocale } from '../../lib/i18n.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LanguageSwitcher } from '../layouts/language-switcher.tsx';
import { initialLocale } from './initial-locale.ts';

const norway: IpLookupDto = { locale: 'nb', country: 'NO', geoCoordinates: { lat: 59.9, lng: 10.7 } };
const nigeria: IpLookupDto = { locale: 'en', country: 'NG', geoCoordinates: { lat: 6.5, lng: 3.4 } };

function answerLookup(lookup: IpLookupDto) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: lookup })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('locale detection', () => {
  it('when a first visit has no stored lookup, then GET /api/users/ipLookUp is asked once and its answer is stored', async () => {
    const fetchMock = answerLookup(norway);
    const [first, second] = await Promise.all([ensureIpLookup(), ensureIpLookup()]);
    expect(first).toEqual(norway);
    expect(second).toEqual(norway);
    expect(await ensureIpLookup()).toEqual(norway);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/users/ipLookUp', expect.anything());
    expect(readStoredIpLookup()).toEqual(norway);
    expect(JSON.parse(localStorage.getItem(IP_LOOKUP_STORAGE_KEY) ?? 'null')).toEqual(norway);
  });

  it('when the lookup fails, then nothing is stored, English is used, and the next visit asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"success":false}', { status: 500 })),
    );
    const lookup = ensureIpLookup();
    expect(await lookup).toBeUndefined();
    expect(readStoredIpLookup()).toBeUndefined();
    expect(await initialLocale(undefined, undefined, lookup)).toBe('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    expect(await ensureIpLookup()).toBeUndefined();
  });

  it('when the lookup says Norwegian on a first visit, then the page starts in Norwegian', async () => {
    answerLookup(norway);
    expect(await initialLocale(undefined, undefined, ensureIpLookup())).toBe('nb');
  });

  it('when the lookup says English (Nigeria), then the page starts in English', async () => {
    answerLookup(nigeria);
    expect(await initialLocale(undefined, undefined, ensureIpLookup())).toBe('en');
  });

  it('when a later visit has a stored lookup, then its locale is used without asking again', async () => {
    const fetchMock = answerLookup(nigeria);
    localStorage.setItem(IP_LOOKUP_STORAGE_KEY, JSON.stringify(norway));
    const stored = readStoredIpLookup();
    expect(await initialLocale(undefined, stored, ensureIpLookup())).toBe('nb');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the lookup is slow, then the first paint does not wait for it past the limit', async () => {
    const never = new Promise<IpLookupDto | undefined>(() => undefined);
    expect(await initialLocale(undefined, undefined, never, 20)).toBe('en');
  });

  it('when the visitor has chosen a language, then the choice wins over the lookup', async () => {
    expect(await initialLocale('en', norway, Promise.resolve(norway))).toBe('en');
    expect(await initialLocale('nb', nigeria, Promise.resolve(nigeria))).toBe('nb');
  });

  it('when the visitor picks a language in the switcher, then it is saved, becomes the language and sets html lang', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    localStorage.setItem(IP_LOOKUP_STORAGE_KEY, JSON.stringify(norway));
    await renderRoutes([{ path: '/', Component: LanguageSwitcher }]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(storedLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // The next visit starts in the chosen language although the stored lookup says Norwegian.
    expect(await initialLocale(storedLocale(), readStoredIpLookup(), Promise.resolve(norway))).toBe('en');
  });

  it('when a string is missing in Norwegian, then the English one shows', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'nb',
      fallbackLng: 'en',
      resources: { en: { common: { only: 'Only in English' } }, nb: { common: {} } },
      defaultNS: 'common',
    });
    expect(instance.t('only')).toBe('Only in English');
  });
});
