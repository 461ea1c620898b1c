import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  blogPosts,
  callRequests,
  faqEntries,
  newsletterSubscriptions,
} from '../../../db/schema/index.ts';
import { signInAdmin } from '../../../../test/admin-helpers.ts';
import { createTestApp, type TestApp, unlimitedLimits } from '../../../../test/test-app.ts';
import {
  faqInput,
  insertBlogPost,
  insertCallRequest,
  insertFaqEntry,
  newSlug,
  postInput,
} from './content.admin.test-support.ts';

/*
 * The content module's resources through the admin API: call requests marked as called, the newsletter list, blog
 * posts written, published and taken down (and what the public blog then shows), and help articles written,
 * changed and deleted; each action's refusals, replays and audit rows.
 */

const ACTION = '/api/custom-admin/run-action';
const LIST = '/api/custom-admin/get-resources-list';
const RECORD = '/api/custom-admin/get-resource-record';

let t: TestApp;
let support: Awaited<ReturnType<typeof signInAdmin>>;
let content: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  t = await createTestApp({}, { limits: unlimitedLimits });
  support = await signInAdmin(t, ['support']);
  content = await signInAdmin(t, ['content']);
}, 60_000);
afterAll(() => t.close());

const newKey = () => randomUUID().replace(/-/g, '');

function act(
  agent: request.Agent | request.SuperTest<request.Test>,
  resource: string,
  action: string,
  body: { recordId?: string; reason?: string; idempotencyKey?: string; input?: Record<string, unknown> } = {},
) {
  return agent.post(`${ACTION}/${resource}/${action}`).send({ idempotencyKey: newKey(), input: {}, ...body });
}

async function auditRows(resource: string, action: string, recordId: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.resource, resource), eq(adminAuditLog.action, action), eq(adminAuditLog.recordId, recordId)),
    );
}

const publicPost = (slug: string, locale = 'en') =>
  request(t.app).get(`/api/blog-posts/get-blog/${slug}`).query({ locale });
const publicPosts = (locale = 'en') =>
  request(t.app).get('/api/blog-posts/get-blog-posts').query({ locale, page: 1, limit: 50 });

