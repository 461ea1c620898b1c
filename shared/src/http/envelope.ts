import type { ErrorCode } from './error-codes.ts';

/** Every successful answer of the API. */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message?: string;
}

/** Every failed answer of the API. */
export interface FailureEnvelope {
  success: false;
  code: ErrorCode;
  message: string;
  /** English text per field. */
  fieldErrors?: Record<string, string>;
  /** The i18n key per field (`validation:emailInvalid`), for clients that show their own language. */
  fieldErrorKeys?: Record<string, string>;
  detail?: string;
  requestId: string;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

/** A page of a list: every list call answers with this shape. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export function isFailureEnvelope(value: unknown): value is FailureEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { success?: unknown }).success === false &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}
