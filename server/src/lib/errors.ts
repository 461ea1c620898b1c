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
  INVALID_CREDENTIALS: 'The email or password is not right.',
  SESSION_EXPIRED: 'Your session has ended. Please sign in again.',
  EMAIL_NOT_VERIFIED: 'Confirm your email address first: open the link we sent you.',
  ACCOUNT_LOCKED:
    'This account is temporarily locked after many failed attempts. Try again later or reset your password.',
  CURRENT_SESSION: 'This is the device you are using. Sign out to end its session.',
  EMAIL_TAKEN: 'An account with this email already exists. Sign in instead.',
  LINK_INVALID: 'This link is not valid. Ask for a new one.',
  LINK_EXPIRED: 'This link has expired. Ask for a new one.',
  LINK_USED: 'This link has already been used. Ask for a new one if you need it.',
  CODE_INVALID: 'That code is not right. Check it and try again.',
  CODE_EXPIRED: 'That code has expired. Ask for a new one.',
  TOO_MANY_ATTEMPTS: 'Too many wrong codes. Ask for a new one.',
  TWO_FACTOR_INVALID: 'That two-factor code is not right.',
  TWO_FACTOR_ALREADY_ENABLED: 'Two-factor authentication is already on.',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor authentication is not on.',
  PHONE_REQUIRED: 'Add a phone number to your profile first.',
  PHONE_NOT_VERIFIED: 'Confirm your phone number with a code first.',
  LOGIN_CHALLENGE_EXPIRED:
    'This sign-in has expired or is already complete. Sign in again with your email and password.',
  SOCIAL_TOKEN_INVALID: 'We could not confirm your sign-in with that provider. Try again.',
  PROVIDER_NOT_CONFIGURED: 'That sign-in option is not available.',
  FILE_TOO_LARGE: 'The file is too large.',
  FILE_TYPE_NOT_ALLOWED: 'That type of file is not accepted.',
  ACCOUNT_DELETION_PENDING: 'This account is scheduled for deletion. Cancel the deletion to continue.',
  ACCOUNT_DELETION_NOT_PENDING: 'No account deletion is pending: there is nothing to cancel.',
  INSUFFICIENT_FUNDS: 'Your wallet balance is too low for this. Top up your wallet or enter a smaller amount.',
  INSUFFICIENT_WITHDRAWABLE_FUNDS:
    'Your withdrawable balance is too low for this amount and the transfer fee. Promotional credit pays for FleetCare services but cannot be withdrawn.',
  PAYMENT_NOT_SUCCESSFUL: 'The payment has not gone through. Finish it on the payment page or start again.',
  PAYMENT_MISMATCH:
    'The payment does not match what was asked for, so nothing was credited. Contact support with the reference.',
  WEBHOOK_SIGNATURE_INVALID: 'The webhook signature is missing or wrong.',
  BANK_ACCOUNT_NOT_RESOLVED: 'We could not find an account with that number at that bank. Check both and try again.',
  BANK_ACCOUNT_LIMIT: 'You can keep at most 5 bank accounts. Delete one to add another.',
  BANK_ACCOUNT_EXISTS: 'This bank account is already saved.',
  BANK_ACCOUNT_NAME_MISMATCH:
    'This bank account is not in your name. Withdrawals go only to an account in the name on your profile (or your business name).',
  COUPON_INVALID: 'That coupon code does not exist. Check the spelling.',
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_EXHAUSTED: 'This coupon has been used up.',
  COUPON_ALREADY_REDEEMED: 'You have already redeemed this coupon.',
  IDEMPOTENCY_KEY_REUSED: 'This reference was already used for a different request. Start again.',
  ACCOUNT_SUSPENDED: 'This account is suspended. Contact FleetCare support to find out more.',
  ADMIN_TWO_FACTOR_REQUIRED: 'Set up two-step sign-in before you use the admin panel.',
  ACTION_NOT_APPLICABLE: 'This action does not apply to the record as it stands now.',
  LAST_SUPER_ADMIN: 'You cannot remove the last super admin role you hold yourself.',
  PLACE_NOT_FOUND:
    'We could not find that place in Nigeria. Check the spelling, or give the town or area and the state.',
  TECHNICIAN_APPLICATION_INCOMPLETE: 'The application is not complete yet. Finish the steps listed and submit again.',
  TECHNICIAN_STATUS_CONFLICT: 'The application cannot do that in its current status. Reload to see where it stands.',
  TECHNICIAN_REAPPLY_TOO_SOON:
    'You can apply again 30 days after the rejection. Until then you can improve your application.',
  NOT_A_TECHNICIAN: 'This is for technicians. Start your technician registration first.',
  REFERENCE_LINK_EXPIRED: 'This reference link has expired. The applicant can add you again to send a new one.',
  REFERENCE_ALREADY_ANSWERED: 'This reference has already been answered. Thank you.',
  MAINTENANCE_STATUS_CONFLICT:
    'The maintenance request cannot do that in its current status. Reload to see where it stands.',
  QUOTATION_STATUS_CONFLICT:
    'This quotation has changed: it may have been withdrawn, declined or accepted. Reload to see where it stands.',
  QUOTATION_EXPIRED: 'This quotation has expired. Choose another, or ask the technician for a new one.',
  JOB_ALREADY_DECLINED: 'You have already declined this job.',
  JOB_NOT_AVAILABLE: 'This job is no more available!',
  SURCHARGE_STATUS_CONFLICT:
    'This surcharge has changed: it may have been paid, declined or withdrawn. Reload to see where it stands.',
  REPORT_COMPLETE: 'This report is complete: it can be read but no longer changed.',
  REPORT_INCOMPLETE: 'The report is not finished yet. Mark every task and write the summary, then complete it.',
  REVIEW_EXISTS: 'This job has been reviewed already: a job is reviewed once.',
  REVIEW_WINDOW_CLOSED: 'A job can be reviewed within 30 days of its completion; that time has passed for this one.',
  REVIEW_REPLY_EXISTS: 'You have replied to this review already: a review takes one reply.',
  SUPPLIER_PROFILE_INCOMPLETE: 'The supplier profile is not complete yet. Fill in the parts listed and submit again.',
  SUPPLIER_STATUS_CONFLICT: 'The supplier profile cannot do that in its current status. Reload to see where it stands.',
  NOT_A_SUPPLIER: 'This is for parts suppliers. Start your supplier profile first.',
  SPARE_PART_REQUEST_INCOMPLETE:
    'The spare-part request is not complete yet. Fill in the parts listed and submit again.',
  SPARE_PART_REQUEST_STATUS_CONFLICT:
    'The spare-part request cannot do that in its current status. Reload to see where it stands.',
  SPARE_PART_QUOTATION_STATUS_CONFLICT:
    'This quotation can no longer be changed: the customer has paid it. Reload to see where it stands.',
  SPARE_PART_QUOTATION_REVISED:
    'The supplier has revised this quotation since you opened it. Check the new price, then pay again.',
  SPARE_PART_QUOTATION_EXPIRED: 'This quotation has expired. Choose another, or ask the supplier to send it again.',
  SPARE_PART_ITEM_FILES_FULL: 'A part holds at most 4 photos. Delete one to add another.',
  SUPPLIER_NOT_APPROVED: 'Your supplier profile must be approved before you can quote on requests.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again; if it keeps happening, contact support.',
  PROVIDER_UNAVAILABLE: 'An outside service did not answer. Please try again shortly.',
  DATABASE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
};

export interface AppErrorOptions {
  message?: string;
  fieldErrors?: Record<string, string>;
  fieldErrorKeys?: Record<string, string>;
  detail?: string;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** A typed, expected failure. Thrown anywhere; turned into an HTTP answer once, by the error middleware. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly fieldErrorKeys: Record<string, string> | undefined;
  readonly detail: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? defaultMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.fieldErrors = options.fieldErrors;
    this.fieldErrorKeys = options.fieldErrorKeys;
    this.detail = options.detail;
    this.headers = options.headers;
  }
}

export function defaultMessage(code: ErrorCode): string {
  return defaultMessages[code];
}
