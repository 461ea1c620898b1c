import {
  reviewDeadline,
  type CreateCustomerReviewInput,
  type CustomerReviewDto,
  type JobReviewDto,
  type MyCustomerReviewsDto,
  type MyCustomerReviewsQuery,
  type ReplyToReviewInput,
  type ReviewSide,
  type TechnicianReviewsDto,
  type TechnicianReviewsQuery,
} from '@fleetcare/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { localeOf, t, type Locale } from '../../lib/i18n.ts';
import { notify } from '../notifications/index.ts';
import { userLocale } from '../users/index.ts';
import {
  firstNameAndInitial,
  toCustomerReviewDto,
  toRatingSummaryDto,
  toReviewedTechnicianDto,
  toTechnicianReviewDto,
} from './reviews.mapper.ts';
import {
  blankReviewTextsOf,
  changeTechnicianRating,
  findReview,
  findReviewedJob,
  findReviewListRow,
  findReviewOfJob,
  findTechnicianRating,
  insertReview,
  listVisibleReviews,
  lockReview,
  lockTechnicianRating,
  serviceTypesOf,
  setHidden,
  setReply,
  type ReviewListRow,
  type ReviewRow,
} from './reviews.repository.ts';

/*
 * Customer reviews. The customer of a completed job rates its booked technician once (1 to 5 stars, an optional
 * text) within REVIEW_RULES.windowDays of the job's completion; the technician replies once; an admin hides a review
 * (or shows it again). A visible review counts in the technician's rating, kept on their profile row as a count and
 * a sum: every change of it locks that row first, then the review, and writes both in one transaction, so the
 * rating is always the sum of the visible reviews. Who may see or do what is the job's: anyone else is told the
 * review or the job does not exist.
 */

/** Who is calling: their id, roles and language. */
export interface ReviewViewer {
  id: string;
  roles: readonly string[];
  locale: string | null;
}

const jobNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that maintenance job.' });
const reviewNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that review.' });
const technicianNotFound = () => new AppError('NOT_FOUND', { message: 'We could not find that mechanic.' });

/** Where the customer follows the job (and reads the reply). */
const customerJobPath = (requestId: string) => `/dashboard/maintenance/show/${encodeURIComponent(requestId)}`;

/** Where the technician reads their reviews and replies. */
const TECHNICIAN_REVIEWS_PATH = '/dashboard/settings/technician-profile';

/** PostgreSQL's unique_violation: a second review of one job (the unique index on the job backs the rule). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The reviews' DTOs in `locale`, the catalogue read once. */
async function reviewContext(db: Db, locale: Locale, rows: ReviewListRow[]) {
  const catalogue = await serviceTypesOf(
    db,
    rows.flatMap((row) => row.services),
  );
  return { locale, catalogue: new Map(catalogue.map((service) => [service.slug, service])) };
}

async function reviewDto(db: Db, locale: Locale, id: string, side: ReviewSide): Promise<CustomerReviewDto> {
  const row = await findReviewListRow(db, id);
  if (!row) throw new Error(`review ${id}: no row`);
  return toCustomerReviewDto(row, side, await reviewContext(db, locale, [row]));
}

/** Runs each piece of after-commit work, logging (never throwing) what fails: the change has happened. */
async function runAfterCommit(deps: AppDeps, work: (() => Promise<void>)[]): Promise<void> {
  for (const step of work) {
    try {
      await step();
    } catch (error) {
      deps.logger.error({ err: error }, 'reviews: a notification failed');
    }
  }
}

/** Tells `userId`, in their language, the review notice `key` (category "bookings"). */
async function tell(
  deps: AppDeps,
  userId: string,
  key: 'received' | 'replied',
  values: Record<string, string | number>,
  actionPath: string,
): Promise<void> {
  const locale = await userLocale(deps, userId);
  await notify(deps, userId, {
    kind: 'plain',
    category: 'bookings',
    message: t(locale, `notices:review.${key}`, values),
    actionPath,
  });
}

/**
 * create-customer-review: the job's customer (anyone else: 404) rates its booked technician. The job must be
 * completed (409 MAINTENANCE_STATUS_CONFLICT naming its status), not reviewed yet (409 REVIEW_EXISTS), and completed
 * no more than REVIEW_RULES.windowDays ago (409 REVIEW_WINDOW_CLOSED). Under the technician's profile lock the
 * review is written and counted in their rating; the technician is told after the commit.
 */
