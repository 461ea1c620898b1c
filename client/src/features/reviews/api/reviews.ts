import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reviewsApi,
  type CreateCustomerReviewInput,
  type JobReviewDto,
  type Page,
  type ReplyToReviewInput,
  type ReviewSide,
  type TechnicianReviewsQuery,
} from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { reviewKeys, type MyReviewsQuery } from './review-keys.ts';

/*
 * Customer reviews: a job's review and the customer's way to write it, the caller's own reviews (written or
 * received) and the technician's reply, and any technician's visible reviews.
 */

export const fetchJobReview = (maintenanceId: string) =>
  callApi(reviewsApi.getJobReview, { params: { maintenanceId } });

/** The job's review, and whether its customer may still write it. */
export function useJobReview(maintenanceId: string) {
  return useQuery({ queryKey: reviewKeys.job(maintenanceId), queryFn: () => fetchJobReview(maintenanceId) });
}

export const createReview = (input: CreateCustomerReviewInput) =>
  callApi(reviewsApi.createCustomerReview, { body: input });

/** Writes the review; the job's review is then the answer, and the lists ask again. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review, input) => {
      queryClient.setQueryData<JobReviewDto>(reviewKeys.job(input.orderId), (current) => ({
        review,
        canReview: false,
        reviewableUntil: current?.reviewableUntil ?? null,
      }));
      void queryClient.invalidateQueries({ queryKey: reviewKeys.myLists() });
    },
  });
}

export const fetchMyReviews = (query: MyReviewsQuery) =>
  callApi(reviewsApi.getMyCustomerReviews, {
    query: { page: query.page ?? 1, limit: query.limit ?? 10, ...(query.as && { as: query.as }) },
  });

/** The reviews the caller wrote or received (by `as`, else by their role), newest first. */
export function useMyReviews(query: MyReviewsQuery) {
  return useQuery({
    queryKey: reviewKeys.myList(query),
    queryFn: () => fetchMyReviews(query),
    placeholderData: keepPreviousData,
  });
}

/** The page after `last`, while there are more reviews than the pages so far hold. */
const nextPage = (last: Page<unknown>) => (last.page * last.limit < last.total ? last.page + 1 : undefined);

/** The reviews the caller wrote or received (`as`), newest first, `limit` at first and as many again on request. */
export function useMyReviewPages(as: ReviewSide, limit: number) {
  return useInfiniteQuery({
    queryKey: reviewKeys.myPages({ as, limit }),
    queryFn: ({ pageParam }) => fetchMyReviews({ as, page: pageParam, limit }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export const replyToReview = ({ reviewId, body }: { reviewId: string; body: ReplyToReviewInput }) =>
  callApi(reviewsApi.replyToReview, { params: { id: reviewId }, body });

/** The technician's reply: every list of their reviews and the job's review ask again. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.mine() }),
  });
}

export const fetchTechnicianReviews = (technicianId: string, query: Partial<TechnicianReviewsQuery>) =>
  callApi(reviewsApi.getTechnicianReviews, {
    params: { technicianId },
    query: { page: query.page ?? 1, limit: query.limit ?? 10 },
  });

/**
 * A technician's visible reviews, newest first, `limit` at first and as many again on request; asked only once
 * `enabled` (the dialog is open).
 */
export function useTechnicianReviewPages(technicianId: string, limit: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: reviewKeys.technicianPages(technicianId, { limit }),
    queryFn: ({ pageParam }) => fetchTechnicianReviews(technicianId, { page: pageParam, limit }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
    staleTime: 60_000,
  });
}
