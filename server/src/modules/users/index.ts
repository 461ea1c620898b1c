export { authRouter } from './auth/auth.router.ts';
export { socialRouter } from './auth/social.router.ts';
export { socialRedirectRouter } from './auth/social-redirect.router.ts';
export { passwordRouter } from './auth/password.router.ts';
export { issuePasswordResetLink } from './auth/password.service.ts';
export { twoFactorRouter } from './two-factor/two-factor.router.ts';
export { verifyTransactionOtp } from './two-factor/transaction-otp.service.ts';
export { SESSION_COOKIE } from '../../lib/session/session-cookies.ts';
export { sessionAuthenticator } from './auth/session-authenticator.ts';
export { endAllSessions, issueSession } from './auth/session.service.ts';
export { usersRouter } from './users.router.ts';
export { profileRouter } from './profile.router.ts';
export { eraseDueAccounts, type AccountErasureStep, type ErasureResult } from './account-deletion.service.ts';
export { userLocale, userLocales } from './user-locale.service.ts';
export { updateAccountNameAndPhone } from './profile.service.ts';
export { avatarUrlOf } from './users.service.ts';
export { uploadAvatar } from './avatar.service.ts';
export type { RequestMeta } from './users.service.ts';
export {
  accountHolderNameOf,
  addAccountRole,
  createAccountWithoutPassword,
  findAccount,
  findAccountByEmail,
  setNewsletterSubscribed,
  type UserRow,
} from './accounts.service.ts';
export { usersAdmin } from './admin/users.admin.ts';