export async function createCustomerReview(
  deps: AppDeps,
  viewer: ReviewViewer,
  input: CreateCustomerReviewInput,
): Promise<CustomerReviewDto> {
  const job = await findReviewedJob(deps.db, input.orderId);
  if (!job || job.customerId !== viewer.id) throw jobNotFound();
  const technicianId = job.technicianId;
  if (job.status !== 'completed' || !job.completedAt || !technicianId) {
    throw new AppError('MAINTENANCE_STATUS_CONFLICT', { detail: job.status });
  }
  const completedAt = job.completedAt;
  let row: ReviewRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const rating = await lockTechnicianRating(tx, technicianId);
      if (!rating) throw new Error(`technician ${technicianId} has no profile`);
      if (await findReviewOfJob(tx, job.id)) throw new AppError('REVIEW_EXISTS');
      const at = deps.now();
      if (at.getTime() > reviewDeadline(completedAt).getTime()) {
        throw new AppError('REVIEW_WINDOW_CLOSED', { detail: reviewDeadline(completedAt).toISOString() });
      }
      const inserted = await insertReview(tx, {
        requestId: job.id,
        customerId: viewer.id,
        technicianId,
        rating: input.rating,
        text: input.text,
        createdAt: at,
      });
      await changeTechnicianRating(tx, technicianId, { count: 1, sum: input.rating });
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('REVIEW_EXISTS');
    throw error;
  }
  const dto = await reviewDto(deps.db, localeOf(viewer.locale), row.id, 'customer');
  await runAfterCommit(deps, [
    async () => {
      const customerName = (await findReviewListRow(deps.db, row.id))?.customer;
      await tell(
        deps,
        technicianId,
        'received',
        {
          name: customerName ? firstNameAndInitial(customerName.firstName, customerName.lastName) : '',
          stars: row.rating,
        },
        TECHNICIAN_REVIEWS_PATH,
      );
    },
  ]);
  return dto;
}

/**
 * reply-to-review: the reviewed technician (anyone else, or a hidden review: 404) answers once (409
 * REVIEW_REPLY_EXISTS; one conditional update settles two at once). The customer is told after the commit.
 */
export async function replyToReview(
  deps: AppDeps,
  viewer: ReviewViewer,
  reviewId: string,
  input: ReplyToReviewInput,
): Promise<CustomerReviewDto> {
  const review = await findReview(deps.db, reviewId);
  if (!review || review.technicianId !== viewer.id || review.hiddenAt) throw reviewNotFound();
  if (review.reply !== null) throw new AppError('REVIEW_REPLY_EXISTS');
  const replied = await setReply(deps.db, review.id, { text: input.text, at: deps.now() });
  if (!replied) throw new AppError('REVIEW_REPLY_EXISTS');
  const dto = await reviewDto(deps.db, localeOf(viewer.locale), replied.id, 'technician');
  await runAfterCommit(deps, [
    async () => {
      const technician = await findTechnicianRating(deps.db, viewer.id);
      const name = technician ? `${technician.firstName} ${technician.lastName}`.trim() : '';
      await tell(deps, replied.customerId, 'replied', { name }, customerJobPath(replied.requestId));
    },
  ]);
  return dto;
}

/**
 * get-my-customer-reviews: the visible reviews the caller wrote (`as` customer) or received (`as` technician),
 * newest first. Without `as`, a technician's are those received and anyone else's those written; `as` technician
 * for someone without the role is 403 NOT_A_TECHNICIAN. A technician's list carries their rating.
 */
export async function getMyCustomerReviews(
  deps: AppDeps,
  viewer: ReviewViewer,
  query: MyCustomerReviewsQuery,
): Promise<MyCustomerReviewsDto> {
  const isTechnician = viewer.roles.includes('technician');
  const side: ReviewSide = query.as ?? (isTechnician ? 'technician' : 'customer');
  if (side === 'technician' && !isTechnician) throw new AppError('NOT_A_TECHNICIAN');
  const [{ rows, total }, rating] = await Promise.all([
    listVisibleReviews(deps.db, { side, userId: viewer.id, page: query.page, limit: query.limit }),
    side === 'technician' ? findTechnicianRating(deps.db, viewer.id) : Promise.resolve(undefined),
  ]);
  const context = await reviewContext(deps.db, localeOf(viewer.locale), rows);
  return {
    items: rows.map((row) => toCustomerReviewDto(row, side, context)),
    total,
    page: query.page,
    limit: query.limit,
    as: side,
    summary: side === 'technician' ? toRatingSummaryDto(rating ?? { ratingCount: 0, ratingSum: 0 }) : null,
  };
}

