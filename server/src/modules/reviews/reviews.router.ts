import express, { type Request } from 'express';
import {
  createCustomerReviewSchema,
  myCustomerReviewsQuerySchema,
  replyToReviewSchema,
  reviewIdParamsSchema,
  reviewJobParamsSchema,
  reviewsApi,
  reviewTechnicianParamsSchema,
  technicianReviewsQuerySchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { privateNoStore } from '../../lib/http/cache.ts';
import { route } from '../../lib/http/route.ts';
import { localeOf } from '../../lib/i18n.ts';
import { authOf, optionalAuth, requireAuth } from '../../lib/session/session.middleware.ts';
import {
  createCustomerReview,
  getJobReview,
  getMyCustomerReviews,
  getTechnicianReviews,
  replyToReview,
  type ReviewViewer,
} from './reviews.service.ts';

function viewerOf(req: Request): ReviewViewer {
  const { user } = authOf(req);
  return { id: user.id, roles: user.roles, locale: user.locale };
}

/**
 * Customer reviews. Who may do what is the job's (its customer reviews it, its booked technician replies), never a
 * role: anyone else is answered 404. A technician's visible reviews are anyone's to read.
 */
export function reviewsRouter(deps: AppDeps) {
  const router = express.Router();
  const auth = requireAuth(deps);
  const maybeAuth = optionalAuth(deps);

  route(router, reviewsApi.createCustomerReview, auth, async (req, _res, input) => {
    const body = await input.body(createCustomerReviewSchema);
    return { data: await createCustomerReview(deps, viewerOf(req), body), status: 201, message: 'Review sent.' };
  });

  route(router, reviewsApi.getMyCustomerReviews, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const query = await input.query(myCustomerReviewsQuerySchema);
    return { data: await getMyCustomerReviews(deps, viewerOf(req), query) };
  });

  route(router, reviewsApi.replyToReview, auth, async (req, _res, input) => {
    const { id } = await input.params(reviewIdParamsSchema);
    const body = await input.body(replyToReviewSchema);
    return { data: await replyToReview(deps, viewerOf(req), id, body), message: 'Reply sent.' };
  });

  route(router, reviewsApi.getJobReview, { cache: privateNoStore }, auth, async (req, _res, input) => {
    const { maintenanceId } = await input.params(reviewJobParamsSchema);
    return { data: await getJobReview(deps, viewerOf(req), maintenanceId) };
  });

  route(router, reviewsApi.getTechnicianReviews, { cache: privateNoStore }, maybeAuth, async (req, _res, input) => {
    const { technicianId } = await input.params(reviewTechnicianParamsSchema);
    const query = await input.query(technicianReviewsQuerySchema);
    const locale = localeOf(req.auth?.user.locale);
    return { data: await getTechnicianReviews(deps, locale, technicianId, query) };
  });

  return router;
}
