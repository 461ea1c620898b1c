import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../errors.ts';
import { validationFailed } from './validate.ts';

export interface UploadOptions {
  /** The form field that carries the file (or the files: `maxFiles`). */
  field: string;
  /** How many files the field may carry (1 by default: `req.file`; more: `req.files`, an array). */
  maxFiles?: number;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** The error for a file over `maxBytes` (each kind of file says its own limit). */
  tooLarge: () => AppError;
  /** The field error for any other refusal: a second file, a file under another name, too many fields. */
  refusal: string;
  /** How many text fields the form may carry besides the file (5 by default). */
  fields?: number;
  /** The longest text field accepted, in bytes (multer's 1 MB by default). */
  fieldSize?: number;
}

/**
 * Reads the one file of a multipart form (and its text fields) into memory: `req.file` and `req.body`. A request
 * that is not multipart passes through untouched. multer's errors become AppErrors: a file too large is the
 * caller's `tooLarge`, any other limit a VALIDATION_FAILED on the file's field, a form that cannot be read a
 * VALIDATION_FAILED of its own. File names are read as UTF-8.
 */
export function upload(options: UploadOptions): RequestHandler {
  const fields = options.fields ?? 5;
  const files = options.maxFiles ?? 1;
  const reader = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: {
      fileSize: options.maxBytes,
      files,
      fields,
      parts: fields + files,
      ...(options.fieldSize === undefined ? {} : { fieldSize: options.fieldSize }),
    },
  });
  const single = options.maxFiles === undefined ? reader.single(options.field) : reader.array(options.field, files);
  return (req, res, next) => {
    single(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(options.tooLarge());
        return next(validationFailed({ [options.field]: options.refusal }));
      }
      next(new AppError('VALIDATION_FAILED', { message: 'The upload could not be read. Try again.', cause: error }));
    });
  };
}
