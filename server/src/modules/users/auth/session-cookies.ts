/** The session cookies live in lib/session; this re-export lasts until the routers import them from there. */
export { clearSessionCookies, setSessionCookies } from '../../../lib/session/session-cookies.ts';
