import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { dialCodeField, nationalNumberField, normalisePhoneFields, wholePhoneField } from '../validation/phone.ts';
import { callCategories } from './content.schemas.ts';

/*
 * The request-a-call schemas live apart from content.schemas.ts so that the phone rules (libphonenumber's numbering
 * plans, about 30 KB gzipped) load with the request-a-call dialog only, never with the newsletter or the landing page.
 */

/**
 * The request-a-call form: every field required; the dialling code and the number share one
 * "phone number required" message.
 */
export const callRequestFormSchema = yup
  .object({
    fullName: yup.string().trim().required(v.fullNameRequired).max(120, v.tooLong),
    dialCode: dialCodeField(v.phoneNumberRequired),
    phoneNumber: nationalNumberField(v.phoneNumberRequired),
    category: yup.string().oneOf(callCategories, v.categoryRequired).required(v.categoryRequired),
  })
  .transform(normalisePhoneFields('dialCode', 'phoneNumber'));
export type CallRequestForm = yup.InferType<typeof callRequestFormSchema>;

/** What the API takes: fullName, fullPhoneNumber (dialling code plus number; stored in E.164), category. */
export const callRequestSchema = yup.object({
  fullName: yup.string().trim().required(v.fullNameRequired).max(120, v.tooLong),
  fullPhoneNumber: wholePhoneField(v.phoneNumberRequired),
  category: yup.string().oneOf(callCategories, v.categoryRequired).required(v.categoryRequired),
});
export type CallRequestInput = yup.InferType<typeof callRequestSchema>;
