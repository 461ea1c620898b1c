import { describe, expect, it } from 'vitest';
import { callRequestFormSchema, callRequestSchema } from '../content/call-request.schemas.ts';
import { phoneSchema } from '../users/account.schemas.ts';
import { dialCodeOptions, isDialCode, normalisePhone, parsePhone, parsePhoneParts } from './phone.ts';

const amaka = { e164: '+2348031234567', dialCode: '+234', number: '8031234567' };

describe('a whole phone number', () => {
  it('reads a Nigerian mobile with +234, with 234, with its trunk 0 or bare, however it is spaced', () => {
    for (const typed of ['+2348031234567', '+234 803 123 4567', '08031234567', '0803-123-4567', '803 123 4567']) {
      expect(parsePhone(typed), typed).toEqual(amaka);
    }
    expect(normalisePhone('(0803) 123.4567')).toBe('+2348031234567');
    expect(normalisePhone('+234 (0) 803 123 4567')).toBe('+2348031234567');
  });

  it('reads Norwegian numbers, mobile and landline, with their country code or with Norway as the default', () => {
    expect(parsePhone('+47 412 34 567')).toEqual({ e164: '+4741234567', dialCode: '+47', number: '41234567' });
    expect(normalisePhone('+47 22 12 34 56')).toBe('+4722123456');
    expect(normalisePhone('412 34 567', 'NO')).toBe('+4741234567');
  });

  it('refuses garbage, numbers too short or too long, and numbers no plan has', () => {
    for (const typed of ['', 'abc', '0803 CALL ME', '12', '+234', '803123', '8031234567890123', '+999 1234 5678']) {
      expect(parsePhone(typed), typed).toBeNull();
    }
    // Eight digits are a Norwegian number, not a Nigerian one.
    expect(parsePhone('41234567')).toBeNull();
    expect(normalisePhone('javascript:alert(1)')).toBeNull();
  });
});

describe('a number beside a dialling code', () => {
  it('reads a Nigerian mobile with or without its trunk 0, and a Norwegian one', () => {
    expect(parsePhoneParts('+234', '0803 123 4567')).toEqual(amaka);
    expect(parsePhoneParts(' +234 ', '8031234567')).toEqual(amaka);
    expect(parsePhoneParts('+47', '412 34 567')).toEqual({ e164: '+4741234567', dialCode: '+47', number: '41234567' });
  });

  it('keeps a leading 0 that belongs to the number (Italy), which no trunk rule may strip', () => {
    expect(parsePhoneParts('+39', '06 1234 5678')).toEqual({
      e164: '+390612345678',
      dialCode: '+39',
      number: '0612345678',
    });
  });

  it('refuses unknown codes, a number of another code and garbage', () => {
    expect(parsePhoneParts('234', '8031234567')).toBeNull();
    expect(parsePhoneParts('+999', '8031234567')).toBeNull();
    expect(parsePhoneParts('+47', '8031234567')).toBeNull();
    expect(parsePhoneParts('+234', '+4741234567')).toBeNull();
    expect(parsePhoneParts('+234', 'abc')).toBeNull();
    expect(parsePhoneParts('+234', '12')).toBeNull();
  });

  it('knows the calling codes', () => {
    expect(['+234', '+47', '+1', '+44'].every(isDialCode)).toBe(true);
    expect(['234', '+', '+999', '+2345', 'NG'].some(isDialCode)).toBe(false);
  });
});

describe('dial-code options', () => {
  it('list about two hundred countries, Nigeria +234 first, named in the language asked for', () => {
    const options = dialCodeOptions('en');
    expect(options.length).toBeGreaterThan(200);
    expect(options[0]).toEqual({ country: 'NG', name: 'Nigeria', dialCode: '+234' });
    expect(dialCodeOptions('nb')).toContainEqual({ country: 'NO', name: 'Norge', dialCode: '+47' });
  });
});

describe('the schemas with a phone', () => {
  const errorsOf = async (
    schema: { validate: (value: unknown, options: object) => Promise<unknown> },
    value: unknown,
  ) => {
    try {
      await schema.validate(value, { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner: { path: string; message: string }[] }).inner;
      return Object.fromEntries(inner.reverse().map((item) => [item.path, item.message]));
    }
  };

  it('store a profile phone in one form however it was typed', async () => {
    expect(await phoneSchema.validate({ dialCode: '+234', number: '0803 123 4567' })).toEqual({
      dialCode: '+234',
      number: '8031234567',
    });
    expect(await phoneSchema.validate({ dialCode: '+47', number: '412 34 567' })).toEqual({
      dialCode: '+47',
      number: '41234567',
    });
  });

  it('say which part of a profile phone is wrong', async () => {
    expect(await errorsOf(phoneSchema, { dialCode: '234', number: 'abc' })).toEqual({
      dialCode: 'validation:dialCodeInvalid',
      number: 'validation:phoneInvalid',
    });
    expect(await errorsOf(phoneSchema, { dialCode: '+47', number: '8031234567' })).toEqual({
      number: 'validation:phoneUnknownNumber',
    });
    expect(await errorsOf(phoneSchema, { dialCode: '+234', number: '' })).toEqual({
      number: 'validation:phoneRequired',
    });
  });

  it('send what the request-a-call form accepts as a number the API accepts, in E.164', async () => {
    const form = await callRequestFormSchema.validate({
      fullName: 'Chidi Eze',
      dialCode: '+234',
      phoneNumber: '0803 123 4567',
      category: 'vehicle',
    });
    const body = {
      fullName: form.fullName,
      fullPhoneNumber: `${form.dialCode}${form.phoneNumber}`,
      category: 'vehicle',
    };
    expect(await callRequestSchema.validate(body)).toEqual({ ...body, fullPhoneNumber: '+2348031234567' });
    expect(await errorsOf(callRequestSchema, { ...body, fullPhoneNumber: '+234 803' })).toEqual({
      fullPhoneNumber: 'validation:phoneUnknownNumber',
    });
    expect(await errorsOf(callRequestSchema, { ...body, fullPhoneNumber: 'call me' })).toEqual({
      fullPhoneNumber: 'validation:phoneInvalid',
    });
  });
});
