import type { CallCategory } from './content.schemas.ts';

export interface BlogPostSummaryDto {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  readingMinutes: number;
  publishedAt: string;
}

export interface BlogPostDto extends BlogPostSummaryDto {
  /** Sanitised HTML rendered from the post's Markdown. */
  html: string;
}

export interface FaqEntryDto {
  _id: string;
  question: string;
  answer: string;
}

export interface FaqTopicDto {
  topic: string;
  entries: FaqEntryDto[];
}

export interface CallRequestDto {
  _id: string;
  fullName: string;
  fullPhoneNumber: string;
  category: CallCategory;
  createdAt: string;
}

export interface NewsletterDto {
  email: string;
  subscribed: boolean;
}

/** Spec point 3, "Locale data from IP lookup". */
export interface IpLookupDto {
  locale: 'en' | 'nb';
  country: string | null;
  geoCoordinates: { lat: number; lng: number } | null;
}
