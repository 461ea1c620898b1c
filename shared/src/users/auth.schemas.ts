import * as yup from 'yup';
import { v } from '../validation/messages.ts';
import { wholeNumber, pageNumber } from '../validation/numbers.ts';
import { displayName } from '../validation/text.ts';

export const accountTypes = ['individual', 'business'] as const;
export type AccountType = (typeof accountTypes)[number];

/** What a person signs up as. Technician and supplier accounts are completed by their own capabilities. */
export const signupRoles = ['customer', 'technician', 'supplier'] as const;
export type SignupRole = (typeof signupRoles)[number];
export const roles = ['customer', 'technician', 'supplier', 'admin'] as const;
export type Role = (typeof roles)[number];

export const socialProviders = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Context the server passes to validation; the client leaves it out (the common-password list stays server-side). */
export interface PasswordContext {
  isCommonPassword?: (password: string) => boolean;
}

export const emailField = () =>
  yup.string().trim().lowercase().required(v.emailRequired).max(254, v.emailInvalid).email(v.emailInvalid);

export const passwordField = () =>
  yup
    .string()
    .required(v.passwordRequired)
    .min(PASSWORD_MIN, v.passwordTooShort)
    .max(PASSWORD_MAX, v.passwordTooLong)
    .test('not-common', v.passwordTooCommon, (value, context) => {
      const check = (context.options.context as PasswordContext | undefined)?.isCommonPassword;
      return !value || !check || !check(value);
    });

export const nameField = (required: string) => displayName(required, 60, v.nameTooLong);

export const businessSchema = yup.object({
  companyName: displayName(v.companyNameRequired, 120, v.tooLong),
  rcNumber: yup
    .string()
    .trim()
    .uppercase()
    .required(v.rcNumberInvalid)
    .transform((value: string) => value.replace(/\s/g, ''))
    .matches(/^(RC|BN|IT)\d{4,8}$/, v.rcNumberInvalid),
  fleetSize: wholeNumber(v.fleetSizeInvalid)
    .required(v.fleetSizeInvalid)
    .min(1, v.fleetSizeInvalid)
    .max(100_000, v.fleetSizeInvalid),
  contactPerson: displayName(v.contactPersonRequired, 120, v.tooLong),
});
export type BusinessInput = yup.InferType<typeof businessSchema>;

export const loginSchema = yup.object({
  email: emailField(),
  password: yup.string().required(v.passwordRequired).max(PASSWORD_MAX, v.passwordTooLong),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const twoFactorMethods = ['authenticator', 'phone'] as const;
export type TwoFactorMethod = (typeof twoFactorMethods)[number];

export const codeField = () =>
  yup
    .string()
    .trim()
    .required(v.codeInvalidFormat)
    .transform((value: string) => value.replace(/\s/g, ''))
    .matches(/^\d{6}$/, v.codeInvalidFormat);

export const loginTwoFactorSchema = yup.object({
  challengeId: yup.string().required(v.tokenRequired).uuid(v.tokenRequired),
  method: yup.string().oneOf(twoFactorMethods, v.purposeInvalid).required(v.purposeInvalid),
  code: codeField(),
});
export type LoginTwoFactorInput = yup.InferType<typeof loginTwoFactorSchema>;

export const sendPhoneOtpPreloginSchema = yup.object({
  challengeId: yup.string().required(v.tokenRequired).uuid(v.tokenRequired),
});

export const socialLoginSchema = yup.object({
  provider: yup.string().oneOf(socialProviders, v.providerInvalid).required(v.providerInvalid),
  /** Google and Apple: the ID token (a JWT). Facebook: the user access token. */
  token: yup.string().trim().required(v.tokenRequired).max(8192, v.tooLong),
  /** Apple sends the name only on the first sign-in, beside the token. */
  firstName: yup.string().trim().max(60, v.nameTooLong).optional(),
  lastName: yup.string().trim().max(60, v.nameTooLong).optional(),
});
export type SocialLoginInput = yup.InferType<typeof socialLoginSchema>;

export const emailOnlySchema = yup.object({ email: emailField() });
export type EmailOnlyInput = yup.InferType<typeof emailOnlySchema>;

export const tokenParamsSchema = yup.object({
  token: yup.string().trim().required(v.tokenRequired).max(256, v.tokenRequired),
});

export const resetLinkParamsSchema = yup.object({
  id: yup.string().required(v.tokenRequired).uuid(v.tokenRequired),
  token: yup.string().trim().required(v.tokenRequired).max(256, v.tokenRequired),
});

export const saveNewPasswordSchema = yup.object({
  id: yup.string().required(v.tokenRequired).uuid(v.tokenRequired),
  token: yup.string().trim().required(v.tokenRequired).max(256, v.tokenRequired),
  password: passwordField(),
  confirmPassword: yup
    .string()
    .required(v.passwordRequired)
    .oneOf([yup.ref('password')], v.passwordsDoNotMatch),
});
export type SaveNewPasswordInput = yup.InferType<typeof saveNewPasswordSchema>;

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(v.passwordRequired).max(PASSWORD_MAX, v.passwordTooLong),
  newPassword: passwordField().notOneOf([yup.ref('currentPassword')], v.passwordSameAsOld),
  confirmPassword: yup
    .string()
    .required(v.passwordRequired)
    .oneOf([yup.ref('newPassword')], v.passwordsDoNotMatch),
  /** Sign out every other device too. */
  signOutOtherSessions: yup.boolean().default(true),
});
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;

