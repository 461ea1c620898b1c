import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, signupBody, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sendEmail(to: string, overrides: { subject?: string; html?: string; text?: string; template?: string } = {}) {
  return t.deps.mailer.send({
    to,
    subject: overrides.subject ?? 'Your booking is confirmed',
    html: overrides.html ?? '<!doctype html><html><head><title>x</title></head><body><p>Hello</p></body></html>',
    text: overrides.text ?? 'Hello\n\nSee http://localhost:3000/dashboard/bookings?id=1&tab=2 for details.',
    template: overrides.template ?? 'booking-confirmed',
  });
}

function uniquePhone(): string {
  return `+234803${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

describe('GET /dev/mailbox', () => {
  it('when messages were sent, then lists them newest first with channel, recipient, subject or first line and template', async () => {
    const email = uniqueEmail('mailbox');
    const phone = uniquePhone();
    await sendEmail(email, { subject: 'Older e-mail' });
    await t.deps.sms.send({
      to: phone,
      text: 'Your FleetCare code is 123456.\nIt expires in 10 minutes.',
      template: 'phone-code',
    });

    const res = await request(t.app).get('/dev/mailbox').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('name="viewport"');
    const smsAt = res.text.indexOf(phone);
    const emailAt = res.text.indexOf(email);
    expect(smsAt).toBeGreaterThan(-1);
    expect(emailAt).toBeGreaterThan(smsAt);
    expect(res.text).toContain('Older e-mail');
    expect(res.text).toContain('Your FleetCare code is 123456.');
    expect(res.text).not.toContain('It expires in 10 minutes.');
    expect(res.text).toContain('phone-code');
    expect(res.text).toMatch(/>SMS</);
    expect(res.text).toMatch(/>E-mail</);
  });

  it('when filtered by recipient, then shows only their messages (a + lost in the query string is put back)', async () => {
    const mine = uniqueEmail('Mine');
    const theirs = uniqueEmail('theirs');
    const phone = uniquePhone();
    await sendEmail(mine.toLowerCase(), { subject: 'For me' });
    await sendEmail(theirs, { subject: 'For them' });
    await t.deps.sms.send({ to: phone, text: 'SMS for the phone', template: 'phone-code' });

    const res = await request(t.app).get('/dev/mailbox').query({ to: mine }).expect(200);
    expect(res.text).toContain('For me');
    expect(res.text).not.toContain('For them');
    expect(res.text).toContain(`value="${mine}"`);

    const sms = await request(t.app).get(`/dev/mailbox?to=${phone}`).expect(200);
    expect(sms.text).toContain('SMS for the phone');
    expect(sms.text).not.toContain('For me');

    const none = await request(t.app)
      .get('/dev/mailbox')
      .query({ to: uniqueEmail('nobody') })
      .expect(200);
    expect(none.text).toContain('No messages to');
  });

  it('escapes everything that comes from a message', async () => {
    const email = uniqueEmail('xss');
    await sendEmail(email, {
      subject: '<script>alert(1)</script> & "quotes"',
      template: '<img src=x onerror=alert(1)>',
    });
    const res = await request(t.app)
      .get('/dev/mailbox')
      .query({ to: `${email}"><script>` })
      .expect(200);
    expect(res.text).not.toMatch(/<script>|<img/);
    const list = await request(t.app).get('/dev/mailbox').query({ to: email }).expect(200);
    expect(list.text).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;quotes&#34;');
    expect(list.text).not.toMatch(/<script>|<img/);
  });

  it('shows the newest 100 messages only', async () => {
    const email = uniqueEmail('many');
    for (let i = 0; i < 103; i += 1) await sendEmail(email, { subject: `Message number ${i}.` });
    const res = await request(t.app).get('/dev/mailbox.json').query({ to: email }).expect(200);
    expect(res.body.data).toHaveLength(100);
    expect(res.body.data[0].subject).toBe('Message number 102.');
    const page = await request(t.app).get('/dev/mailbox').query({ to: email }).expect(200);
    expect(page.text).toContain('Message number 102.');
    expect(page.text).not.toContain('Message number 2.');
  });
});

