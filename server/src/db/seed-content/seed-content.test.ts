import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createLogger } from '../../lib/logger.ts';
import type { Database } from '../client.ts';
import { blogPosts, faqEntries, serviceTypes, subscriptionProducts } from '../schema/index.ts';
import { runSeed } from '../seed.ts';
import {
  blogPostSeeds,
  contentSeedSteps,
  faqSeeds,
  serviceSeeds,
  subscriptionProductSeeds,
  type BlogPostSeed,
} from './index.ts';

const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const locales = ['en', 'nb'] as const;
const wordsOf = (markdown: string) => markdown.split(/\s+/).filter((word) => /\p{L}|\d/u.test(word)).length;

describe('content seed', () => {
  let database: Database;
  const logger = createLogger('silent');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function rowCounts() {
    const [posts] = await database.db.select({ n: count() }).from(blogPosts);
    const [faq] = await database.db.select({ n: count() }).from(faqEntries);
    const [services] = await database.db.select({ n: count() }).from(serviceTypes);
    const [products] = await database.db.select({ n: count() }).from(subscriptionProducts);
    return { posts: posts?.n, faq: faq?.n, services: services?.n, products: products?.n };
  }

  const expectedCounts = {
    posts: blogPostSeeds.length,
    faq: faqSeeds.length,
    services: serviceSeeds.length,
    products: subscriptionProductSeeds.length,
  };

  it('when the content is seeded twice, then every row is inserted exactly once', async () => {
    const first = await runSeed({ db: database.db, logger, demoData: false }, contentSeedSteps);
    expect(first).toEqual(['content:blog-posts', 'content:faq', 'content:services', 'content:subscription-products']);
    expect(await rowCounts()).toEqual(expectedCounts);

    const second = await runSeed({ db: database.db, logger, demoData: false }, contentSeedSteps);
    expect(second).toEqual([]);
    expect(await rowCounts()).toEqual(expectedCounts);
  });

  it('when a step runs again over rows that are already there, then nothing is doubled', async () => {
    for (const step of contentSeedSteps) await database.db.transaction((tx) => step.run(tx));
    expect(await rowCounts()).toEqual(expectedCounts);
  });

  it('is product content, seeded without demo data', () => {
    expect(contentSeedSteps.every((step) => !step.demo)).toBe(true);
  });

  it('when seeded, then the rows hold the seed content and the flagship plan comes first', async () => {
    const products = await database.db.select().from(subscriptionProducts).orderBy(asc(subscriptionProducts.sortOrder));
    expect(products[0]?.slug).toBe('fleetcare-care-plan');
    expect(products[0]?.texts.nb?.name).toBe('FleetCare Care Plan');
    expect(products.map((row) => row.monthlyPriceKobo)).toEqual(
      [...subscriptionProductSeeds].sort((a, b) => a.sortOrder - b.sortOrder).map((seed) => seed.monthlyPriceKobo),
    );

    const posts = await database.db.select().from(blogPosts);
    const harmattan = posts.find((row) => row.slug === 'pre-harmattan-vehicle-checklist' && row.locale === 'nb');
    expect(harmattan?.publishedAt?.toISOString()).toBe('2026-10-28T08:00:00.000Z');
    expect(harmattan?.tags.length).toBeGreaterThan(0);

    const services = await database.db.select().from(serviceTypes);
    const brakes = services.find((row) => row.slug === 'brake-repair');
    expect(brakes?.priceRanges.map((range) => range.vehicleClass)).toEqual(['car', 'suv', 'bus', 'truck']);
  });
});