/** :id of one of the account's sessions (a signed-in device). */
export const sessionIdParamsSchema = yup.object({
  id: yup.string().trim().required(v.sessionInvalid).uuid(v.sessionInvalid),
});

export const checkEmailQuerySchema = yup.object({ email: emailField() });

/** ?page&limit of the security log: 20 a page by default, at most 50. */
export const recentActivitiesQuerySchema = yup.object({
  page: pageNumber(v.pageInvalid),
  limit: wholeNumber(v.limitInvalid).min(1, v.limitInvalid).max(50, v.limitInvalid).default(20),
});
export type RecentActivitiesQuery = yup.InferType<typeof recentActivitiesQuerySchema>;

export const securityQuestions = [
  'firstCar',
  'childhoodStreet',
  'motherMaidenName',
  'firstSchool',
  'favouriteMechanic',
  'birthCity',
] as const;
export type SecurityQuestion = (typeof securityQuestions)[number];

export const securityAnswersSchema = yup.object({
  answers: yup
    .array(
      yup.object({
        question: yup.string().oneOf(securityQuestions, v.questionRequired).required(v.questionRequired),
        answer: yup.string().trim().required(v.answerTooShort).min(2, v.answerTooShort).max(100, v.tooLong),
      }),
    )
    .length(3, v.answersDistinct)
    .required(v.answersDistinct)
    .test('distinct', v.answersDistinct, (answers) => new Set(answers?.map((a) => a.question)).size === 3),
});
export type SecurityAnswersInput = yup.InferType<typeof securityAnswersSchema>;

export const provisionAuthenticatorSchema = yup.object({ code: codeField() });
export const disableAuthenticatorSchema = yup.object({
  code: codeField(),
});
export const verifyPhoneOtpSchema = yup.object({ code: codeField() });
/** Without `code` the call sends a code by SMS; with it, the call confirms (enable and disable alike). */
export const enablePhone2faSchema = yup.object({ code: codeField().optional() });
export const disablePhone2faSchema = yup.object({ code: codeField().optional() });
export const transactionOtpPurposes = ['payout', 'bank-account'] as const;
export type TransactionOtpPurpose = (typeof transactionOtpPurposes)[number];
export const sendTransactionOtpSchema = yup.object({
  purpose: yup.string().oneOf(transactionOtpPurposes, v.purposeInvalid).default('payout'),
});

export const accountDeletionSchema = yup.object({
  password: yup.string().max(PASSWORD_MAX, v.passwordTooLong).optional(),
  reason: yup.string().trim().max(500, v.tooLong).optional(),
});

export const notificationCategories = ['account', 'bookings', 'parts', 'payments', 'fleet', 'marketing'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];
export const notificationChannels = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export type NotificationSettings = Record<NotificationCategory, Record<NotificationChannel, boolean>>;

const channelsSchema = yup.object({
  email: yup.boolean().required(),
  sms: yup.boolean().required(),
  push: yup.boolean().required(),
});
export const notificationSettingsSchema = yup.object(
  Object.fromEntries(notificationCategories.map((category) => [category, channelsSchema.required()])) as Record<
    NotificationCategory,
    typeof channelsSchema
  >,
);

export const defaultNotificationSettings: NotificationSettings = {
  account: { email: true, sms: true, push: true },
  bookings: { email: true, sms: true, push: true },
  parts: { email: true, sms: false, push: true },
  payments: { email: true, sms: true, push: true },
  fleet: { email: true, sms: false, push: true },
  marketing: { email: false, sms: false, push: false },
};
