import type { MyCustomerReviewsQuery, TechnicianReviewsQuery } from '@fleetcare/shared';

/** What a list of the caller's reviews asks: the side and the page. */
export type MyReviewsQuery = Partial<Pick<MyCustomerReviewsQuery, 'as' | 'page' | 'limit'>>;

/**
 * The reviews' query keys, written once. Everything the caller's own reviews show sits under `mine()` (the lists,
 * and each job's review), so a new review or reply refreshes all of them; a technician's public reviews sit under
 * `technician(id)`.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  myLists: () => [...reviewKeys.mine(), 'list'] as const,
  myList: (query: MyReviewsQuery) => [...reviewKeys.myLists(), query] as const,
  /** The caller's reviews page after page ("Show more"): a list of pages, not one. */
  myPages: (query: Pick<MyReviewsQuery, 'as' | 'limit'>) => [...reviewKeys.myLists(), 'pages', query] as const,
  job: (maintenanceId: string) => [...reviewKeys.mine(), 'job', maintenanceId] as const,
  technician: (technicianId: string) => [...reviewKeys.all, 'technician', technicianId] as const,
  technicianPages: (technicianId: string, query: Pick<TechnicianReviewsQuery, 'limit'>) =>
    [...reviewKeys.technician(technicianId), 'pages', query] as const,
};
