/** The session middleware lives in lib/session; this re-export lasts until the routers import it from there. */
export {
  authOf,
  optionalAuth,
  requireAuth,
  requireRole,
  requireVerifiedEmail,
  type AuthContext,
} from '../../../lib/session/session.middleware.ts';
