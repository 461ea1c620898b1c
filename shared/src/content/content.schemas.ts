import * as yup from 'yup';
import { emailField } from '../users/auth.schemas.ts';
import { v } from '../validation/messages.ts';
import { wholeNumber, pageNumber } from '../validation/numbers.ts';

export const callCategories = ['vehicle', 'home'] as const;
export type CallCategory = (typeof callCategories)[number];

/** Newsletter e-mail: 'Email is required.' then 'Email is invalid.'. */
export const newsletterSchema = yup.object({
  email: emailField(),
  locale: yup.string().oneOf(['en', 'nb'], v.localeInvalid).default('en'),
});
export type NewsletterInput = yup.InferType<typeof newsletterSchema>;

export const unsubscribeSchema = yup.object({
  email: emailField(),
  /** The signed token from the unsubscribe link in every newsletter e-mail. */
  token: yup.string().trim().required(v.tokenRequired).max(200, v.tokenRequired),
});
export type UnsubscribeInput = yup.InferType<typeof unsubscribeSchema>;

export const pageQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: wholeNumber(v.limitInvalid).min(1, v.limitInvalid).max(50, v.limitInvalid).default(10),
});

export const blogListQuerySchema = pageQuerySchema.shape({
  tag: yup.string().trim().max(40).optional(),
  locale: yup.string().oneOf(['en', 'nb']).default('en'),
});

export const localeQuerySchema = yup.object({ locale: yup.string().oneOf(['en', 'nb']).default('en') });

/** A blog post's id or its slug. */
export const blogIdParamsSchema = yup.object({ id: yup.string().trim().required().max(120) });

export const faqQuerySchema = localeQuerySchema.shape({ q: yup.string().trim().max(100).optional() });

export const pageViewSchema = yup.object({
  path: yup
    .string()
    .trim()
    .required()
    .max(300)
    .matches(/^\/[^\s]*$/),
  referrer: yup.string().trim().max(300).optional(),
  locale: yup.string().oneOf(['en', 'nb']).optional(),
  consent: yup.string().oneOf(['accept', 'decline', 'postpone', 'none']).default('none'),
  country: yup.string().trim().uppercase().length(2).optional(),
});
