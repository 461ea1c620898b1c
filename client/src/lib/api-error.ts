import { isFailureEnvelope, type ErrorCode } from '@fleetcare/shared';

/** Codes the client makes up itself when there is no server answer to read. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

/** Every failed call becomes one of these. Screens switch on `code` and show the i18n text for it. */
export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  readonly status: number;
  /** English text per field. */
  readonly fieldErrors: Record<string, string>;
  /** The validation catalogue key per field (`validation:emailInvalid`): show these translated. */
  readonly fieldErrorKeys: Record<string, string>;
  readonly detail: string | undefined;
  readonly requestId: string | undefined;

  constructor(init: {
    code: ErrorCode | ClientErrorCode;
    status: number;
    message: string;
    fieldErrors?: Record<string, string> | undefined;
    fieldErrorKeys?: Record<string, string> | undefined;
    detail?: string | undefined;
    requestId?: string | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.fieldErrorKeys = init.fieldErrorKeys ?? {};
    this.detail = init.detail;
    this.requestId = init.requestId;
  }

  static fromBody(status: number, body: unknown): ApiError {
    if (isFailureEnvelope(body)) {
      return new ApiError({
        code: body.code,
        status,
        message: body.message,
        fieldErrors: body.fieldErrors,
        fieldErrorKeys: body.fieldErrorKeys,
        detail: body.detail,
        requestId: body.requestId,
      });
    }
    return new ApiError({
      code: 'UNEXPECTED_RESPONSE',
      status,
      message: 'The server sent an answer we did not expect.',
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
