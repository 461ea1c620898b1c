export { authRouter, sendSession } from './auth.router.ts';
export {
  authOf,
  optionalAuth,
  requireAuth,
  requireRole,
  requireVerifiedEmail,
  type AuthContext,
} from './auth.middleware.ts';
export { endAllSessions, issueSession } from './session.service.ts';
export { startSession } from './auth.service.ts';
export { authLimits } from './limits.ts';
