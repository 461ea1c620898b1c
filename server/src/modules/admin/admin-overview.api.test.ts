import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { adminAgent, createEngineTestApp, insertPeople } from './engine.test-support.ts';

/* The panel's home figures, the list of admins and the Markdown preview. */

const OVERVIEW = '/api/custom-admin/get-overview';
const ADMINS = '/api/custom-admin/get-admins';
const PREVIEW = '/api/custom-admin/preview-markdown';

let t: TestApp;
beforeAll(async () => {
  t = await createEngineTestApp();
}, 60_000);
afterAll(() => t.close());

describe('get-overview', () => {
  it('counts each counter with its list filter, only for resources the admin may read', async () => {
    const [owner] = await insertPeople(t, 2, 'firm', { accountType: 'business' });
    await t.deps.db.insert(vehicles).values({
      ownerId: owner as string,
      plateNumber: 'OVR001',
      category: 'car',
      brand: 'Kia',
      model: 'Rio',
      year: 2020,
      fuel: 'petrol',
    });
    const superAdmin = await adminAgent(t, ['super-admin']);
    const res = await superAdmin.agent.get(OVERVIEW).expect(200);
    expect(res.body.data.counters).toEqual([
      {
        key: 'business-accounts',
        count: 2,
        resource: 'people',
        filter: JSON.stringify({ accountType: { in: ['business'] } }),
      },
      { key: 'cars', count: 1, resource: 'cars', filter: '{}' },
    ]);
    // The filter opens the list that shows the same figure.
    const list = await superAdmin.agent
      .get('/api/custom-admin/get-resources-list/people')
      .query({ filter: res.body.data.counters[0].filter })
      .expect(200);
    expect(list.body.data.total).toBe(2);

    // Finance reads people but not vehicles.
    const finance = await adminAgent(t, ['finance']);
    const theirs = await finance.agent.get(OVERVIEW).expect(200);
    expect(theirs.body.data.counters.map((counter: { key: string }) => counter.key)).toEqual(['business-accounts']);
  });
});

describe('get-admins', () => {
  it('lists everyone holding an admin role to an admin who manages roles; others are refused', async () => {
    const superAdmin = await adminAgent(t, ['super-admin']);
    const support = await adminAgent(t, ['support', 'content'], { twoFactor: false });
    const res = await superAdmin.agent.get(ADMINS).expect(200);
    const mine = res.body.data.find((account: { _id: string }) => account._id === support.id);
    expect(mine).toMatchObject({ roles: ['support', 'content'], twoFactorEnabled: false, suspended: false });
    const operations = await adminAgent(t, ['operations']);
    expect((await operations.agent.get(ADMINS).expect(403)).body.code).toBe('FORBIDDEN');
  });
});

describe('preview-markdown', () => {
  it('renders Markdown as the blog shows it, without scripts, for an admin who writes content', async () => {
    const content = await adminAgent(t, ['content']);
    const res = await content.agent
      .post(PREVIEW)
      .send({ markdown: '## Oil\n\nChange it **every 5,000 km**.<script>alert(1)</script>' })
      .expect(200);
    expect(res.body.data.html).toContain('<h2>Oil</h2>');
    expect(res.body.data.html).toContain('<strong>every 5,000 km</strong>');
    expect(res.body.data.html).not.toContain('<script');
    const empty = await content.agent.post(PREVIEW).send({ markdown: '' }).expect(400);
    expect(empty.body.fieldErrors).toEqual({ markdown: 'Write some text to preview.' });
    const finance = await adminAgent(t, ['finance']);
    await finance.agent.post(PREVIEW).send({ markdown: 'x' }).expect(403);
  });
});
