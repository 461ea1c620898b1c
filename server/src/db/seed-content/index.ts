import type { Db } from '../client.ts';
import { blogPosts, faqEntries, serviceTypes, subscriptionProducts } from '../schema/index.ts';
import type { SeedStep } from '../seed.ts';
import { blogPostSeeds } from './blog-posts.ts';
import { faqSeeds } from './faq.ts';
import { serviceSeeds } from './services.ts';
import { subscriptionProductSeeds } from './subscription-products.ts';

export type { BlogPostSeed } from './blog-posts.ts';
export type { FaqSeed } from './faq.ts';
export type { ServiceKind, ServicePriceRange, ServiceSeed, ServiceText, VehicleClass } from './services.ts';
export type { SubscriptionProductSeed, SubscriptionProductText } from './subscription-products.ts';
export { blogPostSeeds, faqSeeds, serviceSeeds, subscriptionProductSeeds };

/** FAQ rows have no unique index, so a row already there (same language and question) is skipped by hand. */
async function insertMissingFaqEntries(tx: Db): Promise<void> {
  const existing = await tx.select({ locale: faqEntries.locale, question: faqEntries.question }).from(faqEntries);
  const known = new Set(existing.map((row) => `${row.locale}\n${row.question}`));
  const missing = faqSeeds.filter((seed) => !known.has(`${seed.locale}\n${seed.question}`));
  if (missing.length > 0) await tx.insert(faqEntries).values(missing);
}

/**
 * Product content (blog, help articles, service catalogue, subscription plans): seeded in every environment, not
 * only with demo data. Each step is also safe to run against rows that are already there.
 */
export const contentSeedSteps: SeedStep[] = [
  {
    name: 'content:blog-posts',
    async run(tx) {
      await tx
        .insert(blogPosts)
        .values(blogPostSeeds.map((seed) => ({ ...seed, publishedAt: new Date(seed.publishedAt) })))
        .onConflictDoNothing();
    },
  },
  {
    name: 'content:faq',
    run: insertMissingFaqEntries,
  },
  {
    name: 'content:services',
    async run(tx) {
      await tx.insert(serviceTypes).values(serviceSeeds).onConflictDoNothing();
    },
  },
  {
    name: 'content:subscription-products',
    async run(tx) {
      await tx.insert(subscriptionProducts).values(subscriptionProductSeeds).onConflictDoNothing();
    },
  },
];
