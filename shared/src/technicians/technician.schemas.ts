import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { wholeNumber } from '../validation/numbers.ts';
import { displayName } from '../validation/text.ts';
import { isCalendarDate } from '../dates/calendar.ts';
import { phoneSchema } from '../users/account.schemas.ts';
import { addressSchema } from '../places/address.schemas.ts';
import {
  credentialKinds,
  languageLevels,
  referenceAnswers,
  referenceRelationships,
  technicianLanguages,
  technicianTrades,
  TECHNICIAN_LIMITS as L,
  weekdays,
} from './technician.constants.ts';

/**
 * Request schemas of the technician calls. The server parses with them; the registration screens validate each
 * step with the same section schema before saving it.
 */

/** A time of day on the 24-hour clock, "07:30". */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Applicants must be adults; an age beyond this is a typing mistake. */
export const TECHNICIAN_AGE = { min: 18, max: 80 } as const;

const uniqueValues = (values: readonly unknown[] | undefined) => !values || new Set(values).size === values.length;

/** Whole years between a calendar date and today (by the calendar, ignoring the time of day). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return beforeBirthday ? age - 1 : age;
}

export const technicianPersonalSchema = yup.object({
  firstName: displayName(v.firstNameRequired, 60, v.nameTooLong),
  lastName: displayName(v.lastNameRequired, 60, v.nameTooLong),
  phone: phoneSchema.required(v.phoneRequired),
  dateOfBirth: yup
    .string()
    .trim()
    .required(v.dateOfBirthRequired)
    .test('calendar-date', v.dateOfBirthInvalid, (value) => value === undefined || isCalendarDate(value))
    .test('adult', v.technicianAgeInvalid, (value) => {
      if (value === undefined || !isCalendarDate(value)) return true;
      const age = ageOn(value, new Date());
      return age >= TECHNICIAN_AGE.min && age <= TECHNICIAN_AGE.max;
    }),
  bio: yup.string().trim().max(L.bioMax, v.bioTooLong).default(''),
});
export type TechnicianPersonalInput = yup.InferType<typeof technicianPersonalSchema>;

export const technicianSkillsSchema = yup.object({
  trades: yup
    .array(yup.string().required(v.tradeInvalid).oneOf(technicianTrades, v.tradeInvalid))
    .required(v.tradesRequired)
    .min(1, v.tradesRequired)
    .max(L.tradesMax, v.tradeInvalid)
    .test('unique', v.tradeInvalid, uniqueValues),
  /** Service slugs from the catalogue; the server checks each one exists. */
  services: yup
    .array(yup.string().trim().required(v.serviceInvalid).max(80, v.serviceInvalid))
    .required(v.servicesRequired)
    .min(1, v.servicesRequired)
    .max(L.servicesMax, v.serviceInvalid)
    .test('unique', v.serviceInvalid, uniqueValues),
  yearsExperience: wholeNumber(v.yearsExperienceInvalid)
    .required(v.yearsExperienceInvalid)
    .min(0, v.yearsExperienceInvalid)
    .max(L.yearsExperienceMax, v.yearsExperienceInvalid),
});
export type TechnicianSkillsInput = yup.InferType<typeof technicianSkillsSchema>;

const languageSchema = yup.object({
  code: yup.string().required(v.languageInvalid).oneOf(technicianLanguages, v.languageInvalid),
  level: yup.string().required(v.languageLevelInvalid).oneOf(languageLevels, v.languageLevelInvalid),
});

export const technicianLanguagesSchema = yup
  .array(languageSchema.required())
  .required(v.languagesRequired)
  .min(1, v.languagesRequired)
  .max(L.languagesMax, v.languageInvalid)
  .test('unique', v.languageDuplicate, (languages) => uniqueValues(languages?.map((language) => language.code)));
export type TechnicianLanguagesInput = yup.InferType<typeof technicianLanguagesSchema>;

export const technicianServiceAreaSchema = yup.object({
  address: addressSchema.required(),
  radiusKm: wholeNumber(v.radiusInvalid)
    .required(v.radiusInvalid)
    .min(L.radiusKmMin, v.radiusInvalid)
    .max(L.radiusKmMax, v.radiusInvalid),
});
export type TechnicianServiceAreaInput = yup.InferType<typeof technicianServiceAreaSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const workingDaySchema = yup.object({
  day: yup.string().required(v.workingDayInvalid).oneOf(weekdays, v.workingDayInvalid),
  from: yup.string().trim().required(v.workingHoursInvalid).matches(TIME_OF_DAY_PATTERN, v.workingHoursInvalid),
  to: yup
    .string()
    .trim()
    .required(v.workingHoursInvalid)
    .matches(TIME_OF_DAY_PATTERN, v.workingHoursInvalid)
    .test('after-start', v.workingHoursInvalid, (to, context) => {
      const from: unknown = (context.parent as { from?: unknown } | undefined)?.from;
      if (typeof to !== 'string' || typeof from !== 'string') return true;
      if (!TIME_OF_DAY_PATTERN.test(to) || !TIME_OF_DAY_PATTERN.test(from)) return true;
      return minutesOf(to) > minutesOf(from);
    }),
});

