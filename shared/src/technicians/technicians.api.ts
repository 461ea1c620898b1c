import { defineApi, formData, returns, schema } from '../http/api.ts';
import type {
  answerTechnicianReferenceSchema,
  deleteTechnicianCredentialSchema,
  referenceRequestQuerySchema,
  technicianReferenceIdParamsSchema,
  technicianReferenceSchema,
  updateTechnicianInfoSchema,
  uploadTechnicianCredentialSchema,
} from './technician.schemas.ts';
import type { ReferenceRequestDto, TechnicianInfoDto } from './technician.dto.ts';

/**
 * The technician's registration, application and profile. Every call that changes something answers the whole
 * TechnicianInfoDto, so the screens keep one copy of it. The calls sit under /users/ as the spec names them.
 */
export const techniciansApi = defineApi({
  /** The signed-in technician's registration, application and profile (not in the older spec). */
  getTechnicianInfo: { method: 'GET', path: '/users/get-technician-info', response: returns<TechnicianInfoDto>() },
  /**
   * Saves one or more registration sections. A signed-in account without the technician role becomes a technician
   * applicant with its first save.
   */
  updateTechnicianInfo: {
    method: 'PUT',
    path: '/users/update-technician-info',
    body: schema<typeof updateTechnicianInfoSchema>(),
    response: returns<TechnicianInfoDto>(),
  },
  /** Multipart: `kind`, `title` and the file in `file` (PDF, JPEG or PNG, at most 5 MB, checked by content). */
  uploadTechnicianCredentials: {
    method: 'POST',
    path: '/users/upload-technician-credentials',
    body: formData<typeof uploadTechnicianCredentialSchema>(),
    response: returns<TechnicianInfoDto>(),
  },
  deleteTechnicianCredentials: {
    method: 'POST',
    path: '/users/delete-technician-credentials',
    body: schema<typeof deleteTechnicianCredentialSchema>(),
    response: returns<TechnicianInfoDto>(),
  },
  /** Adds a reference; they get an SMS and an e-mail with a link to confirm or deny knowing the applicant. */
  submitTechnicianReference: {
    method: 'POST',
    path: '/users/submit-technician-reference',
    body: schema<typeof technicianReferenceSchema>(),
    response: returns<TechnicianInfoDto>(),
  },
  deleteTechnicianReference: {
    method: 'DELETE',
    path: '/users/delete-technician-reference/:id',
    params: schema<typeof technicianReferenceIdParamsSchema>(),
    response: returns<TechnicianInfoDto>(),
  },
  /** Refuses with every missing item in `fieldErrors` until the application is complete; then it is pending. */
  submitTechnicianApplication: {
    method: 'POST',
    path: '/users/submit-technician-application',
    response: returns<TechnicianInfoDto>(),
  },
  /** Public: what a reference's link shows (not in the older spec). */
  getTechnicianReferenceRequest: {
    method: 'GET',
    path: '/users/get-technician-reference-request',
    query: schema<typeof referenceRequestQuerySchema>(),
    response: returns<ReferenceRequestDto>(),
  },
  /** Public: the reference's one answer (not in the older spec). */
  answerTechnicianReference: {
    method: 'POST',
    path: '/users/answer-technician-reference',
    body: schema<typeof answerTechnicianReferenceSchema>(),
    response: returns<ReferenceRequestDto>(),
  },
});
