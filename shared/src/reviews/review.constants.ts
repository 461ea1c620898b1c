/** The rules of customer reviews, shared by the server's checks and the client's forms. */
export const REVIEW_RULES = {
  ratingMin: 1,
  ratingMax: 5,
  /** Longest review text and reply, characters. */
  textMax: 1000,
  /** A completed job may be reviewed this many days after its completion, not later. */
  windowDays: 30,
  /** Most reviews on one page of a list. */
  pageLimitMax: 50,
} as const;

/** Whose reviews get-my-customer-reviews lists: those the caller wrote, or those the caller received. */
export const reviewSides = ['customer', 'technician'] as const;
export type ReviewSide = (typeof reviewSides)[number];

/** The average of `count` ratings summing to `sum`, to one decimal; null before the first rating. */
export function ratingAverage(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** The last moment a job completed at `completedAt` may be reviewed. */
export function reviewDeadline(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_RULES.windowDays * 24 * 3_600_000);
}