export const technicianAvailabilitySchema = yup.object({
  days: yup
    .array(workingDaySchema.required())
    .required(v.workingDaysRequired)
    .min(1, v.workingDaysRequired)
    .max(weekdays.length, v.workingDayInvalid)
    .test('unique', v.workingDayInvalid, (days) => uniqueValues(days?.map((day) => day.day))),
});
export type TechnicianAvailabilityInput = yup.InferType<typeof technicianAvailabilitySchema>;

export const NIN_PATTERN = /^\d{11}$/;

export const technicianIdentitySchema = yup.object({
  nin: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
    .required(v.ninInvalid)
    .matches(NIN_PATTERN, v.ninInvalid),
});
export type TechnicianIdentityInput = yup.InferType<typeof technicianIdentitySchema>;

/**
 * update-technician-info: any of the sections, each complete when present (a step saves its own section). `onDuty`
 * is the approved technician's availability switch.
 */
export const updateTechnicianInfoSchema = yup
  .object({
    personal: technicianPersonalSchema.default(undefined).optional(),
    skills: technicianSkillsSchema.default(undefined).optional(),
    languages: technicianLanguagesSchema.default(undefined).optional(),
    serviceArea: technicianServiceAreaSchema.default(undefined).optional(),
    availability: technicianAvailabilitySchema.default(undefined).optional(),
    identity: technicianIdentitySchema.default(undefined).optional(),
    onDuty: yup.boolean().typeError(v.onDutyInvalid).optional(),
  })
  .test('some-section', v.technicianUpdateEmpty, (body) =>
    Object.values(body ?? {}).some((section) => section !== undefined),
  );
export type UpdateTechnicianInfoInput = yup.InferType<typeof updateTechnicianInfoSchema>;

/** The form fields sent with a credential's file (multipart field `file`). */
export const uploadTechnicianCredentialSchema = yup.object({
  kind: yup.string().required(v.credentialKindInvalid).oneOf(credentialKinds, v.credentialKindInvalid),
  title: yup.string().trim().required(v.credentialTitleRequired).max(L.credentialTitleMax, v.credentialTitleTooLong),
});
export type UploadTechnicianCredentialInput = yup.InferType<typeof uploadTechnicianCredentialSchema>;

const idField = (message: string) => yup.string().trim().required(message).uuid(message);

export const deleteTechnicianCredentialSchema = yup.object({ id: idField(v.credentialIdInvalid) });

export const technicianReferenceSchema = yup.object({
  name: displayName(v.referenceNameRequired, L.referenceNameMax, v.nameTooLong),
  phone: phoneSchema.required(v.phoneRequired),
  email: yup.string().trim().lowercase().required(v.emailRequired).email(v.emailInvalid).max(254, v.emailInvalid),
  relationship: yup
    .string()
    .required(v.referenceRelationshipInvalid)
    .oneOf(referenceRelationships, v.referenceRelationshipInvalid),
  yearsKnown: wholeNumber(v.referenceYearsKnownInvalid)
    .required(v.referenceYearsKnownInvalid)
    .min(0, v.referenceYearsKnownInvalid)
    .max(L.referenceYearsKnownMax, v.referenceYearsKnownInvalid),
});
export type TechnicianReferenceInput = yup.InferType<typeof technicianReferenceSchema>;

export const technicianReferenceIdParamsSchema = yup.object({ id: idField(v.referenceIdInvalid) });

/** A reference's link carries a random token (base64url). */
export const referenceTokenField = () =>
  yup
    .string()
    .trim()
    .required(v.referenceLinkInvalid)
    .matches(/^[A-Za-z0-9_-]{20,100}$/, v.referenceLinkInvalid);

export const referenceRequestQuerySchema = yup.object({ token: referenceTokenField() });

export const answerTechnicianReferenceSchema = yup.object({
  token: referenceTokenField(),
  answer: yup.string().required(v.referenceAnswerInvalid).oneOf(referenceAnswers, v.referenceAnswerInvalid),
  comment: yup.string().trim().max(L.reasonMax, v.referenceCommentTooLong).default(''),
});
export type AnswerTechnicianReferenceInput = yup.InferType<typeof answerTechnicianReferenceSchema>;
