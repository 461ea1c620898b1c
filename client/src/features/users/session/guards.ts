import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasSessionCookie } from './session-cookie.ts';
import { DEFAULT_SIGNED_IN_PATH, loginPathFor } from './redirect-target.ts';

/** Loader of guarded routes: without the session marker, to /login with the original full path. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (hasSessionCookie()) return null;
  const url = new URL(request.url);
  throw redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/** Loader of guest-only routes (login, sign-up, reset, resend): a signed-in visitor goes to the dashboard. */
export function guestOnly() {
  if (hasSessionCookie()) throw redirect(DEFAULT_SIGNED_IN_PATH);
  return null;
}

/** Guards re-run on every navigation: the cookie can disappear while the visitor stays on a page. */
export const alwaysRevalidate = () => true;
