import { describe, expect, it } from 'vitest';
import * as shared from '../index.ts';
import { leadsToScreen, screenOf, screens, withScreens } from './screens.ts';

describe('the screens table', () => {
  it('matches a path to its pattern, a parameter standing for any one segment', () => {
    expect(screenOf('/')).toBe(screens.home);
    expect(screenOf('/dashboard/fleet/show/3f1c2a')).toBe(screens.vehicle);
    expect(screenOf('/blog/keeping-your-brakes-healthy')).toBe(screens.blogPost);
    expect(screenOf('/services/get-price/pre-purchase')).toBe(screens.servicePrice);
    expect(screenOf('/services/maintenance')).toBe(screens.service);
  });

  it('matches as the router does: a trailing slash and the letter case make no difference', () => {
    expect(screenOf('/blog/')).toBe(screens.blog);
    expect(screenOf('/Dashboard/Wallet')).toBe(screens.wallet);
  });

  it('knows no path outside the table: an extra or a missing segment, an unknown word', () => {
    for (const path of [
      '/dashboard/settings/referral',
      '/dashboard/spare-parts/my-quotations/archived-quotations',
      '/blog/a/b',
      '/dashboard/fleet/show',
      '/dev/mailbox',
    ]) {
      expect(screenOf(path), path).toBeUndefined();
    }
  });

  it('reads a link inside the app without its query and hash; a link elsewhere leads to no screen', () => {
    expect(leadsToScreen('/dashboard/fleet?isAddingNewVehicle=true')).toBe(true);
    expect(leadsToScreen('/#subscriptions')).toBe(true);
    expect(leadsToScreen('/dashboard/maintenance?bookingMaintenance=true')).toBe(true);
    expect(leadsToScreen('/dashboard/spare-parts/my-quotations/archived-quotations?from=menu')).toBe(false);
    for (const href of ['https://example.com/', '//example.com/blog', 'mailto:help@example.com', 'blog']) {
      expect(leadsToScreen(href), href).toBe(false);
    }
  });

  it('keeps the entries whose screen exists, in their order, and leaves out the others', () => {
    const entries = [
      { key: 'fleet', to: '/dashboard/fleet' },
      { key: 'quotations', to: '/dashboard/spare-parts/my-quotations/archived-quotations' },
      { key: 'wallet', to: '/dashboard/wallet#top-up' },
    ];
    expect(withScreens(entries).map(({ key }) => key)).toEqual(['fleet', 'wallet']);
  });

  it('is reachable from the package root', () => {
    expect(shared.screens).toBe(screens);
    expect(shared.screenOf).toBe(screenOf);
  });
});
