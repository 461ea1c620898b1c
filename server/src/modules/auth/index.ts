export { authRouter, sendSession } from './auth.router.ts';
export { socialRouter } from './social.router.ts';
export { socialRedirectRouter } from './social-redirect.router.ts';
export { passwordRouter } from './password.router.ts';
export { twoFactorRouter } from './two-factor/two-factor.router.ts';
export { verifyTransactionOtp } from './two-factor/transaction-otp.service.ts';
export {
  authOf,
  optionalAuth,
  requireAuth,
  requireRole,
  requireVerifiedEmail,
  type AuthContext,
} from './auth.middleware.ts';
export { authenticateToken, endAllSessions, issueSession } from './session.service.ts';
export { SESSION_COOKIE } from './session-cookies.ts';
export { startSession } from './auth.service.ts';
export { authLimits } from './limits.ts';
export { renderEmail, type EmailContent } from './emails/layout.ts';
