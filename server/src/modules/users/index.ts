export { authRouter, sendSession } from './auth/auth.router.ts';
export { socialRouter } from './auth/social.router.ts';
export { socialRedirectRouter } from './auth/social-redirect.router.ts';
export { passwordRouter } from './auth/password.router.ts';
export { twoFactorRouter } from './two-factor/two-factor.router.ts';
export { verifyTransactionOtp } from './two-factor/transaction-otp.service.ts';
export {
  authOf,
  optionalAuth,
  requireAuth,
  requireRole,
  requireVerifiedEmail,
  type AuthContext,
} from './auth/auth.middleware.ts';
export { authenticateToken, endAllSessions, issueSession } from './auth/session.service.ts';
export { SESSION_COOKIE } from './auth/session-cookies.ts';
export { startSession } from './auth/auth.service.ts';
export { authLimits } from './auth/limits.ts';
export { usersRouter } from './users.router.ts';
export { profileRouter } from './profile.router.ts';
export { channelsFor, type ChannelChoice } from './notification-settings.service.ts';
export { eraseDueAccounts, type ErasureResult } from './account-deletion.service.ts';
export { userLocale } from './user-locale.service.ts';
export { deviceLabel, getUserDto, isUnfamiliarDevice, recordSecurityEvent, type RequestMeta } from './users.service.ts';
export {
  findUserByEmail,
  findUserById,
  incrementFailedLogins,
  insertUser,
  loadUserAggregate,
  markEmailVerified,
  updateUser,
  upsertBusinessProfile,
  type UserRow,
} from './users.repository.ts';
export { initialsOf } from './user.mapper.ts';
