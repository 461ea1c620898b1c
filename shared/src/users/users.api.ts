import { defineApi, formData, returns, returnsRedirect, schema } from '../http/api.ts';
import type { Page } from '../http/envelope.ts';
import type {
  accountDeletionSchema,
  changePasswordSchema,
  checkEmailQuerySchema,
  disableAuthenticatorSchema,
  disablePhone2faSchema,
  emailOnlySchema,
  enablePhone2faSchema,
  loginSchema,
  loginTwoFactorSchema,
  NotificationSettings,
  notificationSettingsSchema,
  provisionAuthenticatorSchema,
  recentActivitiesQuerySchema,
  resetLinkParamsSchema,
  saveNewPasswordSchema,
  securityAnswersSchema,
  sessionIdParamsSchema,
  sendPhoneOtpPreloginSchema,
  sendTransactionOtpSchema,
  socialLoginSchema,
  tokenParamsSchema,
  verifyPhoneOtpSchema,
} from './auth.schemas.ts';
import type { sendPhoneVerificationCodeSchema, signupSchema, updateMeSchema } from './account.schemas.ts';
import type {
  AuthenticatorProvisioningDto,
  CodeSentDto,
  EmailRegisteredDto,
  LoginResultDto,
  ResetLinkDto,
  SecurityEventDto,
  SessionDeviceDto,
  SessionsEndedDto,
  SignupResultDto,
  SocialProvidersDto,
  TransactionOtpDto,
  UserDto,
} from './user.dto.ts';

/** A sign-in that is complete: the session, never a two-factor challenge. */
type SignedInDto = Extract<LoginResultDto, { status: 'signed-in' }>;

