import type {
  BlogPostDto,
  BlogPostSummaryDto,
  CallCategory,
  CallRequestDto,
  FaqTopicDto,
  IpLookupDto,
  NewsletterDto,
} from '@fleetcare/shared';
import type { GeoLocation } from '../../adapters/geoip/geoip.ts';
import type { BlogPostRow } from './blog.repository.ts';
import type { CallRequestRow } from './call-requests.repository.ts';
import type { FaqRow } from './faq.repository.ts';

export function toBlogSummaryDto(row: BlogPostRow): BlogPostSummaryDto {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    tags: row.tags,
    readingMinutes: row.readingMinutes,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/** A whole post: its summary and its body rendered to HTML. */
export function toBlogPostDto(row: BlogPostRow, html: string): BlogPostDto {
  return { ...toBlogSummaryDto(row), html };
}

/** One help topic and its entries, in the order given. */
export function toFaqTopicDto(topic: string, entries: FaqRow[]): FaqTopicDto {
  return {
    topic,
    entries: entries.map((entry) => ({ _id: entry.id, question: entry.question, answer: entry.answer })),
  };
}

export function toCallRequestDto(row: CallRequestRow): CallRequestDto {
  return {
    _id: row.id,
    fullName: row.fullName,
    fullPhoneNumber: `${row.dialCode}${row.phoneNumber}`,
    category: row.category as CallCategory,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toNewsletterDto(email: string, subscribed: boolean): NewsletterDto {
  return { email, subscribed };
}

export function toIpLookupDto(locale: IpLookupDto['locale'], location: GeoLocation): IpLookupDto {
  return { locale, country: location.country, geoCoordinates: location.ll };
}
