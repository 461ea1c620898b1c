import { errorStatus, type ErrorCode } from '@fleetcare/shared';

/** The English text sent with each code; the client shows its own translated text, keyed by the code. */
const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields need attention.',
  MALFORMED_JSON: 'The request body is not valid JSON. Check the syntax and send it again.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have permission to do that.',
  CSRF_ORIGIN_REJECTED: 'This request came from a page we do not recognise. Reload the app and try again.',
  NOT_FOUND: 'We could not find that.',
  ROUTE_NOT_FOUND: 'There is no such API call. Check the method and path.',
  CONFLICT: 'That conflicts with the current state. Reload and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  RATE_LIMITED: 'Too many attempts. Wait a moment and try again.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again; if it keeps happening, contact support.',
  DATABASE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
};

export interface AppErrorOptions {
  message?: string;
  fieldErrors?: Record<string, string>;
  detail?: string;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** A typed, expected failure. Thrown anywhere; turned into an HTTP answer once, by the error middleware. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly detail: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? defaultMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.fieldErrors = options.fieldErrors;
    this.detail = options.detail;
    this.headers = options.headers;
  }
}

export function defaultMessage(code: ErrorCode): string {
  return defaultMessages[code];
}
