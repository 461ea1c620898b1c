import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { FailureEnvelope } from '@fleetcare/shared';
import { AppError } from '../errors.ts';

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** Turns what body-parser throws into typed errors, so the one renderer below handles everything. */
function fromBodyParser(error: BodyParserError): AppError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError('MALFORMED_JSON');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    default:
      return undefined;
  }
}

/** The one error renderer: AppError → its status and code; anything else → 500 with a generic message. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const known = error instanceof AppError ? error : fromBodyParser(error as BodyParserError);
  const appError = known ?? new AppError('INTERNAL_ERROR');
  if (known) {
    if (appError.status >= 500) req.log.error({ err: error }, 'request failed');
  } else {
    req.log.error({ err: error }, 'unexpected error');
  }
  const body: FailureEnvelope = {
    success: false,
    code: appError.code,
    message: appError.message,
    requestId: String(req.id),
  };
  if (appError.fieldErrors) body.fieldErrors = appError.fieldErrors;
  if (appError.fieldErrorKeys && Object.keys(appError.fieldErrorKeys).length > 0) {
    body.fieldErrorKeys = appError.fieldErrorKeys;
  }
  if (appError.detail) body.detail = appError.detail;
  if (appError.headers) res.set(appError.headers);
  res.status(appError.status).json(body);
};

/** Unknown /api paths: 404 ROUTE_NOT_FOUND (API coverage probes rely on it). */
export const apiNotFound: RequestHandler = (req) => {
  throw new AppError('ROUTE_NOT_FOUND', {
    message: `There is no API call ${req.method} ${req.originalUrl.split('?')[0]}. Check the method and path.`,
  });
};
