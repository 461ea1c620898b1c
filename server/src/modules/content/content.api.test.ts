import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogPosts,
  callRequests,
  faqEntries,
  newsletterSubscriptions,
  pageViews,
  users,
} from '../../db/schema/index.ts';
import { latestMessage, linkIn, randomIp, signUpAndSignIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Public addresses geoip-lite places in these countries. */
const NORWAY_IP = '84.208.0.1';
const NIGERIA_IP = '41.58.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/blog-posts/get-blog-posts and get-blog/:id', () => {
  const day = 86_400_000;
  beforeAll(async () => {
    const now = Date.now();
    await t.database.db.insert(blogPosts).values([
      {
        slug: 'oil',
        locale: 'en',
        title: 'Oil',
        excerpt: 'e',
        bodyMarkdown: '## Oil\n\nChange it.',
        author: 'A',
        tags: ['engine'],
        publishedAt: new Date(now - 3 * day),
      },
      {
        slug: 'oil',
        locale: 'nb',
        title: 'Olje',
        excerpt: 'e',
        bodyMarkdown: '## Olje',
        author: 'A',
        tags: ['engine'],
        publishedAt: new Date(now - 3 * day),
      },
      {
        slug: 'brakes',
        locale: 'en',
        title: 'Brakes',
        excerpt: 'e',
        bodyMarkdown: 'Hi <script>alert(1)</script>',
        author: 'B',
        tags: ['safety'],
        publishedAt: new Date(now - 2 * day),
      },
      {
        slug: 'tyres',
        locale: 'en',
        title: 'Tyres',
        excerpt: 'e',
        bodyMarkdown: 'x',
        author: 'B',
        tags: ['safety'],
        publishedAt: new Date(now - day),
      },
      {
        slug: 'draft',
        locale: 'en',
        title: 'Draft',
        excerpt: 'e',
        bodyMarkdown: 'x',
        author: 'B',
        tags: [],
        publishedAt: null,
      },
      {
        slug: 'future',
        locale: 'en',
        title: 'Future',
        excerpt: 'e',
        bodyMarkdown: 'x',
        author: 'B',
        tags: [],
        publishedAt: new Date(now + day),
      },
    ]);
  });

  it('lists published posts newest first, paged, without drafts or future posts', async () => {
    const res = await request(t.app).get('/api/blog-posts/get-blog-posts?limit=2').expect(200);
    expect(res.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(res.body.data.items.map((post: { slug: string }) => post.slug)).toEqual(['tyres', 'brakes']);
    const second = await request(t.app).get('/api/blog-posts/get-blog-posts?limit=2&page=2').expect(200);
    expect(second.body.data.items.map((post: { slug: string }) => post.slug)).toEqual(['oil']);
    expect(res.body.data.items[0]).not.toHaveProperty('bodyMarkdown');
  });

  it('filters by tag and by language', async () => {
    const safety = await request(t.app).get('/api/blog-posts/get-blog-posts?tag=safety').expect(200);
    expect(safety.body.data.total).toBe(2);
    const nb = await request(t.app).get('/api/blog-posts/get-blog-posts?locale=nb').expect(200);
    expect(nb.body.data.items.map((post: { title: string }) => post.title)).toEqual(['Olje']);
  });

  it('rejects a bad page size', async () => {
    const res = await request(t.app).get('/api/blog-posts/get-blog-posts?limit=500').expect(400);
    expect(res.body.fieldErrors).toHaveProperty('limit');
  });

  it('serves a post by slug in the language asked for, with sanitised HTML', async () => {
    const en = await request(t.app).get('/api/blog-posts/get-blog/oil').expect(200);
    expect(en.body.data).toMatchObject({ title: 'Oil', html: expect.stringContaining('<h2>Oil</h2>') });
    const nb = await request(t.app).get('/api/blog-posts/get-blog/oil?locale=nb').expect(200);
    expect(nb.body.data.title).toBe('Olje');
    const brakes = await request(t.app).get('/api/blog-posts/get-blog/brakes').expect(200);
    expect(brakes.body.data.html).not.toContain('<script');
  });

  it('serves a post by id', async () => {
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'tyres'));
    const res = await request(t.app).get(`/api/blog-posts/get-blog/${row?.id}`).expect(200);
    expect(res.body.data.slug).toBe('tyres');
  });

  it('answers 404 for drafts, future posts and unknown posts', async () => {
    for (const slug of ['draft', 'future', 'nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await request(t.app).get(`/api/blog-posts/get-blog/${slug}`).expect(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /api/users/get-all-faq', () => {
  beforeAll(async () => {
    await t.database.db.insert(faqEntries).values([
      {
        locale: 'en',
        topic: 'Payments',
        question: 'Can I pay by card?',
        answer: 'Yes, by card or wallet.',
        sortOrder: 2,
      },
      {
        locale: 'en',
        topic: 'Booking',
        question: 'How fast does a mechanic come?',
        answer: 'Usually within 2 hours in Lagos.',
        sortOrder: 1,
      },
      {
        locale: 'en',
        topic: 'Booking',
        question: 'Can I cancel?',
        answer: 'Yes, before the mechanic sets off: 100% refund.',
        sortOrder: 3,
      },
      { locale: 'nb', topic: 'Betaling', question: 'Kan jeg betale med kort?', answer: 'Ja.', sortOrder: 1 },
    ]);
  });

  it('groups entries by topic in display order', async () => {
    const res = await request(t.app).get('/api/users/get-all-faq').expect(200);
    expect(res.body.data.map((topic: { topic: string }) => topic.topic)).toEqual(['Booking', 'Payments']);
    expect(res.body.data[0].entries.map((entry: { question: string }) => entry.question)).toEqual([
      'How fast does a mechanic come?',
      'Can I cancel?',
    ]);
  });

  it('searches questions and answers, every word must match, wildcards are literal', async () => {
    const card = await request(t.app).get('/api/users/get-all-faq?q=pay%20card').expect(200);
    expect(card.body.data).toEqual([
      { topic: 'Payments', entries: [expect.objectContaining({ question: 'Can I pay by card?' })] },
    ]);
    const percent = await request(t.app).get('/api/users/get-all-faq?q=100%25').expect(200);
    expect(percent.body.data[0].entries).toHaveLength(1);
    const none = await request(t.app).get('/api/users/get-all-faq?q=helicopter').expect(200);
    expect(none.body.data).toEqual([]);
  });

  it('answers in Norwegian', async () => {
    const res = await request(t.app).get('/api/users/get-all-faq?locale=nb').expect(200);
    expect(res.body.data[0].topic).toBe('Betaling');
  });
});

describe('POST /api/users/create_call_request', () => {
  it('stores the request and answers with the exact notice', async () => {
    const res = await request(t.app)
      .post('/api/users/create_call_request')
      .set('X-Forwarded-For', randomIp())
      .send({ fullName: 'Chidi Eze', fullPhoneNumber: '+234 803 123 4567', category: 'vehicle' })
      .expect(201);
    expect(res.body.message).toBe('Your request has been received. We will call you shortly.');
    expect(res.body.data).toMatchObject({
      fullName: 'Chidi Eze',
      fullPhoneNumber: '+2348031234567',
      category: 'vehicle',
    });
    const [row] = await t.database.db.select().from(callRequests).where(eq(callRequests.id, res.body.data._id));
    expect(row).toMatchObject({ dialCode: '+234', phoneNumber: '8031234567', status: 'new', userId: null });
  });

  it('links the request to the signed-in user', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent
      .post('/api/users/create_call_request')
      .send({ fullName: 'Ada', fullPhoneNumber: '+4791234567', category: 'home' })
      .expect(201);
    const [row] = await t.database.db.select().from(callRequests).where(eq(callRequests.id, res.body.data._id));
    expect(row?.userId).toBe(user._id);
  });

  it('requires every field, and stores nothing when one is wrong', async () => {
    const before = (await t.database.db.select().from(callRequests)).length;
    const res = await request(t.app)
      .post('/api/users/create_call_request')
      .set('X-Forwarded-For', randomIp())
      .send({ fullName: '', fullPhoneNumber: '', category: 'boat' })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['category', 'fullName', 'fullPhoneNumber']);
    expect((await t.database.db.select().from(callRequests)).length).toBe(before);
  });

  it('limits one address to 5 requests an hour', async () => {
    const ip = randomIp();
    const send = () =>
      request(t.app)
        .post('/api/users/create_call_request')
        .set('X-Forwarded-For', ip)
        .send({ fullName: 'Spam', fullPhoneNumber: '+2348000000000', category: 'vehicle' });
    for (let i = 0; i < 5; i += 1) await send().expect(201);
    const res = await send().expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('GET /api/users/ipLookUp', () => {
  it('gives Norwegian to a visitor from Norway, with country and coordinates', async () => {
    const res = await request(t.app).get('/api/users/ipLookUp').set('X-Forwarded-For', NORWAY_IP).expect(200);
    expect(res.body.data).toMatchObject({ locale: 'nb', country: 'NO' });
    expect(res.body.data.geoCoordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('gives English to a visitor from Nigeria', async () => {
    const res = await request(t.app).get('/api/users/ipLookUp').set('X-Forwarded-For', NIGERIA_IP).expect(200);
    expect(res.body.data).toMatchObject({ locale: 'en', country: 'NG' });
  });

  it('answers English with no country for a private address', async () => {
    const res = await request(t.app).get('/api/users/ipLookUp').set('X-Forwarded-For', '10.1.2.3').expect(200);
    expect(res.body.data).toEqual({ locale: 'en', country: null, geoCoordinates: null });
  });
});

describe('newsletter', () => {
  it('subscribes once: a second subscribe sends nothing more', async () => {
    const email = uniqueEmail('reader');
    const first = await request(t.app)
      .post('/api/newsletters/subscribe-to-newsletter')
      .set('X-Forwarded-For', randomIp())
      .send({ email })
      .expect(200);
    expect(first.body).toMatchObject({
      data: { email, subscribed: true },
      message: 'Thank you for subscribing to the FleetCare newsletter.',
    });
    const welcome = await latestMessage(t, email, 'newsletter-welcome');
    expect(linkIn(welcome.textBody).pathname).toBe('/newsletter/unsubscribe');
    const second = await request(t.app)
      .post('/api/newsletters/subscribe-to-newsletter')
      .set('X-Forwarded-For', randomIp())
      .send({ email: email.toUpperCase() })
      .expect(200);
    expect(second.body.message).toBe('You are already subscribed to the FleetCare newsletter.');
    const rows = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
  });

  it('unsubscribes with the signed link, idempotently, and refuses a forged one', async () => {
    const email = uniqueEmail('leaver');
    await request(t.app)
      .post('/api/newsletters/subscribe-to-newsletter')
      .set('X-Forwarded-For', randomIp())
      .send({ email })
      .expect(200);
    const link = linkIn((await latestMessage(t, email, 'newsletter-welcome')).textBody);
    const token = link.searchParams.get('token');
    const forged = await request(t.app)
      .post('/api/newsletters/unsubscribe-from-newsletter')
      .send({ email, token: 'forged' })
      .expect(400);
    expect(forged.body.code).toBe('LINK_INVALID');
    for (let i = 0; i < 2; i += 1) {
      const res = await request(t.app)
        .post('/api/newsletters/unsubscribe-from-newsletter')
        .send({ email, token })
        .expect(200);
      expect(res.body.data).toEqual({ email, subscribed: false });
    }
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("keeps the account's newsletter flag in step", async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent.post('/api/newsletters/subscribe-to-newsletter').send({ email: user.email }).expect(200);
    expect((await agent.get('/api/users/get-user')).body.data.newsletterSubscribed).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row?.newsletterSubscribed).toBe(true);
  });

  it('validates the address with the newsletter form messages', async () => {
    const empty = await request(t.app).post('/api/newsletters/subscribe-to-newsletter').send({}).expect(400);
    expect(empty.body.fieldErrors).toEqual({ email: 'Email is required.' });
    const bad = await request(t.app)
      .post('/api/newsletters/subscribe-to-newsletter')
      .send({ email: 'nope' })
      .expect(400);
    expect(bad.body.fieldErrors).toEqual({ email: 'Email is invalid.' });
  });
});

describe('POST /api/analytics/page-view', () => {
  const view = (ip: string, consent: string) =>
    request(t.app).post('/api/analytics/page-view').set('X-Forwarded-For', ip).send({ path: '/blog?x=1', consent });

  it('counts a visitor outside the consent countries without asking', async () => {
    const res = await view(NIGERIA_IP, 'none').expect(200);
    expect(res.body.data).toEqual({ recorded: true });
    const rows = await t.database.db.select().from(pageViews).where(eq(pageViews.country, 'NG'));
    expect(rows.at(-1)).toMatchObject({ path: '/blog', signedIn: false });
  });

  it('counts a visitor from a consent country only after they accept', async () => {
    expect((await view(NORWAY_IP, 'none').expect(200)).body.data.recorded).toBe(false);
    expect((await view(NORWAY_IP, 'postpone').expect(200)).body.data.recorded).toBe(false);
    expect((await view(NORWAY_IP, 'accept').expect(200)).body.data.recorded).toBe(true);
    expect(await t.database.db.select().from(pageViews).where(eq(pageViews.country, 'NO'))).toHaveLength(1);
  });

  it('rejects a path that is not a path', async () => {
    await request(t.app).post('/api/analytics/page-view').send({ path: 'https://evil.example/' }).expect(400);
  });
});
