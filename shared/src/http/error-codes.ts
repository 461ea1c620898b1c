/**
 * Every error code the API can answer with, and the HTTP status it maps to.
 * The server maps AppError(code) to the status here, once; the client switches on the code and reads the
 * message from its i18n catalogue (errors.json), never from the server's text.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_ORIGIN_REJECTED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_LOCKED: 423,
  CURRENT_SESSION: 409,
  EMAIL_TAKEN: 409,
  LINK_INVALID: 400,
  LINK_EXPIRED: 410,
  LINK_USED: 410,
  CODE_INVALID: 400,
  CODE_EXPIRED: 410,
  TOO_MANY_ATTEMPTS: 429,
  TWO_FACTOR_INVALID: 401,
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  PHONE_REQUIRED: 400,
  PHONE_NOT_VERIFIED: 409,
  LOGIN_CHALLENGE_EXPIRED: 410,
  SOCIAL_TOKEN_INVALID: 401,
  PROVIDER_NOT_CONFIGURED: 404,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  ACCOUNT_DELETION_PENDING: 409,
  ACCOUNT_DELETION_NOT_PENDING: 409,
  INSUFFICIENT_FUNDS: 402,
  INSUFFICIENT_WITHDRAWABLE_FUNDS: 402,
  PAYMENT_NOT_SUCCESSFUL: 409,
  PAYMENT_MISMATCH: 409,
  WEBHOOK_SIGNATURE_INVALID: 401,
  BANK_ACCOUNT_NOT_RESOLVED: 422,
  BANK_ACCOUNT_LIMIT: 409,
  BANK_ACCOUNT_EXISTS: 409,
  BANK_ACCOUNT_NAME_MISMATCH: 422,
  COUPON_INVALID: 404,
  COUPON_EXPIRED: 410,
  COUPON_EXHAUSTED: 409,
  COUPON_ALREADY_REDEEMED: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  ACCOUNT_SUSPENDED: 403,
  ADMIN_TWO_FACTOR_REQUIRED: 403,
  ACTION_NOT_APPLICABLE: 409,
  LAST_SUPER_ADMIN: 409,
  PLACE_NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
  PROVIDER_UNAVAILABLE: 502,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/** The two 401 details on which the client runs its forced sign-out. */
export const authFailureDetail = {
  invalidToken: 'Invalid token.',
  notProvided: 'Authentication credentials were not provided.',
} as const;
