import { describe, expect, it } from 'vitest';
import { v } from '../validation/messages.ts';
import { missingApplicationItems, type CompletenessInput } from './application-completeness.ts';
import {
  ageOn,
  technicianAvailabilitySchema,
  technicianIdentitySchema,
  technicianLanguagesSchema,
  technicianSkillsSchema,
  updateTechnicianInfoSchema,
} from './technician.schemas.ts';

const errorsOf = async (
  schema: { validate: (value: unknown, options: object) => Promise<unknown> },
  value: unknown,
) => {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

const complete: CompletenessInput = {
  personal: {
    firstName: 'Chinedu',
    lastName: 'Okafor',
    phone: { dialCode: '+234', number: '8031234567' },
    dateOfBirth: '1990-04-12',
    bio: '',
    avatarUrl: '/files/avatars/x.webp',
  },
  skills: { trades: ['general-mechanic'], services: ['oil-change'], yearsExperience: 8 },
  languages: [{ code: 'english', level: 'fluent' }],
  serviceArea: {
    address: {
      line: '5 Allen Avenue',
      landmark: null,
      town: 'Ikeja',
      lga: 'Ikeja',
      state: 'Lagos',
      lat: 6.6,
      lng: 3.35,
    },
    radiusKm: 15,
  },
  availability: { days: [{ day: 'mon', from: '08:00', to: '18:00' }] },
  identity: { ninMasked: '********901' },
  credentials: [
    {
      _id: 'a',
      kind: 'id-document',
      title: 'NIN slip',
      fileName: 'id.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 1,
      url: '/files/x',
      createdAt: '',
    },
    {
      _id: 'b',
      kind: 'trade-test',
      title: 'Trade test',
      fileName: 't.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      url: '/files/y',
      createdAt: '',
    },
  ],
  references: [1, 2].map((n) => ({
    _id: String(n),
    name: `Ref ${n}`,
    phone: { dialCode: '+234', number: '8031234567' },
    email: `ref${n}@example.com`,
    relationship: 'employer' as const,
    yearsKnown: 3,
    state: 'waiting' as const,
    sentAt: '',
    answeredAt: null,
    expiresAt: '',
  })),
  payout: { bankAccountCount: 1 },
};

describe('missingApplicationItems', () => {
  it('when every step is done, then nothing is missing', () => {
    expect(missingApplicationItems(complete)).toEqual([]);
  });

  it('when nothing is filled in, then every required item is listed in the order of the steps', () => {
    const empty: CompletenessInput = {
      personal: { firstName: 'A', lastName: 'B', phone: null, dateOfBirth: null, bio: '', avatarUrl: null },
      skills: { trades: [], services: [], yearsExperience: null },
      languages: [],
      serviceArea: { address: null, radiusKm: 15 },
      availability: { days: [] },
      identity: { ninMasked: null },
      credentials: [],
      references: [],
      payout: { bankAccountCount: 0 },
    };
    const missing = missingApplicationItems(empty);
    expect(missing.map((item) => `${item.step}.${item.field}`)).toEqual([
      'personal.phone',
      'personal.dateOfBirth',
      'personal.photo',
      'skills.trades',
      'skills.services',
      'skills.yearsExperience',
      'languages.languages',
      'service-area.address',
      'availability.days',
      'identity.nin',
      'identity.idDocument',
      'credentials.credentials',
      'references.references',
      'payout.bankAccount',
    ]);
  });

  it('when the only paper is the ID document, then a certificate or licence is still missing', () => {
    const missing = missingApplicationItems({ ...complete, credentials: complete.credentials.slice(0, 1) });
    expect(missing).toEqual([{ step: 'credentials', field: 'credentials', message: v.credentialsRequired }]);
  });

  it('when one reference is given, then a second is asked for', () => {
    const missing = missingApplicationItems({ ...complete, references: complete.references.slice(0, 1) });
    expect(missing).toEqual([{ step: 'references', field: 'references', message: v.referencesTooFew }]);
  });
});

describe('ageOn', () => {
  it('counts whole years by the calendar, the day before a birthday one less', () => {
    expect(ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(18);
    expect(ageOn('2000-06-15', new Date('2018-06-14T23:00:00Z'))).toBe(17);
    expect(ageOn('2000-02-29', new Date('2019-03-01T00:00:00Z'))).toBe(19);
  });
});

describe('technician section schemas', () => {
  it('when a NIN is typed with spaces or dashes, then it is 11 digits', async () => {
    await expect(technicianIdentitySchema.validate({ nin: '123 4567-8901' })).resolves.toEqual({ nin: '12345678901' });
    expect(await errorsOf(technicianIdentitySchema, { nin: '1234567890' })).toEqual([v.ninInvalid]);
    expect(await errorsOf(technicianIdentitySchema, { nin: '1234567890a' })).toEqual([v.ninInvalid]);
  });

  it('when working hours end before they start or a day repeats, then each is refused', async () => {
    expect(
      await errorsOf(technicianAvailabilitySchema, { days: [{ day: 'mon', from: '18:00', to: '08:00' }] }),
    ).toEqual([v.workingHoursInvalid]);
    expect(await errorsOf(technicianAvailabilitySchema, { days: [{ day: 'mon', from: '8:00', to: '24:00' }] })).toEqual(
      [v.workingHoursInvalid, v.workingHoursInvalid],
    );
    const twice = { days: ['mon', 'mon'].map((day) => ({ day, from: '08:00', to: '17:00' })) };
    expect(await errorsOf(technicianAvailabilitySchema, twice)).toEqual([v.workingDayInvalid]);
    expect(await errorsOf(technicianAvailabilitySchema, { days: [] })).toEqual([v.workingDaysRequired]);
  });

  it('when a trade is unknown or a language appears twice, then it is refused', async () => {
    expect(
      await errorsOf(technicianSkillsSchema, { trades: ['astronaut'], services: ['oil-change'], yearsExperience: 3 }),
    ).toContain(v.tradeInvalid);
    const twice = [
      { code: 'yoruba', level: 'native' },
      { code: 'yoruba', level: 'basic' },
    ];
    expect(await errorsOf(technicianLanguagesSchema, twice)).toEqual([v.languageDuplicate]);
  });

  it('when an update carries no section, then it is refused; a lone onDuty switch is enough', async () => {
    expect(await errorsOf(updateTechnicianInfoSchema, {})).toEqual([v.technicianUpdateEmpty]);
    await expect(updateTechnicianInfoSchema.validate({ onDuty: false })).resolves.toMatchObject({ onDuty: false });
  });
});