describe('GET /dev/mailbox.json', () => {
  it('lists the messages of a recipient as JSON', async () => {
    const body = signupBody();
    await request(t.app).post('/api/users/signup').set('X-Forwarded-For', randomIp()).send(body).expect(201);
    const res = await request(t.app).get('/dev/mailbox.json').query({ to: body.email }).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toEqual({
      id: expect.any(String),
      channel: 'email',
      recipient: body.email,
      subject: 'Confirm your email address for FleetCare',
      textBody: expect.stringContaining('http://localhost:3000/status/confirm-email?token='),
      template: 'verify-email',
      status: 'stored',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body.data[0]).not.toHaveProperty('htmlBody');
  });
});

describe('GET /dev/mailbox/:id', () => {
  it('shows an e-mail: its HTML in a sandboxed frame whose links open in the tab, and the text version with clickable links', async () => {
    const body = signupBody();
    await request(t.app).post('/api/users/signup').set('X-Forwarded-For', randomIp()).send(body).expect(201);
    const [item] = (await request(t.app).get('/dev/mailbox.json').query({ to: body.email })).body.data;
    const res = await request(t.app).get(`/dev/mailbox/${item.id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).not.toMatch(/<script/i);

    const iframe = /<iframe[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(iframe).toContain(
      'sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"',
    );
    expect(iframe).not.toContain('allow-scripts');
    const srcdoc = /srcdoc="([^"]*)"/.exec(iframe)?.[1] ?? '';
    expect(srcdoc).toContain('&#60;base target=&#34;_top&#34;&#62;');
    expect(srcdoc).toContain('Confirm my email address');

    const link = /http:\/\/localhost:3000\/status\/confirm-email\?token=[\w-]+/.exec(item.textBody)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(res.text).toContain(`<a href="${link}">${link}</a>`);
    expect(res.text).toContain('Confirm your email address for FleetCare');
    expect(res.text).toContain('verify-email');
  });

  it('shows an SMS as its text', async () => {
    const phone = uniquePhone();
    const sent = await t.deps.sms.send({ to: phone, text: 'Code 654321 <b>not bold</b>', template: 'phone-code' });
    const res = await request(t.app).get(`/dev/mailbox/${sent.id}`).expect(200);
    expect(res.text).toContain('<pre>Code 654321 &#60;b&#62;not bold&#60;/b&#62;</pre>');
    expect(res.text).not.toContain('<iframe');
    expect(res.text).toContain('Text message');
  });

  it('escapes query-string links in the text version', async () => {
    const email = uniqueEmail('amp');
    const sent = await sendEmail(email);
    const res = await request(t.app).get(`/dev/mailbox/${sent.id}`).expect(200);
    const url = 'http://localhost:3000/dashboard/bookings?id=1&#38;tab=2';
    expect(res.text).toContain(`<a href="${url}">${url}</a>`);
  });

  it('when the id is unknown or not an id, then 404', async () => {
    const unknown = await request(t.app).get('/dev/mailbox/00000000-0000-4000-8000-000000000000').expect(404);
    expect(unknown.text).toContain('No such message');
    await request(t.app).get('/dev/mailbox/not-an-id').expect(404);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>FleetCare SPA</title><div id="root"></div>');
    prod = await createTestApp({ NODE_ENV: 'production', CLIENT_DIST: dist });
  });
  afterAll(() => prod.close());

  it('has no mailbox: the paths fall through to the web app (404, which shows its not-found page)', async () => {
    await prod.deps.mailer.send({ to: 'x@example.com', subject: 'Secret', html: '<p>x</p>', text: 'x', template: 't' });
    for (const route of ['/dev/mailbox', '/dev/mailbox.json?to=x@example.com', '/dev/mailbox/not-an-id']) {
      const res = await request(prod.app).get(route).expect(404);
      expect(res.text).toContain('<title>FleetCare SPA</title>');
      expect(res.text).not.toContain('Secret');
    }
  });
});
