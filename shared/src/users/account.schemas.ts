import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { dialCodeField, nationalNumberField, normalisePhoneFields } from '../validation/phone.ts';
import { accountTypes, businessSchema, emailField, nameField, passwordField, signupRoles } from './auth.schemas.ts';

/*
 * The users schemas that carry a phone: sign-up, profile and the phone check. They live apart from auth.schemas.ts
 * so that the phone rules (libphonenumber's numbering plans, about 30 KB gzipped) load only with the pages that ask
 * for a phone, never with sign-in, the landing page or the fleet pages.
 */

/** A phone as a dialling code and a number, each checked and stored in one form (validation/phone.ts). */
export const phoneSchema = yup
  .object({
    dialCode: dialCodeField(v.dialCodeInvalid),
    number: nationalNumberField(v.phoneRequired),
  })
  .transform(normalisePhoneFields());
export type PhoneInput = yup.InferType<typeof phoneSchema>;

export const signupSchema = yup.object({
  firstName: nameField(v.firstNameRequired),
  lastName: nameField(v.lastNameRequired),
  email: emailField(),
  password: passwordField(),
  accountType: yup.string().oneOf(accountTypes, v.accountTypeInvalid).default('individual'),
  role: yup.string().oneOf(signupRoles, v.roleInvalid).default('customer'),
  phone: phoneSchema.default(undefined).optional(),
  business: businessSchema.default(undefined).when('accountType', {
    is: 'business',
    then: (schema) => schema.required(v.companyNameRequired),
    otherwise: () => yup.mixed().strip(),
  }),
  newsletter: yup.boolean().default(false),
  acceptTerms: yup.boolean().oneOf([true], v.termsRequired).required(v.termsRequired),
  locale: yup.string().oneOf(['en', 'nb'], v.localeInvalid).default('en'),
});
export type SignupInput = yup.InferType<typeof signupSchema>;

export const updateMeSchema = yup.object({
  firstName: nameField(v.firstNameRequired).optional(),
  lastName: nameField(v.lastNameRequired).optional(),
  phone: phoneSchema.default(undefined).nullable().optional(),
  business: businessSchema.default(undefined).optional(),
  locale: yup.string().oneOf(['en', 'nb'], v.localeInvalid).optional(),
  newsletterSubscribed: yup.boolean().optional(),
});
export type UpdateMeInput = yup.InferType<typeof updateMeSchema>;

export const sendPhoneVerificationCodeSchema = yup.object({ phone: phoneSchema.default(undefined).optional() });
