import { describe, expect, it } from 'vitest';
import { testI18n } from '../test/render.tsx';
import { ApiError } from './api-error.ts';
import { errorText, serverMessage, translateMessage } from './error-text.ts';
import { LiveRequestError } from './live/socket-types.ts';

const refused = new ApiError({ code: 'EMAIL_TAKEN', status: 409, message: 'That e-mail address is in use.' });

describe('error text', () => {
  it('when a call failed, then its code is said in the page language, not in the server`s words', async () => {
    const en = (await testI18n('en')).t;
    const nb = (await testI18n('nb')).t;
    expect(errorText(en, refused)).toBe(en('errors:EMAIL_TAKEN'));
    expect(errorText(nb, refused)).toBe(nb('errors:EMAIL_TAKEN'));
    expect(errorText(nb, refused)).not.toBe(errorText(en, refused));
  });

  it('when a socket request failed, then its code is said the same way', async () => {
    const { t } = await testI18n('en');
    const unanswered = new LiveRequestError('NETWORK_ERROR', 'No answer.');
    expect(errorText(t, unanswered)).toBe(t('errors:NETWORK_ERROR'));
  });

  it('when the catalogue lacks the code, then the server`s message is shown', async () => {
    const { t } = await testI18n('en');
    const odd = new ApiError({ code: 'NOT_A_CODE' as never, status: 400, message: 'Something specific.' });
    expect(errorText(t, odd)).toBe('Something specific.');
  });

  it('when anything else went wrong, then it is an internal error', async () => {
    const { t } = await testI18n('nb');
    expect(errorText(t, new TypeError('x is undefined'))).toBe(t('errors:INTERNAL_ERROR'));
  });

  it('when a notice shows the server`s message, then English pages show it as sent and others translate it', async () => {
    const en = (await testI18n('en')).t;
    const nb = (await testI18n('nb')).t;
    expect(serverMessage(en, 'en', refused)).toBe('That e-mail address is in use.');
    expect(serverMessage(nb, 'nb', refused)).toBe(nb('errors:EMAIL_TAKEN'));
    expect(serverMessage(en, 'en', new Error('boom'))).toBe(en('errors:INTERNAL_ERROR'));
  });

  it('when a field message is a catalogue key, then it is translated; plain text is shown as it came', async () => {
    const { t } = await testI18n('nb');
    expect(translateMessage(t, 'errors:EMAIL_TAKEN')).toBe(t('errors:EMAIL_TAKEN'));
    expect(translateMessage(t, 'Must be a valid VIN.')).toBe('Must be a valid VIN.');
  });
});