describe('call requests', () => {
  it('mark-called records when, by whom and what was said, once; the not-called counter drops', async () => {
    const row = await insertCallRequest(t);
    const before = await support.agent.get('/api/custom-admin/get-overview').expect(200);
    const counter = (body: { data: { counters: { key: string; count: number }[] } }) =>
      body.data.counters.find((entry) => entry.key === 'call-requests-not-called')?.count;
    const idempotencyKey = newKey();
    const note = 'Called back; booked a mechanic for Tuesday.';

    const res = await act(support.agent, 'call-requests', 'mark-called', {
      recordId: row.id,
      idempotencyKey,
      input: { note },
    }).expect(200);
    expect(res.body.data.record).toMatchObject({
      called: true,
      status: 'called',
      calledBy: support.user._id,
      callNote: note,
    });
    const after = await support.agent.get('/api/custom-admin/get-overview').expect(200);
    expect(counter(after.body)).toBe((counter(before.body) ?? 0) - 1);

    const replay = await act(support.agent, 'call-requests', 'mark-called', {
      recordId: row.id,
      idempotencyKey,
      input: { note },
    }).expect(200);
    expect(replay.body.data.replayed).toBe(true);
    const [audit, ...more] = await auditRows('call-requests', 'mark-called', row.id);
    expect(more).toHaveLength(0);
    const [stored] = await t.database.db.select().from(callRequests).where(eq(callRequests.id, row.id));
    expect(audit?.changes).toEqual({
      status: { before: 'new', after: 'called' },
      calledAt: { before: null, after: stored?.calledAt?.toISOString() },
      calledBy: { before: null, after: support.user._id },
      callNote: { before: null, after: note },
    });
  });

  it('when the note is missing or too long, then 400 on the note and nothing changes', async () => {
    const row = await insertCallRequest(t);
    const empty = await act(support.agent, 'call-requests', 'mark-called', {
      recordId: row.id,
      input: { note: '  ' },
    }).expect(400);
    expect(empty.body.fieldErrorKeys).toEqual({ note: 'validation:callNoteRequired' });
    const long = await act(support.agent, 'call-requests', 'mark-called', {
      recordId: row.id,
      input: { note: 'x'.repeat(1001) },
    }).expect(400);
    expect(long.body.fieldErrorKeys).toEqual({ note: 'validation:callNoteTooLong' });
    const [stored] = await t.database.db.select().from(callRequests).where(eq(callRequests.id, row.id));
    expect(stored).toMatchObject({ calledAt: null, status: 'new' });
  });

  it('when it was already called, then 409; unknown, then 404; signed out, then 401; a content admin, then 403', async () => {
    const called = await insertCallRequest(t, { calledAt: new Date(), status: 'called', callNote: 'Done' });
    const again = await act(support.agent, 'call-requests', 'mark-called', {
      recordId: called.id,
      input: { note: 'Again' },
    }).expect(409);
    expect(again.body.code).toBe('ACTION_NOT_APPLICABLE');
    await act(support.agent, 'call-requests', 'mark-called', { recordId: randomUUID(), input: { note: 'x' } }).expect(
      404,
    );
    const open = await insertCallRequest(t);
    await request(t.app)
      .post(`${ACTION}/call-requests/mark-called`)
      .send({ recordId: open.id, idempotencyKey: newKey(), input: { note: 'x' } })
      .expect(401);
    await act(content.agent, 'call-requests', 'mark-called', { recordId: open.id, input: { note: 'x' } }).expect(403);
    const [stored] = await t.database.db.select().from(callRequests).where(eq(callRequests.id, open.id));
    expect(stored?.calledAt).toBeNull();
  });

  it('lists the requests not yet called, newest first', async () => {
    const fresh = await insertCallRequest(t, { fullName: 'Newest Caller', createdAt: new Date(Date.now() + 60_000) });
    const res = await support.agent
      .get(`${LIST}/call-requests`)
      .query({ filter: JSON.stringify({ called: { equals: false } }) })
      .expect(200);
    expect(res.body.data.items[0]).toMatchObject({ _id: fresh.id, called: false, phone: '+2348031234567' });
    expect(res.body.data.items.every((item: { called: boolean }) => item.called === false)).toBe(true);
  });
});

describe('newsletter subscribers', () => {
  it('finds a subscriber by the start of the address and tells the subscribed from those who left', async () => {
    const email = `reader.${randomUUID().slice(0, 8)}@example.com`;
    await t.deps.db.insert(newsletterSubscriptions).values([
      { email, locale: 'nb', source: 'footer' },
      { email: `left.${email}`, unsubscribedAt: new Date() },
    ]);
    const res = await content.agent
      .get(`${LIST}/newsletter-subscribers`)
      .query({ q: email.slice(0, 12) })
      .expect(200);
    expect(res.body.data.items).toEqual([
      expect.objectContaining({ email, locale: 'nb', source: 'footer', subscribed: true, unsubscribedAt: null }),
    ]);
    const left = await content.agent
      .get(`${LIST}/newsletter-subscribers`)
      .query({ q: 'left.', filter: JSON.stringify({ subscribed: { equals: false } }) })
      .expect(200);
    expect(left.body.data.items.map((row: { email: string }) => row.email)).toContain(`left.${email}`);
    await support.agent.get(`${LIST}/newsletter-subscribers`).expect(403);
  });
});

