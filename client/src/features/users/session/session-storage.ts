import type { SocialProvider, UserDto } from '@fleetcare/shared';

/** Local storage keys of the session. The credential itself never lives here. */
export const USER_STORAGE_KEY = 'user';
export const AUTHENTICATION_METHOD_STORAGE_KEY = 'authenticationMethod';

/** How the visitor signed in this time. */
export type AuthenticationMethod = 'password' | 'email-link' | 'password-reset' | 'social' | SocialProvider;

function isStoredUser(value: unknown): value is UserDto {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<UserDto>;
  return typeof user._id === 'string' && typeof user.email === 'string' && typeof user.firstName === 'string';
}

export function readStoredUser(): UserDto | undefined {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function readAuthenticationMethod(): string | undefined {
  try {
    return localStorage.getItem(AUTHENTICATION_METHOD_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function storeUser(user: UserDto): void {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode or a full quota: the session still works, the next page load fetches the user again.
  }
}

export function storeAuthenticationMethod(method: AuthenticationMethod): void {
  try {
    localStorage.setItem(AUTHENTICATION_METHOD_STORAGE_KEY, method);
  } catch {
    // See storeUser.
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
    localStorage.removeItem(AUTHENTICATION_METHOD_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
