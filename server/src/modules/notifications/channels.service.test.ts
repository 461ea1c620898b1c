import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings } from '@fleetcare/shared';
import { completeSettings } from './channels.service.ts';

describe('completeSettings', () => {
  it('when nothing is stored, then the defaults', () => {
    expect(completeSettings(null)).toEqual(defaultNotificationSettings);
  });

  it('keeps stored choices and fills missing categories and channels from the defaults', () => {
    const settings = completeSettings({ parts: { sms: true }, marketing: { email: true, sms: true, push: true } });
    expect(settings.parts).toEqual({ email: true, sms: true, push: true });
    expect(settings.marketing).toEqual({ email: true, sms: true, push: true });
    expect(settings.fleet).toEqual(defaultNotificationSettings.fleet);
  });

  it('ignores values that are not booleans and categories it does not know', () => {
    const settings = completeSettings({ payments: { email: 'no', sms: 0, push: false }, gossip: { email: true } });
    expect(settings.payments).toEqual({ email: true, sms: true, push: false });
    expect(Object.keys(settings).sort()).toEqual(Object.keys(defaultNotificationSettings).sort());
  });
});