describe('blog post seeds', () => {
  const bySlug = (locale: 'en' | 'nb') =>
    new Map(blogPostSeeds.filter((post) => post.locale === locale).map((post) => [post.slug, post]));

  it('has five articles, each with a Norwegian twin under the same slug, author and date', () => {
    const english = bySlug('en');
    const norwegian = bySlug('nb');
    expect(english.size).toBe(5);
    expect([...norwegian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [slug, post] of english) {
      const twin = norwegian.get(slug);
      expect(twin?.author, slug).toBe(post.author);
      expect(twin?.publishedAt, slug).toBe(post.publishedAt);
      expect(twin?.bodyMarkdown, slug).not.toBe(post.bodyMarkdown);
    }
    expect(blogPostSeeds).toHaveLength(10);
  });

  it.each(blogPostSeeds.map((post): [string, BlogPostSeed] => [`${post.locale} ${post.slug}`, post]))(
    '%s: excerpt at most 200 characters, 500-900 words with headings and lists, no images or links, dated 2026',
    (_name, post) => {
      expect(post.slug).toMatch(kebabCase);
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(0);
      expect(post.excerpt.length).toBeLessThanOrEqual(200);
      const words = wordsOf(post.bodyMarkdown);
      expect(words).toBeGreaterThanOrEqual(500);
      expect(words).toBeLessThanOrEqual(900);
      expect(post.bodyMarkdown).toMatch(/^## /m);
      expect(post.bodyMarkdown).toMatch(/^(- |1\. )/m);
      expect(post.bodyMarkdown).not.toMatch(/!\[|\]\(|https?:|www\.|<img/i);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(Math.floor(words / 250));
      expect(post.readingMinutes).toBeLessThanOrEqual(Math.ceil(words / 150));
      expect(post.tags.length).toBeGreaterThan(0);
      const published = new Date(post.publishedAt);
      expect(published.toISOString()).toBe(post.publishedAt);
      expect(published.getUTCFullYear()).toBe(2026);
      expect(published.getTime()).toBeLessThan(Date.parse('2026-11-20T00:00:00Z'));
    },
  );

  it('has a table in at least one post in each language', () => {
    for (const locale of locales) {
      const withTable = blogPostSeeds.filter(
        (post) => post.locale === locale && /^\|.*\|\n\|[-| ]+\|$/m.test(post.bodyMarkdown),
      );
      expect(withTable.length, locale).toBeGreaterThan(0);
    }
  });
});

describe('FAQ seeds', () => {
  it('has about 24 entries per language, each English entry with a Norwegian twin in the same place', () => {
    const english = faqSeeds.filter((entry) => entry.locale === 'en');
    const norwegian = faqSeeds.filter((entry) => entry.locale === 'nb');
    expect(english.length).toBeGreaterThanOrEqual(20);
    expect(english.length).toBeLessThanOrEqual(30);
    expect(norwegian.map((entry) => entry.sortOrder)).toEqual(english.map((entry) => entry.sortOrder));
    expect(new Set(english.map((entry) => entry.sortOrder)).size).toBe(english.length);
    expect(new Set(english.map((entry) => entry.topic)).size).toBe(7);
    expect(new Set(norwegian.map((entry) => entry.topic)).size).toBe(7);
  });

  it('has short, complete answers of one to four sentences', () => {
    for (const entry of faqSeeds) {
      expect(entry.question.trim().endsWith('?') || entry.question.trim().endsWith('.'), entry.question).toBe(true);
      const sentences = entry.answer.split(/(?<=[.!?])\s+(?=[A-ZÆØÅ0-9+])/u).length;
      expect(sentences, entry.question).toBeGreaterThanOrEqual(1);
      expect(sentences, entry.question).toBeLessThanOrEqual(4);
    }
  });
});

describe('service seeds', () => {
  it('has kebab-case unique slugs, both languages and 4-6 included items', () => {
    expect(new Set(serviceSeeds.map((service) => service.slug)).size).toBe(serviceSeeds.length);
    for (const service of serviceSeeds) {
      expect(service.slug).toMatch(kebabCase);
      expect(['maintenance', 'inspection', 'parts', 'roadside']).toContain(service.kind);
      for (const locale of locales) {
        const text = service.texts[locale];
        expect(text.name.length, `${service.slug} ${locale}`).toBeGreaterThan(0);
        expect(text.summary.length, `${service.slug} ${locale}`).toBeGreaterThan(0);
        expect(text.includes.length, `${service.slug} ${locale}`).toBeGreaterThanOrEqual(4);
        expect(text.includes.length, `${service.slug} ${locale}`).toBeLessThanOrEqual(6);
      }
      expect(service.texts.nb.includes).toHaveLength(service.texts.en.includes.length);
    }
  });

  it('prices every vehicle class in whole kobo with min not above max, and a sensible duration', () => {
    for (const service of serviceSeeds) {
      expect(service.priceRanges.map((range) => range.vehicleClass).sort()).toEqual(['bus', 'car', 'suv', 'truck']);
      for (const range of service.priceRanges) {
        expect(Number.isSafeInteger(range.minKobo), service.slug).toBe(true);
        expect(Number.isSafeInteger(range.maxKobo), service.slug).toBe(true);
        expect(range.minKobo, service.slug).toBeGreaterThan(0);
        expect(range.minKobo, service.slug).toBeLessThanOrEqual(range.maxKobo);
      }
      expect(Number.isInteger(service.durationMinutesMin)).toBe(true);
      expect(service.durationMinutesMin).toBeGreaterThan(0);
      expect(service.durationMinutesMin).toBeLessThanOrEqual(service.durationMinutesMax);
    }
  });
});

describe('subscription product seeds', () => {
  it('has three plans in naira, whole kobo, discounts from 0 up to 1, the Care Plan first', () => {
    expect(subscriptionProductSeeds).toHaveLength(3);
    const ordered = [...subscriptionProductSeeds].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(ordered[0]?.slug).toBe('fleetcare-care-plan');
    expect(new Set(subscriptionProductSeeds.map((product) => product.slug)).size).toBe(3);
    for (const product of subscriptionProductSeeds) {
      expect(product.slug).toMatch(kebabCase);
      expect(product.currency).toBe('NGN');
      expect(Number.isSafeInteger(product.monthlyPriceKobo)).toBe(true);
      expect(product.monthlyPriceKobo).toBeGreaterThan(0);
      for (const discount of [product.monthlyDiscount, product.annualDiscount]) {
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThan(1);
      }
    }
  });

  it('describes every plan in both languages with 5-7 features', () => {
    for (const product of subscriptionProductSeeds) {
      for (const locale of locales) {
        const text = product.texts[locale];
        expect(text.name.length).toBeGreaterThan(0);
        expect(text.description.length).toBeGreaterThan(0);
        expect(text.features.length, `${product.slug} ${locale}`).toBeGreaterThanOrEqual(5);
        expect(text.features.length, `${product.slug} ${locale}`).toBeLessThanOrEqual(7);
      }
      expect(product.texts.nb.features).toHaveLength(product.texts.en.features.length);
    }
  });
});