describe('blog posts', () => {
  it('create makes an unpublished post the public blog does not show; publish shows it; unpublish takes it down', async () => {
    const input = postInput();
    const created = await act(content.agent, 'blog-posts', 'create', { input }).expect(200);
    const post = created.body.data.record;
    expect(post).toMatchObject({
      slug: input.slug,
      locale: 'en',
      title: input.title,
      body: input.body,
      tags: input.tags,
      published: false,
      publishedAt: null,
      readingMinutes: 1,
    });
    await publicPost(input.slug).expect(404);

    const published = await act(content.agent, 'blog-posts', 'publish', { recordId: post._id }).expect(200);
    expect(published.body.data.record.published).toBe(true);
    const shown = await publicPost(input.slug).expect(200);
    expect(shown.body.data).toMatchObject({
      title: input.title,
      html: expect.stringContaining('<h2>Before the rains</h2>'),
    });
    expect(shown.headers['cache-control']).toBe('public, max-age=60');
    const listed = await publicPosts().expect(200);
    expect(listed.body.data.items.map((item: { slug: string }) => item.slug)).toContain(input.slug);

    await act(content.agent, 'blog-posts', 'unpublish', { recordId: post._id }).expect(200);
    await publicPost(input.slug).expect(404);
    const after = await publicPosts().expect(200);
    expect(after.body.data.items.map((item: { slug: string }) => item.slug)).not.toContain(input.slug);

    const [publishAudit] = await auditRows('blog-posts', 'publish', post._id);
    expect(publishAudit?.changes).toEqual({ publishedAt: { before: null, after: expect.any(String) } });
    const [unpublishAudit] = await auditRows('blog-posts', 'unpublish', post._id);
    expect(unpublishAudit?.changes).toEqual({
      publishedAt: { before: publishAudit?.changes?.publishedAt?.after, after: null },
    });
  });

  it('edit changes a published post and the public blog shows the new version at once; the audit row has before and after', async () => {
    const row = await insertBlogPost(t, { publishedAt: new Date(Date.now() - 60_000) });
    await publicPost(row.slug).expect(200);
    const record = await content.agent.get(`${RECORD}/blog-posts/${row.id}`).expect(200);
    expect(record.body.data.actions).toEqual(['edit', 'unpublish']);
    const input = postInput({
      slug: row.slug,
      title: 'Tyre pressure, checked cold',
      body: '## Cold tyres\n\nNew text.',
    });
    await act(content.agent, 'blog-posts', 'edit', { recordId: row.id, input }).expect(200);
    const shown = await publicPost(row.slug).expect(200);
    expect(shown.body.data.title).toBe('Tyre pressure, checked cold');
    expect(shown.body.data.html).toContain('New text.');
    const [audit] = await auditRows('blog-posts', 'edit', row.id);
    expect(audit?.changes).toMatchObject({
      title: { before: 'Checking tyre pressure before a long trip', after: 'Tyre pressure, checked cold' },
      body: { before: row.bodyMarkdown, after: '## Cold tyres\n\nNew text.' },
    });
    expect(audit?.changes).not.toHaveProperty('slug');
  });

  it('when the address is taken in that language, then 409 CONFLICT naming the slug; another language may use it', async () => {
    const existing = await insertBlogPost(t);
    const taken = await act(content.agent, 'blog-posts', 'create', {
      input: postInput({ slug: existing.slug }),
    }).expect(409);
    expect(taken.body).toMatchObject({ code: 'CONFLICT', fieldErrorKeys: { slug: 'validation:blogSlugTaken' } });
    await act(content.agent, 'blog-posts', 'create', {
      input: postInput({ slug: existing.slug, locale: 'nb' }),
    }).expect(200);

    const other = await insertBlogPost(t);
    const moved = await act(content.agent, 'blog-posts', 'edit', {
      recordId: other.id,
      input: postInput({ slug: existing.slug }),
    }).expect(409);
    expect(moved.body.fieldErrorKeys).toEqual({ slug: 'validation:blogSlugTaken' });
    const [unchanged] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, other.id));
    expect(unchanged?.slug).toBe(other.slug);
  });

  it('when the slug or the language is not valid, then 400 naming them and nothing is made', async () => {
    const slug = `Not A Slug ${randomUUID().slice(0, 4)}`;
    const res = await act(content.agent, 'blog-posts', 'create', {
      input: postInput({ slug, locale: 'fr', title: '' }),
    }).expect(400);
    expect(res.body.fieldErrorKeys).toEqual({
      slug: 'validation:blogSlugInvalid',
      locale: 'validation:localeInvalid',
      title: 'validation:required',
    });
  });

  it('a replayed create makes one post; publish twice is 409; an unknown post is 404', async () => {
    const input = postInput();
    const idempotencyKey = newKey();
    await act(content.agent, 'blog-posts', 'create', { input, idempotencyKey }).expect(200);
    const replay = await act(content.agent, 'blog-posts', 'create', { input, idempotencyKey }).expect(200);
    expect(replay.body.data.replayed).toBe(true);
    const rows = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, input.slug));
    expect(rows).toHaveLength(1);

    const id = rows[0]?.id ?? '';
    await act(content.agent, 'blog-posts', 'publish', { recordId: id }).expect(200);
    const twice = await act(content.agent, 'blog-posts', 'publish', { recordId: id }).expect(409);
    expect(twice.body.code).toBe('ACTION_NOT_APPLICABLE');
    await act(content.agent, 'blog-posts', 'unpublish', { recordId: randomUUID() }).expect(404);
  });

  it('when the caller is signed out, then 401; an admin without content:write, then 403 and nothing is made', async () => {
    const input = postInput();
    await request(t.app).post(`${ACTION}/blog-posts/create`).send({ idempotencyKey: newKey(), input }).expect(401);
    await act(support.agent, 'blog-posts', 'create', { input }).expect(403);
    expect(await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, input.slug))).toEqual([]);
  });

  it('finds posts by words in their title and filters the published', async () => {
    const row = await insertBlogPost(t, {
      title: `Harmattan dust filters ${randomUUID().slice(0, 4)}`,
      slug: newSlug(),
    });
    const res = await content.agent
      .get(`${LIST}/blog-posts`)
      .query({ q: 'dust filters', filter: JSON.stringify({ published: { equals: false } }) })
      .expect(200);
    expect(res.body.data.items.map((item: { _id: string }) => item._id)).toContain(row.id);
  });
});

