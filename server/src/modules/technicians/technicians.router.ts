import express, { type Request, type RequestHandler } from 'express';
import {
  answerTechnicianReferenceSchema,
  deleteTechnicianCredentialSchema,
  referenceRequestQuerySchema,
  TECHNICIAN_LIMITS,
  technicianReferenceIdParamsSchema,
  technicianReferenceSchema,
  techniciansApi,
  updateTechnicianInfoSchema,
  uploadTechnicianCredentialSchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { privateNoStore } from '../../lib/http/cache.ts';
import { requestMeta } from '../../lib/http/request-meta.ts';
import { route } from '../../lib/http/route.ts';
import { upload } from '../../lib/http/upload.ts';
import { authOf, requireAuth } from '../../lib/session/session.middleware.ts';
import {
  credentialFileTooLarge,
  deleteTechnicianCredential,
  uploadTechnicianCredential,
  type UploadedFile,
} from './credentials.service.ts';
import {
  answerTechnicianReference,
  deleteTechnicianReference,
  getReferenceRequest,
  submitTechnicianReference,
} from './references.service.ts';
import {
  getTechnicianInfo,
  isTechnician,
  submitTechnicianApplication,
  updateTechnicianInfo,
} from './technicians.service.ts';

/** After requireAuth: the caller holds the technician role (an applicant or a technician), else 403 NOT_A_TECHNICIAN. */
const requireTechnician: RequestHandler = (req, _res, next) => {
  if (!isTechnician(authOf(req).user)) throw new AppError('NOT_A_TECHNICIAN');
  next();
};

function uploadedFile(req: Request): UploadedFile | undefined {
  return req.file ? { bytes: req.file.buffer, originalName: req.file.originalname } : undefined;
}

/**
 * The technician's registration, application and profile, and the reference's public pair. Every call but
 * update-technician-info (which makes an account an applicant) and the public two needs the technician role.
 */
export function techniciansRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const credentialUpload = upload({
    field: 'file',
    maxBytes: TECHNICIAN_LIMITS.credentialFileMaxBytes,
    tooLarge: credentialFileTooLarge,
    refusal: 'Send one file, in the form field "file".',
    fields: 5,
    fieldSize: 2_000,
  });

  route(router, techniciansApi.getTechnicianInfo, { cache: privateNoStore }, auth, requireTechnician, async (req) => ({
    data: await getTechnicianInfo(deps, authOf(req).user.id),
  }));

  route(router, techniciansApi.updateTechnicianInfo, auth, async (req, _res, input) => {
    const body = await input.body(updateTechnicianInfoSchema);
    const info = await updateTechnicianInfo(deps, authOf(req).user, body, requestMeta(req));
    return { data: info, message: 'Saved.' };
  });

  route(
    router,
    techniciansApi.uploadTechnicianCredentials,
    auth,
    requireTechnician,
    credentialUpload,
    async (req, _res, input) => {
      const body = await input.body(uploadTechnicianCredentialSchema);
      const info = await uploadTechnicianCredential(deps, authOf(req).user.id, body, uploadedFile(req));
      return { data: info, status: 201, message: 'The document is uploaded.' };
    },
  );

  route(router, techniciansApi.deleteTechnicianCredentials, auth, requireTechnician, async (req, _res, input) => {
    const { id } = await input.body(deleteTechnicianCredentialSchema);
    return {
      data: await deleteTechnicianCredential(deps, authOf(req).user.id, id),
      message: 'The document is deleted.',
    };
  });

  route(router, techniciansApi.submitTechnicianReference, auth, requireTechnician, async (req, _res, input) => {
    const body = await input.body(technicianReferenceSchema);
    const info = await submitTechnicianReference(deps, authOf(req).user.id, body);
    return { data: info, status: 201, message: 'The reference is added and asked to answer.' };
  });

  route(router, techniciansApi.deleteTechnicianReference, auth, requireTechnician, async (req, _res, input) => {
    const { id } = await input.params(technicianReferenceIdParamsSchema);
    return {
      data: await deleteTechnicianReference(deps, authOf(req).user.id, id),
      message: 'The reference is deleted.',
    };
  });

  route(router, techniciansApi.submitTechnicianApplication, auth, requireTechnician, async (req) => ({
    data: await submitTechnicianApplication(deps, authOf(req).user.id),
    message: 'Your application is submitted.',
  }));

  route(router, techniciansApi.getTechnicianReferenceRequest, { cache: privateNoStore }, async (req, _res, input) => {
    const { token } = await input.query(referenceRequestQuerySchema);
    return { data: await getReferenceRequest(deps, token, requestMeta(req)) };
  });

  route(router, techniciansApi.answerTechnicianReference, async (req, _res, input) => {
    const body = await input.body(answerTechnicianReferenceSchema);
    return { data: await answerTechnicianReference(deps, body, requestMeta(req)), message: 'Thank you for answering.' };
  });

  return router;
}