/** Account and session calls. Paths are under /api. */
export const usersApi = defineApi({
  signup: {
    method: 'POST',
    path: '/users/signup',
    body: schema<typeof signupSchema>(),
    response: returns<SignupResultDto>(),
  },
  login: {
    method: 'POST',
    path: '/users/login',
    body: schema<typeof loginSchema>(),
    response: returns<LoginResultDto>(),
  },
  /** Second step of a sign-in with two-factor (not in the older spec: its login answered in one step). */
  loginTwoFactor: {
    method: 'POST',
    path: '/users/login-two-factor',
    body: schema<typeof loginTwoFactorSchema>(),
    response: returns<SignedInDto>(),
  },
  socialMediaLogin: {
    method: 'POST',
    path: '/users/social-media-login',
    body: schema<typeof socialLoginSchema>(),
    response: returns<LoginResultDto>(),
  },
  socialProviders: { method: 'GET', path: '/users/social-providers', response: returns<SocialProvidersDto>() },
  sendPhoneOtpPrelogin: {
    method: 'POST',
    path: '/users/send-phone-otp-prelogin',
    body: schema<typeof sendPhoneOtpPreloginSchema>(),
    response: returns<CodeSentDto>(),
  },
  verifyEmail: {
    method: 'POST',
    path: '/users/verify_email/:token',
    params: schema<typeof tokenParamsSchema>(),
    response: returns<SignedInDto>(),
  },
  resendEmailConfirmation: {
    method: 'POST',
    path: '/users/resend-email-confirmation',
    body: schema<typeof emailOnlySchema>(),
    response: returns<{ email: string }>(),
  },
  requestPasswordResetEmail: {
    method: 'POST',
    path: '/users/request-password-reset-email',
    body: schema<typeof emailOnlySchema>(),
    response: returns<{ email: string }>(),
  },
  checkPasswordResetLink: {
    method: 'GET',
    path: '/users/password-reset/:id/:token',
    params: schema<typeof resetLinkParamsSchema>(),
    response: returns<ResetLinkDto>(),
  },
  saveNewPassword: {
    method: 'POST',
    path: '/users/save-new-password',
    body: schema<typeof saveNewPasswordSchema>(),
    response: returns<LoginResultDto>(),
  },
  changePassword: {
    method: 'POST',
    path: '/users/change-password',
    body: schema<typeof changePasswordSchema>(),
    response: returns<SessionsEndedDto>(),
  },
  getUser: { method: 'GET', path: '/users/get-user', response: returns<UserDto>() },
  updateMe: {
    method: 'PUT',
    path: '/users/me/update',
    body: schema<typeof updateMeSchema>(),
    response: returns<UserDto>(),
  },
  /** multipart/form-data `avatar`: the profile picture (at most 1 MB). */
  uploadMyAvatar: { method: 'POST', path: '/users/upload-my-avatar', body: formData(), response: returns<UserDto>() },
  logout: { method: 'POST', path: '/users/me/logout', response: returns<null>() },
  /** Revokes every session of the user, this one included. */
  logoutEverywhere: { method: 'POST', path: '/users/me/logout-everywhere', response: returns<SessionsEndedDto>() },
  /** The account's signed-in devices (live sessions), most recently used first; `current` marks this one. */
  getMySessions: { method: 'GET', path: '/users/me/sessions', response: returns<SessionDeviceDto[]>() },
  /**
   * Ends another of the account's sessions and answers the devices still signed in. This device's own session
   * is refused (409 CURRENT_SESSION: it ends by signing out); an ended, unknown or someone else's session is 404.
   */
  endSession: {
    method: 'POST',
    path: '/users/me/sessions/:id/end',
    params: schema<typeof sessionIdParamsSchema>(),
    response: returns<SessionDeviceDto[]>(),
  },
  checkIfEmailIsRegistered: {
    method: 'GET',
    path: '/users/check-if-email-is-registered',
    query: schema<typeof checkEmailQuerySchema>(),
    response: returns<EmailRegisteredDto>(),
  },
  recentActivities: {
    method: 'GET',
    path: '/users/me/recent-activities',
    query: schema<typeof recentActivitiesQuerySchema>(),
    response: returns<Page<SecurityEventDto>>(),
  },
  saveUserSecurityAnswers: {
    method: 'POST',
    path: '/users/save-user-security-answers',
    body: schema<typeof securityAnswersSchema>(),
    response: returns<UserDto>(),
  },
  getAuthenticatorProvisioningUri: {
    method: 'GET',
    path: '/users/get-authenticator-app-provisioning-uri',
    response: returns<AuthenticatorProvisioningDto>(),
  },
  generateNewAuthenticatorProvisioningUri: {
    method: 'POST',
    path: '/users/generate-new-authenticator-app-provisioning-uri',
    response: returns<AuthenticatorProvisioningDto>(),
  },
  provisionAuthenticator: {
    method: 'POST',
    path: '/users/provision-authenticator',
    body: schema<typeof provisionAuthenticatorSchema>(),
    response: returns<UserDto>(),
  },
  disableAuthenticator: {
    method: 'POST',
    path: '/users/disable-authenticator',
    body: schema<typeof disableAuthenticatorSchema>(),
    response: returns<UserDto>(),
  },
  /** Without a code: sends one by SMS (CodeSentDto). With the code: turns it on (the updated user). */
  enablePhone2fa: {
    method: 'POST',
    path: '/users/enable-phone-2fa',
    body: schema<typeof enablePhone2faSchema>(),
    response: returns<CodeSentDto | UserDto>(),
  },
  /** Without a code: sends one by SMS (CodeSentDto). With the code: turns it off (the updated user). */
  disablePhone2fa: {
    method: 'POST',
    path: '/users/disable-phone-2fa',
    body: schema<typeof disablePhone2faSchema>(),
    response: returns<CodeSentDto | UserDto>(),
  },
  sendPhoneVerificationCode: {
    method: 'POST',
    path: '/users/send-phone-verification-code',
    body: schema<typeof sendPhoneVerificationCodeSchema>(),
    response: returns<CodeSentDto>(),
  },
  verifyPhoneOtp: {
    method: 'POST',
    path: '/users/verify-phone-otp',
    body: schema<typeof verifyPhoneOtpSchema>(),
    response: returns<UserDto>(),
  },
  sendTransactionOtp: {
    method: 'POST',
    path: '/users/send-transaction-otp',
    body: schema<typeof sendTransactionOtpSchema>(),
    response: returns<TransactionOtpDto>(),
  },
  initiateAccountDeletion: {
    method: 'POST',
    path: '/users/initiate-account-deletion',
    body: schema<typeof accountDeletionSchema>(),
    response: returns<UserDto>(),
  },
  cancelAccountDeletion: { method: 'POST', path: '/users/cancel-account-deletion', response: returns<UserDto>() },
  getNotificationSettings: {
    method: 'GET',
    path: '/users/me/notification-settings',
    response: returns<NotificationSettings>(),
  },
  updateNotificationSettings: {
    method: 'PUT',
    path: '/users/me/notification-settings',
    body: schema<typeof notificationSettingsSchema>(),
    response: returns<NotificationSettings>(),
  },
});

/**
 * Where the browser starts the Google and Facebook redirect sign-in (passport), and where they come back. Browser
 * navigations, not API calls: `?redirectTo=` on the start is where to go once signed in.
 */
export const socialRedirectApi = defineApi({
  start: { method: 'GET', path: '/auth/:provider', response: returnsRedirect() },
  callback: { method: 'GET', path: '/auth/:provider/callback', response: returnsRedirect() },
});

export const socialRedirectPaths = {
  start: socialRedirectApi.start.path,
  callback: socialRedirectApi.callback.path,
} as const;
