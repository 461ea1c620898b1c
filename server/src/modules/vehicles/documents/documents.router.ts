import express, { type Request } from 'express';
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
import { privateNoStore } from '../../../lib/http/cache.ts';
import { route } from '../../../lib/http/route.ts';
import { upload } from '../../../lib/http/upload.ts';
import { authOf, requireAuth } from '../../../lib/session/session.middleware.ts';
import { documentFileTooLarge } from './document-file.ts';
import { addDocument, deleteDocument, getDocuments, updateDocument, type UploadedFile } from './documents.service.ts';

function uploadedFile(req: Request): UploadedFile | undefined {
  return req.file ? { bytes: req.file.buffer, originalName: req.file.originalname } : undefined;
}

/** A vehicle's papers: list, add, update and delete. */
export function documentsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  // The form's fields and its one optional `file`; a JSON body passes through untouched (the fields alone).
  const documentUpload = upload({
    field: 'file',
    maxBytes: DOCUMENT_LIMITS.fileMaxBytes,
    tooLarge: documentFileTooLarge,
    refusal: 'Send at most one file, in the form field "file".',
    fields: 20,
    fieldSize: 10_000,
  });

  route(router, vehiclesApi.getDocuments, auth, async (req, res, input) => {
    const { id } = await input.params(vehicleIdParamsSchema);
    const query = await input.query(documentsQuerySchema);
    privateNoStore(res);
    return { data: await getDocuments(deps, authOf(req).user.id, id, query) };
  });

  route(router, vehiclesApi.addDocument, auth, documentUpload, async (req, _res, input) => {
    const body = await input.body(addDocumentSchema);
    const document = await addDocument(deps, authOf(req).user.id, body, uploadedFile(req));
    return { data: document, status: 201, message: 'The document is saved.' };
  });

  route(router, vehiclesApi.updateDocument, auth, documentUpload, async (req, _res, input) => {
    const { id } = await input.params(documentIdParamsSchema);
    const body = await input.body(updateDocumentSchema);
    const document = await updateDocument(deps, authOf(req).user.id, id, body, uploadedFile(req));
    return { data: document, message: 'The document is updated.' };
  });

  route(router, vehiclesApi.deleteDocument, auth, async (req, _res, input) => {
    const { id } = await input.params(documentIdParamsSchema);
    return { data: await deleteDocument(deps, authOf(req).user.id, id), message: 'The document is deleted.' };
  });

  return router;
}
