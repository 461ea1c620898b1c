import { defineApi } from '../http/api.ts';

/** Account and session calls. Paths are under /api. */
export const usersApi = defineApi({
  signup: { method: 'POST', path: '/users/signup' },
  login: { method: 'POST', path: '/users/login' },
  /** Second step of a sign-in with two-factor (not in the older spec: its login answered in one step). */
  loginTwoFactor: { method: 'POST', path: '/users/login-two-factor' },
  socialMediaLogin: { method: 'POST', path: '/users/social-media-login' },
  socialProviders: { method: 'GET', path: '/users/social-providers' },
  sendPhoneOtpPrelogin: { method: 'POST', path: '/users/send-phone-otp-prelogin' },
  verifyEmail: { method: 'POST', path: '/users/verify_email/:token' },
  resendEmailConfirmation: { method: 'POST', path: '/users/resend-email-confirmation' },
  requestPasswordResetEmail: { method: 'POST', path: '/users/request-password-reset-email' },
  checkPasswordResetLink: { method: 'GET', path: '/users/password-reset/:id/:token' },
  saveNewPassword: { method: 'POST', path: '/users/save-new-password' },
  changePassword: { method: 'POST', path: '/users/change-password' },
  getUser: { method: 'GET', path: '/users/get-user' },
  updateMe: { method: 'PUT', path: '/users/me/update' },
  uploadMyAvatar: { method: 'POST', path: '/users/upload-my-avatar' },
  logout: { method: 'POST', path: '/users/me/logout' },
  /** Revokes every session of the user, this one included. */
  logoutEverywhere: { method: 'POST', path: '/users/me/logout-everywhere' },
  checkIfEmailIsRegistered: { method: 'GET', path: '/users/check-if-email-is-registered' },
  recentActivities: { method: 'GET', path: '/users/me/recent-activities' },
  saveUserSecurityAnswers: { method: 'POST', path: '/users/save-user-security-answers' },
  getAuthenticatorProvisioningUri: { method: 'GET', path: '/users/get-authenticator-app-provisioning-uri' },
  generateNewAuthenticatorProvisioningUri: {
    method: 'POST',
    path: '/users/generate-new-authenticator-app-provisioning-uri',
  },
  provisionAuthenticator: { method: 'POST', path: '/users/provision-authenticator' },
  disableAuthenticator: { method: 'POST', path: '/users/disable-authenticator' },
  enablePhone2fa: { method: 'POST', path: '/users/enable-phone-2fa' },
  disablePhone2fa: { method: 'POST', path: '/users/disable-phone-2fa' },
  sendPhoneVerificationCode: { method: 'POST', path: '/users/send-phone-verification-code' },
  verifyPhoneOtp: { method: 'POST', path: '/users/verify-phone-otp' },
  sendTransactionOtp: { method: 'POST', path: '/users/send-transaction-otp' },
  initiateAccountDeletion: { method: 'POST', path: '/users/initiate-account-deletion' },
  cancelAccountDeletion: { method: 'POST', path: '/users/cancel-account-deletion' },
  getNotificationSettings: { method: 'GET', path: '/users/me/notification-settings' },
  updateNotificationSettings: { method: 'PUT', path: '/users/me/notification-settings' },
});

/** Where the browser starts the Google and Facebook redirect sign-in (passport), and where they come back. */
export const socialRedirectPaths = {
  start: '/auth/:provider',
  callback: '/auth/:provider/callback',
} as const;