describe('help articles (FAQ)', () => {
  const publicFaq = (q: string) => request(t.app).get('/api/users/get-all-faq').query({ locale: 'en', q });

  it('create shows the article on the help pages at once; edit changes it; delete removes it; each audited', async () => {
    const input = faqInput();
    const created = await act(content.agent, 'faq-entries', 'create', { input }).expect(200);
    const id = created.body.data.record._id as string;
    const found = await publicFaq(input.question).expect(200);
    expect(JSON.stringify(found.body.data)).toContain(input.answer);
    expect(found.headers['cache-control']).toBe('public, max-age=60');

    await act(content.agent, 'faq-entries', 'edit', {
      recordId: id,
      input: { ...input, answer: 'Yes: choose Export on My fleet.' },
    }).expect(200);
    expect(JSON.stringify((await publicFaq(input.question).expect(200)).body.data)).toContain(
      'Yes: choose Export on My fleet.',
    );
    const [editAudit] = await auditRows('faq-entries', 'edit', id);
    expect(editAudit?.changes).toEqual({ answer: { before: input.answer, after: 'Yes: choose Export on My fleet.' } });

    const deleted = await act(content.agent, 'faq-entries', 'delete', { recordId: id }).expect(200);
    expect(deleted.body.data.record).toBeNull();
    expect(await t.database.db.select().from(faqEntries).where(eq(faqEntries.id, id))).toEqual([]);
    expect(JSON.stringify((await publicFaq(input.question).expect(200)).body.data)).not.toContain(input.question);
    const [deleteAudit] = await auditRows('faq-entries', 'delete', id);
    expect(deleteAudit?.changes).toMatchObject({
      question: { before: input.question, after: null },
      answer: { before: 'Yes: choose Export on My fleet.', after: null },
    });
  });

  it('when the order is not a whole number in range, then 400; an unknown article, then 404; a second delete, then 404', async () => {
    const bad = await act(content.agent, 'faq-entries', 'create', { input: faqInput({ sortOrder: -1 }) }).expect(400);
    expect(bad.body.fieldErrorKeys).toEqual({ sortOrder: 'validation:faqSortOrderInvalid' });
    await act(content.agent, 'faq-entries', 'edit', { recordId: randomUUID(), input: faqInput() }).expect(404);
    const row = await insertFaqEntry(t);
    await act(content.agent, 'faq-entries', 'delete', { recordId: row.id }).expect(200);
    await act(content.agent, 'faq-entries', 'delete', { recordId: row.id }).expect(404);
  });

  it('when the caller lacks content:write, then 403 and the article stays', async () => {
    const row = await insertFaqEntry(t);
    await act(support.agent, 'faq-entries', 'delete', { recordId: row.id }).expect(403);
    expect(await t.database.db.select().from(faqEntries).where(eq(faqEntries.id, row.id))).toHaveLength(1);
  });
});
