import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Blog articles, written in Markdown, rendered to sanitised HTML when served. One row per language. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    locale: text().notNull().default('en'),
    title: text().notNull(),
    excerpt: text().notNull(),
    bodyMarkdown: text().notNull(),
    author: text().notNull(),
    tags: text()
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    readingMinutes: integer().notNull().default(3),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blog_posts_slug_locale_unique').on(table.slug, table.locale),
    index('blog_posts_published_idx').on(table.locale, table.publishedAt),
  ],
);

/** Help articles (FAQ), grouped by topic. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    locale: text().notNull().default('en'),
    topic: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_entries_locale_idx').on(table.locale, table.topic, table.sortOrder)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    source: text().notNull().default('website'),
    locale: text().notNull().default('en'),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_unique').on(table.email)],
);

/** "Request a call" entries, listed for admins. */
export const callRequests = pgTable(
  'call_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    fullName: text().notNull(),
    dialCode: text().notNull(),
    phoneNumber: text().notNull(),
    category: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text().notNull().default('new'),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Marked as called by an admin, with what was said. */
    calledAt: timestamp({ withTimezone: true }),
    calledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    callNote: text(),
  },
  (table) => [index('call_requests_time_idx').on(table.createdAt)],
);

/** First-party page-view counting: recorded only with consent or outside the consent countries. No cookies. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid().primaryKey().defaultRandom(),
    path: text().notNull(),
    referrer: text(),
    country: text(),
    locale: text(),
    signedIn: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('page_views_time_idx').on(table.createdAt)],
);
