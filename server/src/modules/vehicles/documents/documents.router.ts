import express, { type Request, type RequestHandler } from 'express';
import multer from 'multer';
import {
  addDocumentSchema,
  DOCUMENT_LIMITS,
  documentIdParamsSchema,
  documentsQuerySchema,
  updateDocumentSchema,
  vehicleIdParamsSchema,
  vehiclesApi,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { sendData } from '../../../lib/http/respond.ts';
import { parse, validationFailed } from '../../../lib/http/validate.ts';
import { authOf, requireAuth } from '../../users/index.ts';
import { documentFileTooLarge } from './document-file.ts';
import { addDocument, deleteDocument, getDocuments, updateDocument, type UploadedFile } from './documents.service.ts';

/**
 * Reads a multipart form's fields and its one optional `file` (at most 5 MB) into memory; multer's errors become
 * AppErrors. A JSON body passes through untouched (the fields alone, no file).
 */
function documentUpload(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: DOCUMENT_LIMITS.fileMaxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  }).single('file');
  return (req, res, next) => {
    single(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(documentFileTooLarge());
        return next(validationFailed({ file: 'Send at most one file, in the form field "file".' }));
      }
      next(new AppError('VALIDATION_FAILED', { message: 'The upload could not be read. Try again.', cause: error }));
    });
  };
}

function uploadedFile(req: Request): UploadedFile | undefined {
  return req.file ? { bytes: req.file.buffer, originalName: req.file.originalname } : undefined;
}

/** A vehicle's papers: list, add, update and delete. */
export function documentsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const upload = documentUpload();

  router.get(vehiclesApi.getDocuments.path, auth, async (req, res) => {
    const { id } = await parse(vehicleIdParamsSchema, req.params);
    const query = await parse(documentsQuerySchema, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendData(res, await getDocuments(deps, authOf(req).user.id, id, query));
  });

  router.post(vehiclesApi.addDocument.path, auth, upload, async (req, res) => {
    const input = await parse(addDocumentSchema, req.body);
    const document = await addDocument(deps, authOf(req).user.id, input, uploadedFile(req));
    sendData(res, document, { status: 201, message: 'The document is saved.' });
  });

  router.patch(vehiclesApi.updateDocument.path, auth, upload, async (req, res) => {
    const { id } = await parse(documentIdParamsSchema, req.params);
    const input = await parse(updateDocumentSchema, req.body);
    const document = await updateDocument(deps, authOf(req).user.id, id, input, uploadedFile(req));
    sendData(res, document, { message: 'The document is updated.' });
  });

  router.delete(vehiclesApi.deleteDocument.path, auth, async (req, res) => {
    const { id } = await parse(documentIdParamsSchema, req.params);
    sendData(res, await deleteDocument(deps, authOf(req).user.id, id), { message: 'The document is deleted.' });
  });

  return router;
}
