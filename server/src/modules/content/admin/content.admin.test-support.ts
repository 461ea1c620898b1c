import { randomUUID } from 'node:crypto';
import { blogPosts, callRequests, faqEntries } from '../../../db/schema/index.ts';
import type { TestApp } from '../../../../test/test-app.ts';

/** Shared steps of the content admin tests (not a test file itself). */

/** A slug no other test uses. */
export const newSlug = (prefix = 'admin-post') => `${prefix}-${randomUUID().slice(0, 8)}`;

export async function insertCallRequest(t: TestApp, overrides: Partial<typeof callRequests.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(callRequests)
    .values({
      fullName: 'Bola Adewale',
      dialCode: '+234',
      phoneNumber: '8031234567',
      category: 'vehicle',
      createdAt: t.deps.now(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('call request not created');
  return row;
}

export async function insertBlogPost(t: TestApp, overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(blogPosts)
    .values({
      slug: newSlug(),
      locale: 'en',
      title: 'Checking tyre pressure before a long trip',
      excerpt: 'Why the pressure on the door sticker matters, and how to check it cold.',
      bodyMarkdown: '## Check them cold\n\nCheck the tyres before you drive, when they are cold.',
      author: 'FleetCare',
      tags: ['tyres'],
      publishedAt: null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('blog post not created');
  return row;
}

export async function insertFaqEntry(t: TestApp, overrides: Partial<typeof faqEntries.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(faqEntries)
    .values({
      locale: 'en',
      topic: 'Account and security',
      question: `How do I change my password? ${randomUUID().slice(0, 6)}`,
      answer: 'Open Settings, then Security, and choose Change password.',
      sortOrder: 610,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('FAQ entry not created');
  return row;
}

/** A new post as the create and edit forms send it. */
export const postInput = (overrides: Record<string, unknown> = {}) => ({
  slug: newSlug(),
  locale: 'en',
  title: 'Keeping a bus fleet on the road in the rainy season',
  excerpt: 'Wipers, brakes and tyres: what to check before the rains.',
  body: '## Before the rains\n\nCheck wipers, brakes and tyres on every bus.',
  author: 'FleetCare team',
  tags: ['rainy-season', 'buses'],
  ...overrides,
});

export const faqInput = (overrides: Record<string, unknown> = {}) => ({
  locale: 'en',
  topic: 'Fleet records',
  question: `Can I export my fleet? ${randomUUID().slice(0, 6)}`,
  answer: 'Yes: open My fleet and choose Export to get a CSV file.',
  sortOrder: 520,
  ...overrides,
});

/** mark-called's sample for the authorization test: a call request nobody has called back. */
export async function markCalledSample(t: TestApp) {
  const row = await insertCallRequest(t);
  return { recordId: row.id, input: { note: 'Called back; booked a mechanic for Tuesday.' } };
}

export function createPostSample() {
  return Promise.resolve({ input: postInput() });
}

export async function editPostSample(t: TestApp) {
  const row = await insertBlogPost(t);
  return { recordId: row.id, input: postInput({ slug: row.slug, title: 'Checking tyre pressure, cold' }) };
}

export async function publishPostSample(t: TestApp) {
  const row = await insertBlogPost(t);
  return { recordId: row.id, input: {} };
}

export async function unpublishPostSample(t: TestApp) {
  const row = await insertBlogPost(t, { publishedAt: t.deps.now() });
  return { recordId: row.id, input: {} };
}

export function createFaqSample() {
  return Promise.resolve({ input: faqInput() });
}

export async function editFaqSample(t: TestApp) {
  const row = await insertFaqEntry(t);
  return { recordId: row.id, input: faqInput({ question: row.question, answer: 'Open Settings, then Security.' }) };
}

export async function deleteFaqSample(t: TestApp) {
  const row = await insertFaqEntry(t);
  return { recordId: row.id, input: {} };
}