/**
 * get-job-review: the job's review for its customer or booked technician (anyone else: 404), and whether the
 * customer may still write it (a completed job without one, until REVIEW_RULES.windowDays after completion). A
 * hidden review is shown only to its author, marked hidden.
 */
export async function getJobReview(deps: AppDeps, viewer: ReviewViewer, maintenanceId: string): Promise<JobReviewDto> {
  const job = await findReviewedJob(deps.db, maintenanceId);
  const isCustomer = job?.customerId === viewer.id;
  if (!job || (!isCustomer && (job.technicianId === null || job.technicianId !== viewer.id))) throw jobNotFound();
  const review = await findReviewOfJob(deps.db, job.id);
  const shown = review && (isCustomer || review.hiddenAt === null) ? review : undefined;
  const deadline = job.status === 'completed' && job.completedAt ? reviewDeadline(job.completedAt) : null;
  return {
    review: shown
      ? await reviewDto(deps.db, localeOf(viewer.locale), shown.id, isCustomer ? 'customer' : 'technician')
      : null,
    canReview: isCustomer && !review && deadline !== null && deps.now().getTime() <= deadline.getTime(),
    reviewableUntil: deadline?.toISOString() ?? null,
  };
}

/**
 * get-technician-reviews: anyone reads a technician's visible reviews, newest first, with their rating (404 for
 * an id that is no technician's).
 */
export async function getTechnicianReviews(
  deps: AppDeps,
  locale: Locale,
  technicianId: string,
  query: TechnicianReviewsQuery,
): Promise<TechnicianReviewsDto> {
  const technician = await findTechnicianRating(deps.db, technicianId);
  if (!technician) throw technicianNotFound();
  const { rows, total } = await listVisibleReviews(deps.db, {
    side: 'technician',
    userId: technicianId,
    page: query.page,
    limit: query.limit,
  });
  const context = await reviewContext(deps.db, locale, rows);
  return {
    technician: toReviewedTechnicianDto(technician),
    items: rows.map((row) => toTechnicianReviewDto(row, context)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** A review's visibility before and after an admin's decision, for the audit log. */
export interface ReviewVisibilityChange {
  recordId: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/**
 * An admin hides a review (`hide`, with the reason) or shows it again (`unhide`), inside the admin action's
 * transaction: the technician's profile locked, then the review, checked again under the locks
 * (ACTION_NOT_APPLICABLE when it is already so), and the rating changed by the review's stars in the same
 * transaction.
 */
export async function setReviewVisibilityInTransaction(
  deps: AppDeps,
  tx: Db,
  reviewId: string,
  decision: { hide: boolean; adminId: string; reason: string | null },
): Promise<ReviewVisibilityChange> {
  const found = await findReview(tx, reviewId);
  if (!found) throw new AppError('NOT_FOUND');
  await lockTechnicianRating(tx, found.technicianId);
  const review = await lockReview(tx, reviewId);
  if (!review) throw new AppError('NOT_FOUND');
  if ((review.hiddenAt !== null) === decision.hide) {
    throw new AppError('ACTION_NOT_APPLICABLE', {
      message: decision.hide ? 'This review is hidden already.' : 'This review is shown already.',
      detail: decision.hide ? 'hidden' : 'visible',
    });
  }
  const after = await setHidden(
    tx,
    review.id,
    decision.hide ? { at: deps.now(), reason: decision.reason, by: decision.adminId } : null,
  );
  const sign = decision.hide ? -1 : 1;
  await changeTechnicianRating(tx, review.technicianId, { count: sign, sum: sign * review.rating });
  return {
    recordId: review.id,
    changes: {
      hiddenAt: { before: review.hiddenAt?.toISOString() ?? null, after: after.hiddenAt?.toISOString() ?? null },
      hiddenReason: { before: review.hiddenReason, after: after.hiddenReason },
    },
  };
}

/**
 * The reviews' part of erasing an account (run by the users module's erasure, in its transaction): the texts of the
 * reviews the customer wrote go; their stars, dates and the technician's replies stay, as the rating counts them.
 */
export async function eraseReviewPersonalData(tx: Db, userId: string): Promise<{ fileKeys: string[] }> {
  await blankReviewTextsOf(tx, userId);
  return { fileKeys: [] };
}
